import type { Matrix, MatrixOptions, MatrixRow } from './types'

/** STANDARD_SIZES are the spec's standard creative sizes (§9), in concept order. */
export const STANDARD_SIZES = ['300x600', '300x250', '160x600', '728x90', '320x50'] as const

/** MATRIX_DEFAULTS are the spec's matrix defaults (§9), the same as pkg/matrix. */
export const MATRIX_DEFAULTS = {
  country: 'USA',
  creativeStatus: 'Adding',
  activationTeam: 'Programmatic',
  customerType: 'DTC',
  language: 'ENG',
  creativeType: 'HTML5 Banner',
  campaignType: 'Branded (BR)',
  version: 'V1',
  reutilization: 'N',
  approvedForAdChoices: 'Y',
  channel: 'Display',
  colabCfID: 'CF-PENDING',
  campaignName: 'BRD Campaign',
  phases: ['Phase 1', 'Phase 2', 'Phase 3'] as [string, string, string],
}

/** conceptNumbers returns the distinct concept numbers of the rows, ascending. */
export function conceptNumbers(rows: readonly MatrixRow[]): number[] {
  return [...new Set(rows.map((r) => r.conceptNumber))].sort((a, b) => a - b)
}

/** uniqueId returns id, or id with a numeric suffix when taken, and records it. */
function uniqueId(taken: Set<string>, id: string): string {
  let out = id
  for (let i = 2; taken.has(out); i++) out = `${id}-${i}`
  taken.add(out)
  return out
}

/** newConceptRow is a row of concept n and the given size with the defaults and the options. */
function newConceptRow(n: number, size: string, o: MatrixOptions, id: string): MatrixRow {
  const d = MATRIX_DEFAULTS
  return {
    id,
    conceptNumber: n,
    creativeStatus: d.creativeStatus,
    activationTeam: d.activationTeam,
    customerType: o.customerType || d.customerType,
    language: d.language,
    ctaDescription: '',
    url: o.url ?? '',
    creativeType: d.creativeType,
    fdaFilingNumber: o.fdaFilingNumber ?? '',
    creativeAgency: o.agency ?? '',
    campaignType: d.campaignType,
    creativeCampaignName: o.campaignName || d.campaignName,
    creativeContentName: `Concept ${n}`,
    version: d.version,
    indication: o.indication ?? '',
    reutilization: d.reutilization,
    approvedForAdChoices: d.approvedForAdChoices,
    dofuExpiration: o.dofuExpiration ?? '',
    creativeSize: size,
    colabCfID: d.colabCfID,
    colabCreativeName: '',
    country: o.country || d.country,
    advertiser: o.advertiser ?? '',
    channel: o.channel || d.channel,
    creativeName: '',
    taxonomyString: '',
  }
}

/** plannedSizes are the sizes every banner concept of m needs: the options' plan, or the standard sizes. */
export function plannedSizes(o: MatrixOptions): readonly string[] {
  return o.plannedSizes ?? STANDARD_SIZES
}

/**
 * addConcept returns a copy of m with one more concept, as pkg/matrix
 * AddConcept does: the next number after the highest in use, with one
 * missing-creative row per planned size (the spec's defaults and m's
 * options, no source asset) waiting for its assets. The server fills the
 * derived names when the matrix is saved.
 */
export function addConcept(m: Matrix): { matrix: Matrix; concept: number } {
  const next = m.rows.reduce((n, r) => Math.max(n, r.conceptNumber + 1), 1)
  const taken = new Set(m.rows.map((r) => r.id))
  const added = plannedSizes(m.options).map((size) => ({
    ...newConceptRow(next, size, m.options, uniqueId(taken, `c${next}-${size}`)),
    missing: true,
    status: 'missing',
  }))
  return { matrix: { ...m, rows: [...m.rows, ...added] }, concept: next }
}

/** VIDEO_TYPE is the creative type of a video (pkg/matrix CreativeTypeVideo): a video concept has no size plan. */
const VIDEO_TYPE = 'Video'

/**
 * plannedSizeChoices are the sizes the plan editor offers: the standard
 * sizes, then any other size the plan holds.
 */
export function plannedSizeChoices(o: MatrixOptions): string[] {
  const std: readonly string[] = STANDARD_SIZES
  return [...std, ...plannedSizes(o).filter((s) => !std.includes(s))]
}

/**
 * setPlannedSizes returns a copy of m planning `sizes` for every banner
 * concept, as the server's sync does with the saved plan (pkg/matrix
 * planConcepts): a missing-creative row of a size no longer planned is
 * removed for good (the next sync does not bring it back), and a banner
 * concept that lacks a newly planned size gets a missing-creative row for
 * it. Rows of real assets are never touched. Sizes keep the choices' order.
 */
export function setPlannedSizes(m: Matrix, sizes: readonly string[]): Matrix {
  const order = plannedSizeChoices({ ...m.options, plannedSizes: [...sizes] })
  const plan = order.filter((s) => sizes.includes(s))
  const rows = m.rows.filter((r) => !isMissing(r) || plan.includes(r.creativeSize))
  const taken = new Set(rows.map((r) => r.id))
  const added: MatrixRow[] = []
  for (const g of conceptGroups(rows)) {
    if (g.creatives.some((r) => r.creativeType === VIDEO_TYPE)) continue
    const has = new Set([...g.creatives, ...g.missing].map((r) => r.creativeSize))
    const like = g.creatives.find((r) => r.creativeType === MATRIX_DEFAULTS.creativeType) ?? g.creatives[0]
    for (const size of plan) {
      if (has.has(size)) continue
      added.push({
        ...newConceptRow(g.concept, size, m.options, uniqueId(taken, `c${g.concept}-${size}`)),
        creativeType: like?.creativeType ?? MATRIX_DEFAULTS.creativeType,
        creativeContentName: g.name || `Concept ${g.concept}`,
        missing: true,
        status: 'missing',
      })
    }
  }
  // By concept, then planned sizes in plan order, then the other sizes (as the server orders them).
  const rank = (size: string) => (plan.includes(size) ? plan.indexOf(size) : plan.length)
  const all = [...rows, ...added].sort((a, b) => a.conceptNumber - b.conceptNumber || rank(a.creativeSize) - rank(b.creativeSize))
  return { ...m, options: { ...m.options, plannedSizes: plan }, rows: all }
}

/** ConceptGroup is one concept of a matrix: the creatives of one idea and the planned sizes no asset provides. */
export interface ConceptGroup {
  concept: number
  /** name is the concept's content name, e.g. 'Spring Hero'. */
  name: string
  /** creatives are the rows of real assets, each at its real size. */
  creatives: MatrixRow[]
  /** missing are the missing-creative rows: planned sizes no asset provides. */
  missing: MatrixRow[]
}

/** isMissing reports whether a row is a missing creative (older matrices mark it only by having no asset). */
export function isMissing(r: MatrixRow): boolean {
  return r.missing ?? !r.assetId
}

/** conceptGroups groups the rows by concept, in concept order, keeping each concept's row order. */
export function conceptGroups(rows: readonly MatrixRow[]): ConceptGroup[] {
  const byNumber = new Map<number, ConceptGroup>()
  for (const r of rows) {
    let g = byNumber.get(r.conceptNumber)
    if (!g) {
      g = { concept: r.conceptNumber, name: '', creatives: [], missing: [] }
      byNumber.set(r.conceptNumber, g)
    }
    if (isMissing(r)) g.missing.push(r)
    else g.creatives.push(r)
    if (!g.name || (!isMissing(r) && g.creatives.length === 1)) g.name = r.creativeContentName
  }
  return [...byNumber.values()].sort((a, b) => a.concept - b.concept)
}

/** MatrixCounts are the numbers the matrix editor, the builder tab and the trafficking preview show. */
export interface MatrixCounts {
  rows: number
  creatives: number
  missing: number
  concepts: number
}

/** matrixCounts counts a matrix's rows, real creatives, missing creatives and concepts. */
export function matrixCounts(rows: readonly MatrixRow[]): MatrixCounts {
  const missing = rows.filter(isMissing).length
  return { rows: rows.length, creatives: rows.length - missing, missing, concepts: new Set(rows.map((r) => r.conceptNumber)).size }
}

/** SHARED_FIELDS are the row fields that also live in the options and apply to every row. */
export type SharedField = 'country' | 'advertiser'

/** setShared sets country or advertiser on the options and on every row. */
export function setShared(m: Matrix, field: SharedField, value: string): Matrix {
  return {
    options: { ...m.options, [field]: value },
    rows: m.rows.map((r) => ({ ...r, [field]: value })),
  }
}

/** setPhase sets one of the three phase labels. */
export function setPhase(m: Matrix, index: 0 | 1 | 2, value: string): Matrix {
  const phases = [...(m.options.phases ?? MATRIX_DEFAULTS.phases)] as [string, string, string]
  phases[index] = value
  return { ...m, options: { ...m.options, phases } }
}

/** EditableField is a row field the editor changes. */
export type EditableField = keyof MatrixRow

/** setRowField returns m with one field of one row changed. */
export function setRowField(m: Matrix, rowId: string, field: EditableField, value: string): Matrix {
  return { ...m, rows: m.rows.map((r) => (r.id === rowId ? { ...r, [field]: value } : r)) }
}

/** expiredRows returns the rows whose DOFU date has passed and that are not already set to Remove. */
export function expiredRows(rows: readonly MatrixRow[]): MatrixRow[] {
  return rows.filter((r) => r.expired && r.creativeStatus !== 'Remove')
}

/** applySuggestedRemovals sets the suggested status on every expired row. */
export function applySuggestedRemovals(m: Matrix): Matrix {
  return {
    ...m,
    rows: m.rows.map((r) => (r.expired && r.suggestedStatus ? { ...r, creativeStatus: r.suggestedStatus } : r)),
  }
}
