import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** CheckRunIssue is one rule's outcome on one asset of a reported run. */
export interface CheckRunIssue {
  ruleId?: string
  rule: string
  severity: string
  status: 'pass' | 'fail' | 'warning' | string
  message: string
  detectedValue?: string
  expectedValue?: string
}

/** CheckRunAsset is one asset of a run, in the shape of `asset check --format json`. */
export interface CheckRunAsset {
  path: string
  name: string
  type: string
  sizeBytes: number
  width: number
  height: number
  complianceScore: number | null
  band: string | null
  issues: CheckRunIssue[]
  error?: string
}

/** CheckRun is a run of `pharmaops asset check --server` that CI reported for the campaign. */
export interface CheckRun {
  id: string
  campaignId: string
  source: string
  reference: string
  reportedAt: string
  reportedBy: string
  ruleSetId: string
  ruleSetVersion: number
  assets: number
  passed: number
  failed: number
  warnings: number
  results?: CheckRunAsset[]
}

const base = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/check-runs`

/** useCheckRuns lists the campaign's reported runs, newest first. */
export function useCheckRuns(campaignId: string) {
  return useQuery({
    queryKey: ['check-runs', campaignId],
    queryFn: async () => (await api.get<{ runs?: CheckRun[] }>(base(campaignId)))?.runs ?? [],
  })
}

/** useCheckRun loads one run with its per-asset results when enabled. */
export function useCheckRun(campaignId: string, runId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['check-runs', campaignId, runId],
    queryFn: () => api.get<CheckRun>(`${base(campaignId)}/${encodeURIComponent(runId)}`),
    enabled,
  })
}

/** assetOutcome says how an asset of a run did: an unreadable asset or a failed check fails it. */
export function assetOutcome(a: CheckRunAsset): 'fail' | 'warning' | 'pass' {
  if (a.error || a.issues.some((i) => i.status === 'fail')) return 'fail'
  return a.issues.some((i) => i.status === 'warning') ? 'warning' : 'pass'
}

/** sortedForReview puts failed assets first, then warnings, each by name. */
export function sortedForReview(assets: CheckRunAsset[]): CheckRunAsset[] {
  const rank = { fail: 0, warning: 1, pass: 2 }
  return [...assets].sort((x, y) => rank[assetOutcome(x)] - rank[assetOutcome(y)] || x.name.localeCompare(y.name))
}
