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

/** sameScope compares two scopes, treating missing and empty values alike. */
export function sameScope(a: AssetScope | undefined, b: AssetScope | undefined): boolean {
  return SCOPE_KEYS.every((k) => (a?.[k] ?? '') === (b?.[k] ?? ''))
}
