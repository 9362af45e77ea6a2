import { cn } from '@/lib/utils'
import { complianceBand } from './assetLogic'

const RING_TONE = { success: 'text-success', warning: 'text-[oklch(0.55_0.13_70)]', danger: 'text-danger' } as const
// RING_COLOUR is each tone's colour for the ring's image, which cannot use
// the text's currentColor: :root's --success and --danger (the same in the
// dark theme) and the warning tone above.
const RING_COLOUR = { success: 'oklch(0.56 0.14 150)', warning: 'oklch(0.55 0.13 70)', danger: 'oklch(0.577 0.22 27)' } as const

// ringClasses maps a score and tone to the class whose rule draws its ring.
const ringClasses = new Map<string, string>()
let ringSheet: CSSStyleSheet | null = null

/**
 * ringClass is the class of the ring of score v in a tone: a 24 px SVG image,
 * a track of radius 9 and stroke 3 at 15 % and the arc of v % from the top
 * with round caps, as the box's background. Each score and tone gets one rule
 * in a style sheet of its own, added the first time it is drawn, so every row
 * of that score shares one parsed image and one rule (an image in each row's
 * inline style would be parsed and matched once per row).
 */
function ringClass(v: number, tone: keyof typeof RING_COLOUR): string {
  const key = `${tone}-${v}`
  let cls = ringClasses.get(key)
  if (cls) return cls
  cls = `score-ring-${key}`
  const c = 2 * Math.PI * 9
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><g transform='rotate(-90 12 12)' fill='none' stroke='${RING_COLOUR[tone]}' stroke-width='3'>` +
    `<circle cx='12' cy='12' r='9' stroke-opacity='0.15'/><circle cx='12' cy='12' r='9' stroke-linecap='round' stroke-dasharray='${((v / 100) * c).toFixed(2)} ${c.toFixed(2)}'/></g></svg>`
  if (!ringSheet) {
    const el = document.createElement('style')
    el.dataset.owner = 'score-ring'
    document.head.appendChild(el)
    ringSheet = el.sheet
  }
  ringSheet?.insertRule(`.${cls}{background-image:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`, ringSheet.cssRules.length)
  ringClasses.set(key, cls)
  return cls
}

/**
 * ScoreRing is a compliance score as a small ring with the number and the
 * band in words (colour plus text, never colour alone).
 *
 * The ring is the box's own background image, not an SVG element of three:
 * a list of 2,000 asset rows mounts and removes rows as it scrolls, and a row
 * costs about what its elements do (docs/performance.md, "A cheaper row").
 * plain leaves the ring out (its place kept empty): the light form of a row
 * drawn while a long list is flung.
 */
export function ScoreRing({ score, className, plain = false }: { score: number; className?: string; plain?: boolean }) {
  const band = complianceBand(score)
  if (!band) return null
  // The ring is drawn to the whole percent (a class per score), the text says the score.
  const v = Math.round(Math.max(0, Math.min(100, score)))
  return (
    <span
      className={cn('inline-flex min-h-6 items-center bg-[length:24px_24px] bg-[position:left_center] bg-no-repeat pl-[30px] text-xs font-medium tabular-nums', RING_TONE[band.tone], !plain && ringClass(v, band.tone), className)}
      data-testid="score-ring"
    >
      {`${score}% ${band.label}`}
    </span>
  )
}
