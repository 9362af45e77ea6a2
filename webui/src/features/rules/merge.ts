import { CUSTOM_FIELD, CUSTOM_SECTION, type BrdRule } from './types'

/**
 * mergeExtractedRules applies the rules extracted from a BRD to the current
 * list: a rule whose ID is already there replaces it in place (IDs are stable
 * per BRD sentence, so re-uploading a BRD updates its rules), new IDs are
 * appended in the order extracted. Uploaded rules are enabled and not custom
 * (spec §4), except those flagged for review, which stay disabled; a replaced rule keeps the test cases the user attached to it
 * when the extraction brings none.
 */
export function mergeExtractedRules(current: readonly BrdRule[], extracted: readonly BrdRule[]): BrdRule[] {
  const out = [...current]
  const index = new Map<string, number>()
  out.forEach((r, i) => index.set(r.id, i))
  for (const x of extracted) {
    // A rule the extractor flagged for review stays off until a person enables it.
    const rule: BrdRule = { ...x, enabled: !x.needsReview, isCustom: false }
    const at = index.get(x.id)
    if (at === undefined) {
      index.set(x.id, out.length)
      out.push(rule)
      continue
    }
    const prev = out[at]!
    if ((!rule.tests || rule.tests.length === 0) && prev.tests?.length) rule.tests = prev.tests
    out[at] = rule
  }
  return out
}

/** mergeCounts says how many extracted rules are new and how many replace existing ones. */
export function mergeCounts(current: readonly BrdRule[], extracted: readonly BrdRule[]): { added: number; replaced: number } {
  const ids = new Set(current.map((r) => r.id))
  const seen = new Set<string>()
  let added = 0
  let replaced = 0
  for (const x of extracted) {
    if (seen.has(x.id)) continue
    seen.add(x.id)
    if (ids.has(x.id)) replaced++
    else added++
  }
  return { added, replaced }
}

/**
 * newCustomRule is a new custom rule with the spec's defaults (§4): severity
 * warning, section 'Custom Rules', field 'customField', enabled. The ID is
 * unique within existing.
 */
export function newCustomRule(existing: readonly BrdRule[], now: number = Date.now()): BrdRule {
  const ids = new Set(existing.map((r) => r.id))
  let n = 0
  let id = `custom-${now.toString(36)}`
  while (ids.has(id)) id = `custom-${now.toString(36)}-${++n}`
  return {
    id,
    rule: 'New custom rule',
    description: '',
    severity: 'warning',
    section: CUSTOM_SECTION,
    field: CUSTOM_FIELD,
    channel: 'All',
    enabled: true,
    isCustom: true,
  }
}
