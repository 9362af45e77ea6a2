/** StepStatus is the state of one processing step (spec §4); 'skipped' is a step that could not run, with the reason in its detail. */
export type StepStatus = 'pending' | 'active' | 'done' | 'skipped' | 'error'

/** AssetStatus is an asset's processing state (spec §4). */
export type AssetStatus = 'uploading' | 'analyzing' | 'complete' | 'error' | 'processing' | (string & {})

/** IssueStatus is the outcome of one check. */
export type IssueStatus = 'pass' | 'fail' | 'warning' | (string & {})

/** ProcessingStep is one of the five processing steps of an asset. */
export interface ProcessingStep {
  label: string
  status: StepStatus
  detail?: string
}

/** Coordinates place an issue on the preview, in percent of the image. */
export interface Coordinates {
  x: number
  y: number
  width: number
  height: number
}

/** Issue is the result of checking one rule against one asset (spec §3). */
export interface Issue {
  ruleId?: string
  rule: string
  severity: string
  field: string
  section?: string
  channel?: string
  status: IssueStatus
  message: string
  detectedValue?: string
  expectedValue?: string
  coordinates?: Coordinates | null
  gridLocation?: string
}

/** AnalysisSummary counts the outcomes of an analysis. */
export interface AnalysisSummary {
  totalChecks: number
  passed: number
  failed: number
  warnings: number
}

/** Frame is an analysed moment of a video. */
export interface Frame {
  timestamp: number
  label: string
  analysis?: { issues?: Issue[] | null }
}

/** Analysis is an asset's compliance analysis (spec §3). */
export interface Analysis {
  issues?: Issue[] | null
  recommendations?: string[] | null
  summary?: AnalysisSummary
  complianceScore?: number | null
  band?: string
  level?: string
  skipped?: number
  campaignName?: string
  fdaFilingNumber?: string
  /** fdaFilingWhere says where the FDA filing check found the number (file name, document text, asset analysis). */
  fdaFilingWhere?: string
  /** ruleSet is the rule set and version the asset was checked against. */
  ruleSet?: { id: string; name: string; version: number; profile?: string }
  customerType?: string
  /** checkedScope is the platform, placement and part the checks took the asset to be of. */
  checkedScope?: AssetScope
  frames?: Frame[] | null
  aiAnalysis?: unknown
  aiError?: string
  debugLog?: string[] | null
  analyzedAt?: string
}

/** AssetScope is what an asset runs on, where, and which part of a creative it is (scopes.gen.ts lists the values). */
export interface AssetScope {
  platform?: string
  placement?: string
  part?: string
}

/** IssueReview is a reviewer's decision on one issue of an asset. */
export interface IssueReview {
  issueKey: string
  fix?: string
  fixAppliedBy?: string
  fixAppliedAt?: string
  reviewedBy?: string
  reviewedAt?: string
}

/** MediaInfo is what the server read from the asset's bytes. */
export interface MediaInfo {
  type?: string
  format?: string
  mimeType?: string
  sizeBytes?: number
  width?: number
  height?: number
  durationSeconds?: number
  frameRate?: number
  videoCodec?: string
  audioCodec?: string
  bitrateKbps?: number
  pageCount?: number
  animated?: boolean
  frameCount?: number
  html5?: { fileCount?: number; entryHtml?: string[] } | null
  /** trim is a PDF's first page's TrimBox and bleed, in points. */
  trim?: { widthPt: number; heightPt: number; bleedMinPt: number; bleedMaxPt: number } | null
  /** print is what a PDF's pages draw (pkg/media PrintInfo). */
  print?: PrintInfo | null
}

/** PrintInfo is what the server read from a PDF's page content for the print checks. */
export interface PrintInfo {
  pagesRead?: number
  unread?: string
  lowestImage?: { page: number; name: string; dpi: number } | null
  colorSpaces?: { space: string; name?: string; page: number; what: string }[] | null
  fonts?: number
  fontsNotEmbedded?: string[] | null
  outputIntents?: { subtype?: string; identifier: string; condition?: string }[] | null
  pdfx?: string
  ink?: { maxPercent: number; page?: number; what?: string; notSummed?: string[] | null } | null
}

/** BuilderAsset is an asset as the builder reads it (spec §3 builder asset). */
export interface BuilderAsset {
  id: string
  campaignId: string
  name: string
  type: 'image' | 'video' | 'document' | (string & {})
  format?: string
  mimeType?: string
  size: number
  sha256?: string
  status: AssetStatus
  progress: number
  processingSteps?: ProcessingStep[] | null
  error?: string
  info?: MediaInfo | null
  textExcerpt?: string
  duration?: number
  analysis?: Analysis | null
  reviews?: IssueReview[] | null
  uploadedBy?: string
  /** scope is what the team said of the asset; what it leaves out is read from the file name and campaign. */
  scope?: AssetScope
  uploadDate?: string
  lastModified?: string
  /** revision is raised by the server on every write of the asset; the newest state wins. */
  revision?: number
  url?: string
  thumbnailLink?: string
  /** webViewLink opens a Drive import in Google Drive. */
  webViewLink?: string
  /** drive is the Google Drive file an import came from. */
  drive?: { fileId: string; modifiedTime: string; webViewLink?: string; thumbnailLink?: string; demo?: boolean } | null
}

/** UploadRejection names a file the server did not store and why. */
export interface UploadRejection {
  name: string
  error: string
}

/** UploadResult is the answer of the upload calls. */
export interface UploadResult {
  assets: BuilderAsset[]
  rejected?: UploadRejection[] | null
}

/** BrdRule is the part of a BRD rule the builder reads. */
export interface BrdRule {
  id: string
  rule: string
  enabled: boolean
  severity?: string
}

export { STEP_LABELS } from './steps.gen'
