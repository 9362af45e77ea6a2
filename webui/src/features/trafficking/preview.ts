/** PreviewTile is one preview tile: a creative and, when known, an image of it. */
export interface PreviewTile {
  name: string
  size: string
  imageUrl?: string
  /** missing marks a planned size no asset provides yet. */
  missing?: boolean
}

/** TraffickingPreviewState is the data the builder hands over to /trafficking/preview. */
export interface TraffickingPreviewState {
  headers: string[]
  rows: Record<string, string>[]
  campaignName?: string
  campaignId?: string
  /** assetCount is the number of uploaded assets behind the rows. */
  assetCount?: number
  /** packageId is the trafficking package whose CSV the server exports. */
  packageId?: string
  /** fileName is the trafficking CSV's download name. */
  fileName?: string
  phases?: string[]
  tiles?: PreviewTile[]
}

/** PREVIEW_STORAGE_KEY is the sessionStorage key that keeps the handed-over data across a reload. */
export const PREVIEW_STORAGE_KEY = 'pharmaops.trafficking-preview'

/** PREVIEW_TILE_LIMIT is how many rows get a preview tile (spec §9). */
export const PREVIEW_TILE_LIMIT = 4

/** DEFAULT_PHASES label the three phase banners when the matrix gives none. */
export const DEFAULT_PHASES = ['Phase 1', 'Phase 2', 'Phase 3']

/** DISPLAY_CREATIVE_TYPE is how the Display channel is shown as a creative type. */
export const DISPLAY_CREATIVE_TYPE = 'HTML5 Banner (HTML BAN)'

/** COLAB_PLACEHOLDER stands for the CoLab CfID until the team enters it. */
export const COLAB_PLACEHOLDER = 'CF-PENDING'

function isStringRecord(v: unknown): v is Record<string, string> {
  return !!v && typeof v === 'object' && !Array.isArray(v)
}

/** readPreviewState returns the handed-over headers and rows, or null when absent or malformed. */
export function readPreviewState(state: unknown): TraffickingPreviewState | null {
  if (!state || typeof state !== 'object') return null
  const s = state as Partial<TraffickingPreviewState>
  if (!Array.isArray(s.headers) || !Array.isArray(s.rows) || s.headers.length === 0) return null
  const rows = s.rows.filter(isStringRecord).map((r) => {
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(r)) out[k] = v == null ? '' : String(v)
    return out
  })
  const out: TraffickingPreviewState = { headers: s.headers.map(String), rows, campaignName: s.campaignName }
  if (typeof s.campaignId === 'string') out.campaignId = s.campaignId
  if (typeof s.assetCount === 'number' && Number.isFinite(s.assetCount)) out.assetCount = s.assetCount
  if (typeof s.packageId === 'string' && s.packageId) out.packageId = s.packageId
  if (typeof s.fileName === 'string' && s.fileName) out.fileName = s.fileName
  if (Array.isArray(s.phases)) out.phases = s.phases.map(String)
  if (Array.isArray(s.tiles)) {
    out.tiles = s.tiles
      .filter((t): t is PreviewTile => !!t && typeof t === 'object')
      .map((t) => ({ name: String(t.name ?? ''), size: String(t.size ?? ''), imageUrl: typeof t.imageUrl === 'string' ? t.imageUrl : undefined, missing: t.missing === true }))
  }
  return out
}

/** savePreviewState keeps the preview data in sessionStorage; it reports whether that worked. */
export function savePreviewState(state: TraffickingPreviewState, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    storage?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(state))
    return !!storage
  } catch {
    // Quota exceeded or storage disabled: router state still carries it.
    return false
  }
}

/** loadPreviewState reads the preview data kept by savePreviewState, or null. */
export function loadPreviewState(storage: Storage | undefined = globalThis.sessionStorage): TraffickingPreviewState | null {
  try {
    const raw = storage?.getItem(PREVIEW_STORAGE_KEY)
    return raw ? readPreviewState(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

function value(row: Record<string, string> | undefined, key: string): string {
  return (row?.[key] ?? '').trim()
}

/** previewCountry is the first row's Country, or USA. */
export function previewCountry(rows: readonly Record<string, string>[]): string {
  return value(rows[0], 'Country') || 'USA'
}

/** previewAdvertiser is the first row's Advertiser ID, or a dash. */
export function previewAdvertiser(rows: readonly Record<string, string>[]): string {
  return value(rows[0], 'Advertiser ID') || '—'
}

/** orDefault returns the row's value of key, or def when it is empty. */
export function orDefault(row: Record<string, string>, key: string, def: string): string {
  return value(row, key) || def
}

/** creativeTypeLabel is the details table's Creative Type: Display shows as 'HTML5 Banner (HTML BAN)'. */
export function creativeTypeLabel(row: Record<string, string>): string {
  // The matrix row's own type comes first, so a static banner whose
  // taxonomy says STATBAN never reads 'HTML5 Banner'.
  const type = value(row, 'Creative Type')
  const known = CREATIVE_TYPE_LABELS[type.toLowerCase()]
  if (known) return known
  if (type) return type
  const channel = value(row, 'Channel')
  if (!channel || channel.toLowerCase() === 'display') return DISPLAY_CREATIVE_TYPE
  return channel
}

/** CREATIVE_TYPE_LABELS name the matrix's creative types as the preview shows them (pkg/matrix CreativeTypeLabel). */
const CREATIVE_TYPE_LABELS: Record<string, string> = {
  'html5 banner': DISPLAY_CREATIVE_TYPE,
  'static banner': 'Static Banner (STAT BAN)',
  video: 'Video (VID)',
}

/** MISSING_STATUS is the processing status of a missing-creative row (pkg/matrix StatusMissing). */
export const MISSING_STATUS = 'missing'

/** isMissingRow reports whether a trafficking row is a missing creative: a planned size no asset provides. */
export function isMissingRow(row: Record<string, string>): boolean {
  return value(row, 'Processing Status').toLowerCase() === MISSING_STATUS
}

/** sheetCounts counts a trafficking sheet's real and missing creatives, the same numbers the matrix editor shows. */
export function sheetCounts(rows: readonly Record<string, string>[]): { creatives: number; missing: number } {
  const missing = rows.filter(isMissingRow).length
  return { creatives: rows.length - missing, missing }
}

/** previewPhases returns the three phase labels, defaulting any that are missing. */
export function previewPhases(phases: readonly string[] | undefined): string[] {
  return DEFAULT_PHASES.map((d, i) => (phases?.[i] ?? '').trim() || d)
}

/**
 * traffickingFileName is the trafficking CSV's name (spec §9), as the server
 * builds it: the campaign in lower case, runs of other characters turned
 * into one underscore, then '_trafficking.csv'.
 */
export function traffickingFileName(campaign: string | undefined): string {
  let name = ''
  let under = false
  for (const c of (campaign ?? '').trim().toLowerCase()) {
    if (/[\p{L}\p{N}.-]/u.test(c)) {
      if (under && name) name += '_'
      under = false
      name += c
    } else {
      under = true
    }
  }
  name = name.slice(0, 120).replace(/^[._-]+|[._-]+$/g, '')
  return `${name || 'brd_campaign'}_trafficking.csv`
}

/**
 * csvField quotes one field: always quoted, inner quotes doubled, and text a
 * spreadsheet would run as a formula (=, @, a tab or carriage return first, or
 * + or - not followed by just a decimal number) written with a leading apostrophe.
 * It is the rule of the server's CSV writer (internal/quotedcsv); both are tested
 * against internal/quotedcsv/testdata/fields.json.
 */
export function csvField(v: string): string {
  const formula = /^[=@\t\r]/.test(v) || (/^[+-]/.test(v) && !/^[+-](?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(v))
  return `"${formula ? "'" : ''}${v.replace(/"/g, '""')}"`
}

/** traffickingCsv writes the trafficking sheet as CSV: a UTF-8 BOM, every field quoted, CRLF line ends. */
export function traffickingCsv(headers: readonly string[], rows: readonly Record<string, string>[]): string {
  const lines = [headers.map(csvField).join(',')]
  for (const r of rows) lines.push(headers.map((h) => csvField(r[h] ?? '')).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
