import { useState } from 'react'
import { ImageOff } from 'lucide-react'
import { cn } from '@/lib/utils'
import { clampPercent, GRID_COLUMNS, issueBoxes } from './assetLogic'
import type { Issue } from './types'

const BOX_TONE: Record<string, string> = {
  fail: 'border-danger bg-danger/5',
  warning: 'border-warning bg-warning/5',
}

/** ImagePreview shows an image with its issues' boxes over the 12×12 A–L / 1–12 grid. */
export function ImagePreview({ src, alt, issues, showGrid }: { src?: string; alt: string; issues: Issue[]; showGrid: boolean }) {
  const [failed, setFailed] = useState(false)
  const boxes = issueBoxes(issues)
  if (!src || failed)
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-lg border bg-muted/40 text-sm text-muted-foreground">
        <ImageOff className="size-6" aria-hidden="true" /> Preview not available
      </div>
    )
  return (
    <div className="grid grid-cols-[16px_1fr] grid-rows-[16px_auto] gap-0.5" data-testid="image-preview">
      <span />
      <div className={cn('grid grid-cols-12 text-center text-[10px] text-muted-foreground', !showGrid && 'invisible')} aria-hidden="true">
        {GRID_COLUMNS.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
      <div className={cn('grid grid-rows-12 text-center text-[10px] text-muted-foreground', !showGrid && 'invisible')} aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="flex items-center justify-center">
            {i + 1}
          </span>
        ))}
      </div>
      <div className="relative overflow-hidden rounded-md border bg-[repeating-conic-gradient(#f4f4f5_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
        <img src={src} alt={alt} className="block h-auto w-full" onError={() => setFailed(true)} />
        {showGrid ? (
          <div
            className="pointer-events-none absolute inset-0"
            data-testid="preview-grid"
            style={{
              backgroundImage:
                'linear-gradient(to right, rgb(0 0 0 / 0.18) 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.18) 1px, transparent 1px)',
              backgroundSize: `${100 / 12}% ${100 / 12}%`,
            }}
          />
        ) : null}
        {boxes.map((b) => {
          const c = b.coordinates
          const worst = b.issues.some((x) => x.issue.status === 'fail') ? 'fail' : 'warning'
          return (
            <div
              key={b.key}
              className={cn('absolute rounded-sm border-2', BOX_TONE[worst])}
              style={{ left: `${clampPercent(c.x)}%`, top: `${clampPercent(c.y)}%`, width: `${clampPercent(c.width)}%`, height: `${clampPercent(c.height)}%` }}
              title={b.issues.map((x) => `${x.number}. ${x.issue.rule}${x.issue.gridLocation ? ` (${x.issue.gridLocation})` : ''}: ${x.issue.message}`).join('\n')}
              data-testid="issue-box"
            >
              <span className={cn('absolute -top-px -left-px rounded-br-sm px-1 text-[10px] font-semibold text-white', worst === 'warning' ? 'bg-warning' : 'bg-danger')}>
                {b.issues.map((x) => x.number).join(', ')}
              </span>
            </div>
          )
        })}
      </div>
    </div>
  )
}
