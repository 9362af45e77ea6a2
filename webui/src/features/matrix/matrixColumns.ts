import type { EditableField } from './concepts'

/** Column is one editable column of the matrix table. */
export interface Column {
  field: EditableField
  label: string
  /** width is a Tailwind min-width class for text inputs. */
  width?: string
  placeholder?: string
  /** col is the column's width in pixels in a long table (default 124). */
  col?: number
}

/** COLUMNS are the table's columns in order; enumerated ones render as selects. */
export const COLUMNS: Column[] = [
  { field: 'creativeStatus', label: 'Creative Status' },
  { field: 'activationTeam', label: 'Activation Team' },
  { field: 'customerType', label: 'Customer Type' },
  { field: 'language', label: 'Language' },
  { field: 'ctaDescription', label: 'CTA/Button Description', width: 'min-w-40', placeholder: 'e.g. Learn More', col: 172 },
  { field: 'url', label: 'URL', width: 'min-w-52', placeholder: 'https://', col: 220 },
  { field: 'cta2Description', label: 'CTA 2', width: 'min-w-32', col: 140 },
  { field: 'url2', label: 'URL 2', width: 'min-w-44', placeholder: 'https://', col: 188 },
  { field: 'creativeType', label: 'Creative Type' },
  { field: 'campaignType', label: 'Campaign Type' },
  { field: 'channel', label: 'Channel' },
  { field: 'creativeContentName', label: 'Content Name', width: 'min-w-36', col: 156 },
  { field: 'version', label: 'Version', width: 'min-w-16', col: 76 },
  { field: 'fdaFilingNumber', label: 'FDA Filing Number', width: 'min-w-32', col: 140 },
  { field: 'creativeAgency', label: 'Creative Agency', width: 'min-w-32', col: 140 },
  { field: 'indication', label: 'Indication', width: 'min-w-32', col: 140 },
  { field: 'reutilization', label: 'Reutilization' },
  { field: 'approvedForAdChoices', label: 'AdChoices' },
  { field: 'dofuExpiration', label: 'DOFU Expiration', width: 'min-w-28', placeholder: 'YYYY-MM-DD', col: 124 },
  { field: 'colabCfID', label: 'CoLab CfID', width: 'min-w-28', col: 124 },
]

/** LONG_TABLE_WIDTHS are a long table's column widths in pixels: the first column, each of COLUMNS, the creative name and the taxonomy string. */
export const LONG_TABLE_WIDTHS = [176, ...COLUMNS.map((c) => c.col ?? 124), 312, 408]
/** LONG_TABLE_WIDTH is their sum: a fixed layout needs the table's own width. */
export const LONG_TABLE_WIDTH = LONG_TABLE_WIDTHS.reduce((a, w) => a + w, 0)

