import { Check, Circle, CircleSlash, LoaderCircle, X } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { ProcessingStep } from './types'

const STYLE: Record<string, string> = {
  pending: 'border-border bg-muted/50 text-muted-foreground',
  active: 'border-brand/40 bg-brand-soft text-brand',
  done: 'border-success/30 bg-success/10 text-success',
  skipped: 'border-dashed border-border bg-muted/40 text-muted-foreground',
  error: 'border-danger/30 bg-danger/10 text-danger',
}

/** StepChips shows the five processing steps, each pending, active, done, skipped (with why) or error (colour, icon and text). */
export function StepChips({ steps, id }: { steps: ProcessingStep[]; id?: string }) {
  return (
    <ol className="flex flex-wrap gap-1" aria-label="Processing steps" id={id}>
      {steps.map((s) => {
        const Icon = s.status === 'done' ? Check : s.status === 'active' ? LoaderCircle : s.status === 'error' ? X : s.status === 'skipped' ? CircleSlash : Circle
        return (
          <li
            key={s.label}
            data-step-status={s.status}
            title={s.detail ? `${s.label}: ${s.detail}` : `${s.label}: ${s.status}`}
            className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-medium', STYLE[s.status] ?? STYLE.pending)}
          >
            <Icon className={cn('size-3', s.status === 'active' && 'animate-spin', s.status === 'pending' && 'size-2.5')} aria-hidden="true" />
            {s.label}
            {s.status === 'skipped' ? <span> · skipped</span> : <span className="sr-only"> ({s.status})</span>}
          </li>
        )
      })}
    </ol>
  )
}
