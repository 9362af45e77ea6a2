/** MatrixOptions are the campaign-level values of a creative matrix (pkg/matrix Options). */
export interface MatrixOptions {
  campaignName: string
  country: string
  advertiser: string
  phases: [string, string, string]
  fdaFilingNumber: string
  indication: string
  customerType: string
  agency: string
  channel: string
  dofuExpiration: string
  url: string
  /** plannedSizes are the sizes every banner concept needs (default: the standard sizes). */
  plannedSizes?: string[]
  today?: string
}

/** MatrixRow is one line of the creative matrix: one creative of one concept at its real size, or a missing creative (spec §3 'Matrix row'). */
export interface MatrixRow {
  id: string
  conceptNumber: number
  creativeStatus: string
  activationTeam: string
  customerType: string
  language: string
  ctaDescription: string
  url: string
  creativeType: string
  fdaFilingNumber: string
  creativeAgency: string
  campaignType: string
  creativeCampaignName: string
  creativeContentName: string
  version: string
  indication: string
  reutilization: string
  approvedForAdChoices: string
  dofuExpiration: string
  creativeSize: string
  colabCfID: string
  colabCreativeName: string
  country: string
  advertiser: string
  channel: string
  cta2Description?: string
  url2?: string
  creativeName: string
  taxonomyString: string
  assetId?: string
  assetName?: string
  format?: string
  dimensions?: string
  fileSizeKB?: number
  complianceScore?: number
  previewUrl?: string
  status?: string
  /** missing marks a size the concept plan needs that no asset provides (no source asset). */
  missing?: boolean
  expired?: boolean
  flags?: string[]
  suggestedStatus?: string
}

/** Matrix is a campaign's creative matrix. */
export interface Matrix {
  options: MatrixOptions
  rows: MatrixRow[]
}

/** FieldOptions are the allowed values of each enumerated row field, keyed by its JSON name. */
export type FieldOptions = Record<string, string[]>

/** ConceptSummary counts one concept's rows. */
export interface ConceptSummary {
  number: number
  rows: number
  missing: number
  expired: number
}

/** MatrixSummary counts the whole matrix, for a client that holds only a page of its rows. */
export interface MatrixSummary {
  rows: number
  creatives: number
  missing: number
  /** expired counts the rows whose DOFU date has passed and that are not Remove yet. */
  expired: number
  concepts: ConceptSummary[]
}

/** MatrixResponse is the data of GET /api/campaigns/{id}/matrix: the whole matrix, or one page of its rows when nextCursor is set. */
export interface MatrixResponse {
  matrix: Matrix
  fieldOptions: FieldOptions
  /** version counts the saved edits of the matrix (0 before the first save); a save based on an older one is refused (409). */
  version?: number
  summary?: MatrixSummary
  /** nextCursor is set when matrix.rows is one page of a matrix with more rows. */
  nextCursor?: string
}

/** MatrixPatch is a set of edits of a matrix the client holds only a page of (PATCH /api/campaigns/{id}/matrix). */
export interface MatrixPatch {
  cells?: { rowId: string; field: string; value: string }[]
  country?: string
  advertiser?: string
  phases?: [string, string, string]
  plannedSizes?: string[]
  addConcept?: boolean
  applySuggestedRemovals?: boolean
}

/** PatchAnswer is the data of a patch: the new version, the rows it changed and the new counts. */
export interface PatchAnswer {
  version: number
  rows: MatrixRow[]
  summary: MatrixSummary
  addedConcept?: number
}

/** ExportFormat is one of the matrix export formats. */
export type ExportFormat = 'csv' | 'html' | 'xlsx'

/** BrdRule is the part of a BRD rule (GET /api/user-data/brd-rules) the matrix tab shows. */
export interface BrdRule {
  id: string
  rule: string
  severity: string
  section?: string
  description?: string
  enabled: boolean
}
