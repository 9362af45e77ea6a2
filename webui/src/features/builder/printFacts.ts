import type { MediaInfo } from './types'

const MM_PER_PT = 25.4 / 72

/** mm formats points as millimetres, to one decimal when it has one. */
function mm(pt: number): string {
  return String(Math.round(pt * MM_PER_PT * 10) / 10)
}

/**
 * printFacts are the rows the asset panel shows for a PDF's print facts
 * (trim and bleed, colour spaces, output intent, PDF/X, fonts, lowest image
 * resolution, total ink), as [label, value]; empty for other files.
 */
export function printFacts(i: MediaInfo): [string, string][] {
  const p = i.print
  const rows: [string, string][] = []
  if (i.trim) {
    const lo = mm(i.trim.bleedMinPt)
    const hi = mm(i.trim.bleedMaxPt)
    rows.push(['Trim', `${mm(i.trim.widthPt)} × ${mm(i.trim.heightPt)} mm, bleed ${lo === hi ? lo : `${lo}–${hi}`} mm`])
  }
  if (!p) return rows
  const spaces = (p.colorSpaces ?? []).map((c) => (c.space === 'Spot' ? `spot ${c.name}` : c.space))
  rows.push(['Colour spaces', spaces.length ? spaces.join(', ') : 'Default black only'])
  const intents = (p.outputIntents ?? []).map((o) => o.condition || o.identifier)
  rows.push(['Output intent', intents.length ? intents.join(', ') : 'None declared'])
  if (p.pdfx) rows.push(['PDF/X', p.pdfx])
  const missing = p.fontsNotEmbedded ?? []
  if (p.fonts) rows.push(['Fonts', missing.length ? `Not embedded: ${missing.join(', ')} (of ${p.fonts})` : `${p.fonts} embedded`])
  if (p.lowestImage) rows.push(['Lowest image', `${p.lowestImage.dpi} dpi · ${p.lowestImage.name}, page ${p.lowestImage.page}`])
  if (p.ink) {
    const where = p.ink.what ? ` · ${p.ink.what}, page ${p.ink.page}` : ''
    const notSummed = p.ink.notSummed ?? []
    if (!p.ink.what) rows.push(['Total ink', `Not measured (${notSummed.join(', ')})`])
    else rows.push(['Total ink', `${notSummed.length ? 'at least ' : ''}${p.ink.maxPercent}%${where}${notSummed.length ? ` (not summed: ${notSummed.join(', ')})` : ''}`])
  }
  if (p.unread) rows.push(['Not read', p.unread])
  return rows
}
