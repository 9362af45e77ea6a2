import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/** FieldSelectProps are the props of FieldSelect. */
export interface FieldSelectProps {
  label: string
  value: string
  options: readonly string[]
  onChange: (v: string) => void
  /** invalid marks a value the server rejected. */
  invalid?: boolean
  className?: string
}

/** usableOptions drops empty and duplicate values: a Select item must not have an empty value (spec §5). */
export function usableOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((o) => o.trim()).filter((o) => o !== ''))]
}

/** FieldSelect is a compact select for one enumerated matrix field. */
export function FieldSelect({ label, value, options, onChange, invalid, className }: FieldSelectProps) {
  const items = usableOptions(options)
  const known = items.includes(value)
  return (
    <Select
      value={known ? value : undefined}
      onValueChange={(v) => {
        if (v !== '' && v !== value) onChange(v)
      }}
    >
      <SelectTrigger
        aria-label={label}
        aria-invalid={invalid || undefined}
        className={cn('h-8 min-w-28 px-2 text-xs', !known && value && 'border-warning', invalid && 'border-destructive ring-destructive/20', className)}
      >
        <SelectValue placeholder={value || 'Choose…'} />
      </SelectTrigger>
      <SelectContent>
        {items.map((o) => (
          <SelectItem key={o} value={o} className="text-xs">
            {o}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
