import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/**
 * PlannedSizes edits the concept plan: the sizes every banner concept
 * needs. Unplanning a size removes its missing-creative rows for good (the
 * saved plan keeps the next sync from bringing them back); planning one adds
 * a missing creative to each banner concept without it.
 */
export function PlannedSizes({ choices, planned, onChange }: { choices: string[]; planned: readonly string[]; onChange: (sizes: string[]) => void }) {
  return (
    <div role="group" aria-labelledby="matrix-plan-label" aria-describedby="matrix-plan-hint" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id="matrix-plan-label" className="text-sm font-medium">
        Planned sizes
      </span>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((size) => {
          const on = planned.includes(size)
          return (
            <Button
              key={size}
              type="button"
              size="sm"
              variant={on ? 'secondary' : 'outline'}
              aria-pressed={on}
              className={cn('h-7 px-2 text-xs tabular-nums', !on && 'border-dashed text-muted-foreground')}
              onClick={() => onChange(on ? planned.filter((s) => s !== size) : [...planned, size])}
            >
              {on ? <Check aria-hidden="true" /> : null}
              {size}
            </Button>
          )
        })}
      </div>
      <p id="matrix-plan-hint" className="w-full text-xs text-muted-foreground sm:w-auto">
        Every banner concept needs these sizes; a planned size without an asset is a missing creative.
      </p>
    </div>
  )
}
