/** Severity is how serious a failed rule is (spec §3). */
export type Severity = 'critical' | 'warning' | 'minor' | 'info'

/** SEVERITIES are the spec's severities, most serious first. */
export const SEVERITIES: readonly Severity[] = ['critical', 'warning', 'minor', 'info']

/** SEVERITY_FILTERS are the severity filter buttons of the /rules screen (spec §2). */
export const SEVERITY_FILTERS = ['all', 'critical', 'warning', 'minor', 'info'] as const

/** SeverityFilter is one of SEVERITY_FILTERS. */
export type SeverityFilter = (typeof SEVERITY_FILTERS)[number]

/** FIELD_TYPES are the spec's 20 rule field types (§3 enumerations). */
export const FIELD_TYPES: readonly string[] = [
  'dimensions',
  'fileSize',
  'format',
  'duration',
  'aspectRatio',
  'frameRate',
  'bitrate',
  'codec',
  'typography',
  'contrast',
  'safetyInfo',
  'fairBalance',
  'indication',
  'disclaimers',
  'fdaFilingNumber',
  'customerType',
  'brandGuidelines',
  'accessibility',
  'naming',
  'metadata',
]

/** CUSTOM_FIELD is the field of a new custom rule (spec §4). */
export const CUSTOM_FIELD = 'customField'

/** CUSTOM_SECTION is the section of a new custom rule (spec §4). */
export const CUSTOM_SECTION = 'Custom Rules'

/** SECTIONS are the spec's rule sections. */
export const SECTIONS: readonly string[] = [
  'Display Requirements',
  'Video Requirements',
  'Compliance',
  'Branding',
  'Accessibility',
  'Technical',
  'Social Media',
  'Email',
  CUSTOM_SECTION,
]

/** CHANNELS are the spec's rule channels. */
export const CHANNELS: readonly string[] = ['All', 'Display', 'Social', 'Video', 'Email', 'Print', 'Mobile', 'Web']

/** RuleParams parameterise a rule (pkg/compliance Params). */
export interface RuleParams {
  allowed?: string[]
  min?: number
  max?: number
  unit?: string
  pattern?: string
  check?: string
  sizes?: string[]
  customerTypes?: string[]
  /** kinds limits the rule to asset kinds: static, animated, html5, video, audio, document. */
  kinds?: string[]
  /** platforms, placements and parts limit the rule to assets known to be of one of them (docs/api.md, Rule scope). */
  platforms?: string[]
  placements?: string[]
  parts?: string[]
  /** minWidth…maxHeight bound a dimensions rule's pixels ("1280 × 720 minimum"). */
  minWidth?: number
  minHeight?: number
  maxWidth?: number
  maxHeight?: number
}

/** RuleSource says where in which BRD a rule came from. */
export interface RuleSource {
  document?: string
  page?: number
  quote?: string
  section?: string
  url?: string
}

/** RuleTestCase is a rule test: an input, the expected outcome and a description (spec §3). */
export interface RuleTestCase {
  input: string
  expected: 'pass' | 'fail'
  description?: string
}

/** BrdRule is a BRD rule as the API stores it (spec §3 plus channel, params, source). */
export interface BrdRule {
  id: string
  rule: string
  severity: Severity | string
  field?: string
  section?: string
  channel?: string
  description?: string
  enabled: boolean
  isCustom?: boolean
  params?: RuleParams
  source?: RuleSource
  rationale?: string
  tests?: RuleTestCase[]
  /** needsReview marks a rule a person must look at before it is trusted; it arrives disabled. */
  needsReview?: boolean
  /** reviewReason says why, in words a reviewer understands. */
  reviewReason?: string
  /** version counts the rule's edits (409 on a stale write). */
  version?: number
}

/** RuleTestResult is the rule test runner's outcome for one input. */
export interface RuleTestResult {
  ruleId?: string
  status: 'pass' | 'fail' | 'warning' | string
  passed: boolean
  message: string
  expected?: string
  actual?: string
  detail?: string
}

/** RuleTestCaseResult is the outcome of one test case: passed means it met its expectation. */
export interface RuleTestCaseResult {
  testCase: RuleTestCase
  result: RuleTestResult
  passed: boolean
}

/** RuleTestReport is the answer of POST /api/rules/{id}/test. */
export interface RuleTestReport {
  rule: BrdRule
  result?: RuleTestResult
  cases: RuleTestCaseResult[]
  passed: boolean
}

/** BrdParseResult is the data of POST /api/brd/parse. */
export interface BrdParseResult {
  rules: BrdRule[]
  document?: { id: string; name: string; version: number; format: string; size: number; pages: number; rulesFound: number }
  stats?: { pages: number; requirements: number; rules: number; merged: number; unclassified: number; needsReview?: number }
  warnings?: string[]
  /** contradictions are pairs of enabled extracted rules no asset can pass together. */
  contradictions?: { ruleIds: [string, string]; rules: [string, string]; message: string }[]
}
