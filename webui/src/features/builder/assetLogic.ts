import { STEP_LABELS, type BuilderAsset, type Issue, type IssueReview, type ProcessingStep } from './types'

/** TypeBadge is the short type label of an asset row. */
export type TypeBadge = 'IMG' | 'VID' | 'DOC'

/** typeBadge returns IMG, VID or DOC for an asset; HTML5 banner zips count as images. */
export function typeBadge(a: Pick<BuilderAsset, 'type' | 'mimeType'>): TypeBadge {
  const t = (a.type || '').toLowerCase()
  if (t === 'video' || (a.mimeType ?? '').startsWith('video/')) return 'VID'
  if (t === 'image' || t === 'html5' || (a.mimeType ?? '').startsWith('image/')) return 'IMG'
  return 'DOC'
}

/** formatDuration returns seconds as e.g. '1.5 s' or '1:05'. */
export function formatDuration(seconds: number | undefined | null): string {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds) || seconds <= 0) return '—'
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`
  const m = Math.floor(seconds / 60)
  const s = Math.round(seconds % 60)
  return `${m}:${String(s).padStart(2, '0')}`
}

/** Band is a compliance band (spec §4) and the tone it is shown in. */
export interface Band {
  label: 'Compliant' | 'Review' | 'Non-Compliant'
  tone: 'success' | 'warning' | 'danger'
}

/** complianceBand returns the band of a score: ≥80 Compliant, 60–79 Review, <60 Non-Compliant; null without a score. */
export function complianceBand(score: number | null | undefined): Band | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null
  if (score >= 80) return { label: 'Compliant', tone: 'success' }
  if (score >= 60) return { label: 'Review', tone: 'warning' }
  return { label: 'Non-Compliant', tone: 'danger' }
}

/** issueKey is the key review decisions are stored under: the rule id, or 'rule|field'. */
export function issueKey(i: Pick<Issue, 'ruleId' | 'rule' | 'field'>): string {
  return i.ruleId ? i.ruleId : `${i.rule}|${i.field}`
}

/** findReview returns the stored review of an issue, if any. */
export function findReview(reviews: IssueReview[] | null | undefined, key: string): IssueReview | undefined {
  return (reviews ?? []).find((r) => r.issueKey === key)
}

/** stepsOf returns an asset's five steps, filling in pending ones the server has not sent. */
export function stepsOf(a: Pick<BuilderAsset, 'processingSteps' | 'status'>): ProcessingStep[] {
  const given = a.processingSteps ?? []
  return STEP_LABELS.map((label, i) => {
    const s = given.find((g) => g.label === label) ?? given[i]
    if (s) return { ...s, label }
    return { label, status: a.status === 'complete' ? 'done' : 'pending' }
  })
}

/** isProcessing reports whether an asset is still being processed. */
export function isProcessing(a: Pick<BuilderAsset, 'status'>): boolean {
  return a.status === 'uploading' || a.status === 'analyzing' || a.status === 'processing'
}

/** CheckCounts are an asset's failed, warning and passed checks. */
export interface CheckCounts {
  failed: number
  warnings: number
  passed: number
}

/** checkCounts counts an asset's checks from its analysis summary, or from its issues. */
export function checkCounts(a: Pick<BuilderAsset, 'analysis'>): CheckCounts {
  const an = a.analysis
  if (!an) return { failed: 0, warnings: 0, passed: 0 }
  if (an.summary && an.summary.totalChecks > 0) {
    return { failed: an.summary.failed, warnings: an.summary.warnings, passed: an.summary.passed }
  }
  const c = { failed: 0, warnings: 0, passed: 0 }
  for (const i of an.issues ?? []) {
    if (i.status === 'fail') c.failed++
    else if (i.status === 'warning') c.warnings++
    else if (i.status === 'pass') c.passed++
  }
  return c
}

/** BuilderStats are the numbers of the builder's stats strip. */
export interface BuilderStats extends CheckCounts {
  total: number
  complete: number
  processing: number
  errors: number
}

/** builderStats sums the stats strip over the campaign's assets. */
export function builderStats(assets: BuilderAsset[]): BuilderStats {
  const s: BuilderStats = { total: assets.length, complete: 0, processing: 0, errors: 0, failed: 0, warnings: 0, passed: 0 }
  for (const a of assets) {
    if (a.status === 'complete') s.complete++
    else if (a.status === 'error') s.errors++
    else s.processing++
    const c = checkCounts(a)
    s.failed += c.failed
    s.warnings += c.warnings
    s.passed += c.passed
  }
  return s
}

/** GRID_COLUMNS are the preview grid's column labels A–L. */
export const GRID_COLUMNS = 'ABCDEFGHIJKL'.split('')

/** clampPercent keeps a percentage coordinate inside 0–100. */
export function clampPercent(v: number | undefined | null): number {
  if (v === undefined || v === null || !Number.isFinite(v)) return 0
  return Math.min(100, Math.max(0, v))
}

/** isZip reports whether a file should go to the zip upload endpoint. */
export function isZip(f: Pick<File, 'name' | 'type'>): boolean {
  return /\.zip$/i.test(f.name) || f.type === 'application/zip' || f.type === 'application/x-zip-compressed'
}

/** ACCEPT is the file picker's accept list (spec §2 plus HTML5 zips). */
export const ACCEPT = 'image/*,video/*,.pdf,.doc,.docx,.zip'

/** acceptedFile reports whether a dropped file is of an accepted kind (the server checks the bytes). */
export function acceptedFile(f: Pick<File, 'name' | 'type'>): boolean {
  if (f.type.startsWith('image/') || f.type.startsWith('video/')) return true
  return /\.(pdf|docx?|zip|png|jpe?g|gif|webp|bmp|mp4|mov|m4v|webm)$/i.test(f.name)
}

/** IssueBox is one box drawn on the preview: the issues sharing one area, each with its marker number. */
export interface IssueBox {
  key: string
  coordinates: { x: number; y: number; width: number; height: number }
  issues: { number: number; issue: Issue }[]
}

/**
 * issueBoxes numbers the failed and warning issues that have coordinates
 * (1, 2, … in the given order) and groups those covering the same area into
 * one box, so boxes never hide each other's numbers.
 */
export function issueBoxes(issues: Issue[]): IssueBox[] {
  const out: IssueBox[] = []
  let n = 0
  for (const issue of issues) {
    const c = issue.coordinates
    if (!c || issue.status === 'pass') continue
    n++
    const key = [c.x, c.y, c.width, c.height].map((v) => clampPercent(v).toFixed(2)).join(':')
    const box = out.find((b) => b.key === key)
    if (box) box.issues.push({ number: n, issue })
    else out.push({ key, coordinates: c, issues: [{ number: n, issue }] })
  }
  return out
}

/** boxNumbers maps each boxed issue to its marker number on the preview. */
export function boxNumbers(issues: Issue[]): Map<Issue, number> {
  const m = new Map<Issue, number>()
  for (const b of issueBoxes(issues)) for (const x of b.issues) m.set(x.issue, x.number)
  return m
}

/** lastUserSave is the latest save the user made on these assets (upload or review decision), or null. */
export function lastUserSave(assets: BuilderAsset[], campaignSavedAt?: string): Date | null {
  let best = 0
  const see = (iso?: string) => {
    if (!iso) return
    const t = Date.parse(iso)
    if (Number.isFinite(t) && t > best) best = t
  }
  // The campaign's own last save (its creation at least) counts: a campaign
  // saved 13 minutes ago reads 'Saved 13m ago', never 'Not saved yet'.
  see(campaignSavedAt)
  for (const a of assets) {
    see(a.uploadDate)
    for (const r of a.reviews ?? []) {
      see(r.fixAppliedAt)
      see(r.reviewedAt)
    }
  }
  return best > 0 ? new Date(best) : null
}
