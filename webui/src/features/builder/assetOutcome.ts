import { checkCounts, findReview, isProcessing, issueKey } from './assetLogic'
import type { BuilderAsset } from './types'

/** Outcome is what an asset's checks came to: failed, needs review (warnings only), passed, still processing, or error. */
export type Outcome = 'failed' | 'review' | 'passed' | 'processing' | 'error'

/** OUTCOME_FILTERS are the asset list's filters, in the order the toolbar shows them; the server filters (GET …/assets?outcome=). */
export const OUTCOME_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'review', label: 'Needs review' },
  { value: 'passed', label: 'Passed' },
  { value: 'processing', label: 'Processing' },
  { value: 'error', label: 'Errors' },
] as const

/** OutcomeFilter is one of OUTCOME_FILTERS. */
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number]['value']

/** ASSET_SORTS are the asset list's orders; the server sorts (GET …/assets?sort=, docs/api.md). */
export const ASSET_SORTS = [
  { value: 'upload', label: 'Upload order' },
  { value: 'worst', label: 'Most failed first' },
  { value: 'score', label: 'Lowest score first' },
  { value: 'name', label: 'Name' },
] as const

/** AssetSort is one of ASSET_SORTS. */
export type AssetSort = (typeof ASSET_SORTS)[number]['value']

/** outcomeOf is an asset's outcome: an error or processing state first, then failed checks, then warnings (the server's app.AssetOutcome, for the counts and live rows). */
export function outcomeOf(a: BuilderAsset): Outcome {
  if (a.status === 'error') return 'error'
  if (isProcessing(a)) return 'processing'
  const c = checkCounts(a)
  if (c.failed > 0) return 'failed'
  if (c.warnings > 0) return 'review'
  return 'passed'
}

/** outcomeCounts counts the assets of each outcome, for the filter buttons. */
export function outcomeCounts(assets: readonly BuilderAsset[]): Record<OutcomeFilter, number> {
  const out: Record<OutcomeFilter, number> = { all: assets.length, failed: 0, review: 0, passed: 0, processing: 0, error: 0 }
  for (const a of assets) out[outcomeOf(a)]++
  return out
}

/** openIssueKeys are the keys of an asset's failed and warning checks not yet marked reviewed. */
export function openIssueKeys(a: BuilderAsset): string[] {
  const keys = new Set<string>()
  for (const i of a.analysis?.issues ?? []) {
    if (i.status !== 'fail' && i.status !== 'warning') continue
    const k = issueKey(i)
    if (!findReview(a.reviews, k)?.reviewedAt) keys.add(k)
  }
  return [...keys]
}
