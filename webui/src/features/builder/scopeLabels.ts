import { DOCUMENT_PART_PATTERN, PARTS } from './scopes.gen'
import type { AssetScope } from './types'

/** Names whose casing a sentence-case rule would get wrong. */
const PROPER: Record<string, string> = {
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  ctv: 'CTV',
  clm: 'CLM',
  dooh: 'DOOH',
  ipad: 'iPad',
  iphone: 'iPhone',
  'in-app': 'In-app',
  cutdown: 'Cut-down',
  piDocument: 'PI document',
  isiCrawl: 'ISI crawl',
  inBannerVideo: 'In-banner video',
}

/** scopeLabel shows a platform, placement or part as people write it: 'endCard' is 'End card', 'tiktok' 'TikTok'. */
export function scopeLabel(value: string): string {
  if (PROPER[value]) return PROPER[value]
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** SCOPE_KEYS are the three parts of a scope, in the order the panel shows them. */
export const SCOPE_KEYS = ['platform', 'placement', 'part'] as const satisfies readonly (keyof AssetScope)[]

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const documentPart = new RegExp(DOCUMENT_PART_PATTERN)

/**
 * partValue reads a part a person typed: a listed part by its value or
 * label in any case or spacing ('End card' is endCard), else a
 * document's own part in lowerCamelCase kept as written ('boothBanner',
 * as rules carry it; the server checks the same pattern); '' for none,
 * null when it is neither.
 */
export function partValue(text: string | undefined): string | null {
  const t = (text ?? '').trim()
  if (!t) return ''
  const listed = PARTS.find((p) => squash(p) === squash(t) || squash(scopeLabel(p)) === squash(t))
  if (listed) return listed
  return documentPart.test(t) ? t : null
}

/** partText is a stored part as the part field shows it: a listed part by its label, a document part as written. */
export function partText(part: string | undefined): string {
  return part && (PARTS as readonly string[]).includes(part) ? scopeLabel(part) : (part ?? '')
}

/** PART_FORM says what the part field takes, for a value that is neither form. */
export const PART_FORM = "Choose a listed part, or write the document's own part in lowerCamelCase (e.g. boothBanner)."

/** scopeProblem is why a scope cannot be saved as it is (a part in neither form), or ''. */
export function scopeProblem(s: AssetScope): string {
  return partValue(s.part) === null ? PART_FORM : ''
}

/** scopeToSave is a scope with its part as the server stores it (partValue); a part in neither form is sent as typed and refused. */
export function scopeToSave(s: AssetScope): AssetScope {
  if (s.part === undefined) return s
  const part = partValue(s.part)
  return { ...s, part: part ?? s.part }
}

/** sameScope compares two scopes, treating missing and empty values alike and a part by what it reads as. */
export function sameScope(a: AssetScope | undefined, b: AssetScope | undefined): boolean {
  const [x, y] = [scopeToSave(a ?? {}), scopeToSave(b ?? {})]
  return SCOPE_KEYS.every((k) => (x[k] ?? '') === (y[k] ?? ''))
}
