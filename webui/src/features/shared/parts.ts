import { DOCUMENT_PART_PATTERN, PARTS } from './scopes.gen'

// The part of a creative a rule or an asset names: a listed part (PARTS,
// compliance.Parts) or a component a document names that the list does
// not, in lowerCamelCase as the BRD extractor writes it ('kioskPoster').
// This is the web side of compliance.CheckPart and compliance.DocumentPart:
// documentParts.cases.json holds examples both sides' tests run.

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

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const documentPartForm = new RegExp(DOCUMENT_PART_PATTERN)
const LISTED: readonly string[] = PARTS

/** listedPart is the listed part a text names by its value or label, in any case or spacing ('End card' is endCard), or undefined. */
function listedPart(text: string): string | undefined {
  const s = squash(text)
  return s ? LISTED.find((p) => squash(p) === s || squash(scopeLabel(p)) === s) : undefined
}

/**
 * editDistance is the optimal string alignment distance: a letter added,
 * dropped, changed, or two neighbours swapped are one edit each (as
 * compliance's editDistance).
 */
export function editDistance(a: string, b: string): number {
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      cur.push(d)
    }
    prev2 = prev
    prev = cur
  }
  return prev[b.length]!
}

/**
 * nearestPart is the listed part a text misspells ('endcrd' is endCard):
 * the closest within one edit, two for parts of nine letters or more,
 * ignoring case, spaces and punctuation; undefined when none is that close
 * or the text is a listed part's own spelling.
 */
export function nearestPart(text: string): string | undefined {
  const w = squash(text)
  if (!w) return undefined
  let best: string | undefined
  let bestDist = 3
  for (const p of LISTED) {
    const d = editDistance(w, p.toLowerCase())
    if (d > 0 && d <= (p.length >= 9 ? 2 : 1) && d < bestDist) {
      best = p
      bestDist = d
    }
  }
  return best
}

/** isDocumentPart reports a document part: lowerCamelCase, 3 to 48 letters and digits, no listed part nor a typo of one. */
export function isDocumentPart(v: string): boolean {
  return documentPartForm.test(v) && !listedPart(v) && !nearestPart(v)
}

/** singular is a plural last word's singular ('videos', 'entries'); words that only end in s ('canvas', 'status') stay. */
function singular(w: string): string {
  if (w.length <= 3 || !w.endsWith('s') || ['ss', 'us', 'is', 'as'].some((e) => w.endsWith(e))) return w
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y'
  if (['ches', 'shes', 'xes'].some((e) => w.endsWith(e))) return w.slice(0, -2)
  return w.slice(0, -1)
}

/** camel joins a component's words in lowerCamelCase, its last word made singular ('Booth videos' is boothVideo). */
function camel(words: string): string {
  const fields = words.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return fields
    .map((f, i) => {
      let w = f.toLowerCase()
      if (i === fields.length - 1) w = singular(w)
      return i > 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w
    })
    .join('')
}

/**
 * documentPartOf is the lowerCamelCase part of a component's words, as
 * the BRD extractor writes it (compliance.DocumentPart): 'Kiosk poster' is
 * kioskPoster, 'Booth videos' boothVideo (a plural last word made
 * singular); '' when the words make no document part.
 */
export function documentPartOf(words: string): string {
  const v = camel(words)
  return isDocumentPart(v) ? v : ''
}

/** PART_FORM says what the part field takes, for a value that is no part. */
export const PART_FORM = "Choose a listed part, or name the document's own part in words or lowerCamelCase (e.g. Booth banner or boothBanner)."

/** PartReading is what a typed part reads as: the value to save (null when it is none), whether it was converted from words, and why not. */
export interface PartReading {
  value: string | null
  converted: boolean
  problem: string
}

/**
 * readPart reads a part a person typed: a listed part by its value or label
 * in any case or spacing ('End card', 'end cards'); a typo of one is
 * refused naming it ('endcrd': did you mean End card?, as the server
 * says); a document part in lowerCamelCase as written ('kioskPoster'); a
 * document part in words converted as the extractor writes it ('Kiosk
 * poster' is kioskPoster). '' is no part (read from the file name).
 */
export function readPart(text: string | undefined): PartReading {
  const t = (text ?? '').trim()
  if (!t) return { value: '', converted: false, problem: '' }
  const listed = listedPart(t) ?? listedPart(camel(t))
  if (listed) return { value: listed, converted: false, problem: '' }
  const near = nearestPart(t)
  if (near) return { value: null, converted: false, problem: `Not a listed part: did you mean ${scopeLabel(near)}?` }
  if (documentPartForm.test(t)) return { value: t, converted: false, problem: '' }
  // Humps of a name typed in another camel case are words too ('KioskPoster').
  const converted = documentPartOf(t.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
  if (converted) return { value: converted, converted: true, problem: '' }
  return { value: null, converted: false, problem: PART_FORM }
}

/** partValue is readPart's value: the part to save, '' for none, null when the text is no part. */
export function partValue(text: string | undefined): string | null {
  return readPart(text).value
}

/** partText is a stored part as a part field shows it: a listed part by its label, a document part as written. */
export function partText(part: string | undefined): string {
  return part && LISTED.includes(part) ? scopeLabel(part) : (part ?? '')
}

/**
 * documentPartsInUse lists, sorted and once each, the document parts that
 * rules' scopes and assets' scopes already name, for a part field to offer
 * beside the listed parts.
 */
export function documentPartsInUse(rules: readonly { params?: { parts?: string[] } | null }[] = [], assetParts: readonly (string | undefined)[] = []): string[] {
  const out = new Set<string>()
  for (const r of rules) for (const p of r.params?.parts ?? []) if (isDocumentPart(p)) out.add(p)
  for (const p of assetParts) if (p && isDocumentPart(p)) out.add(p)
  return [...out].sort((a, b) => a.localeCompare(b))
}

/** partOffers are a part field's suggestions: the listed parts by label, then the document parts in use as written. */
export function partOffers(documentParts: readonly string[] = []): string[] {
  return [...LISTED.map(scopeLabel), ...documentParts.filter((p) => !listedPart(p))]
}
