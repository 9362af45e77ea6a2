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

/** MatrixResponse is the data of GET /api/campaigns/{id}/matrix. */
export interface MatrixResponse {
  matrix: Matrix
  fieldOptions: FieldOptions
  /** version counts the saved edits of the matrix (0 before the first save); a save based on an older one is refused (409). */
  version?: number
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
