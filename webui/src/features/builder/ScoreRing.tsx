import { cn } from '@/lib/utils'
import { complianceBand } from './assetLogic'

const RING_TONE = { success: 'text-success', warning: 'text-[oklch(0.55_0.13_70)]', danger: 'text-danger' } as const

/**
 * ScoreRing is a compliance score as a small ring with the number and the
 * band in words (colour plus text, never colour alone).
 */
export function ScoreRing({ score, className }: { score: number; className?: string }) {
  const band = complianceBand(score)
  if (!band) return null
  const r = 9
  const c = 2 * Math.PI * r
  const v = Math.max(0, Math.min(100, score))
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium tabular-nums', RING_TONE[band.tone], className)} data-testid="score-ring">
      <svg viewBox="0 0 24 24" className="size-6 -rotate-90" aria-hidden="true">
        <circle cx="12" cy="12" r={r} fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="3" />
        <circle cx="12" cy="12" r={r} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray={`${(v / 100) * c} ${c}`} />
      </svg>
      {score}% {band.label}
    </span>
  )
}
