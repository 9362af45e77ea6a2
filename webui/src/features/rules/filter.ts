import type { BrdRule, SeverityFilter } from './types'

/** RuleSummary are the counts shown above the rule list. */
export interface RuleSummary {
  total: number
  enabled: number
  critical: number
  warning: number
  minor: number
  info: number
  needsReview: number
}

/** summarizeRules counts all, enabled, flagged, and critical/warning/minor/info rules. */
export function summarizeRules(rules: readonly BrdRule[]): RuleSummary {
  const s: RuleSummary = { total: rules.length, enabled: 0, critical: 0, warning: 0, minor: 0, info: 0, needsReview: 0 }
  for (const r of rules) {
    if (r.enabled) s.enabled++
    if (r.needsReview) s.needsReview++
    if (r.severity === 'critical') s.critical++
    else if (r.severity === 'warning') s.warning++
    else if (r.severity === 'minor') s.minor++
    else if (r.severity === 'info') s.info++
  }
  return s
}

/**
 * ruleHaystack is the lower-cased text a search matches: title, description,
 * section, field, channel, the quoted BRD sentence, its document, the
 * allowed parameter values and why the rule needs review.
 */
function ruleHaystack(r: BrdRule): string {
  return [r.rule, r.description, r.section, r.field, r.channel, r.source?.quote, r.source?.document, ...(r.params?.allowed ?? []), r.reviewReason]
    .filter(Boolean)
    .join('\n')
    .toLowerCase()
}

/**
 * filterRules keeps the rules of the chosen severity ('all' keeps every one)
 * whose text contains every word of search, case-insensitively; with
 * reviewOnly, only the rules that need review.
 */
export function filterRules(rules: readonly BrdRule[], severity: SeverityFilter, search: string, reviewOnly = false): BrdRule[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return rules.filter((r) => {
    if (reviewOnly && !r.needsReview) return false
    if (severity !== 'all' && r.severity !== severity) return false
    if (words.length === 0) return true
    const hay = ruleHaystack(r)
    return words.every((w) => hay.includes(w))
  })
}

/** ReviewDecision is what a reviewer decides for rules that need review: switch them on, or keep them off. */
export type ReviewDecision = 'enable' | 'keep-off'

/**
 * reviewed is the rule after a reviewer's decision: on or off as decided,
 * with the review mark and its reason cleared (a person has looked at it).
 */
export function reviewed(rule: BrdRule, decision: ReviewDecision): BrdRule {
  const { reviewReason: _reason, ...rest } = rule
  return { ...rest, enabled: decision === 'enable', needsReview: false }
}
