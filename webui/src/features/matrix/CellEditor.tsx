import { cn } from '@/lib/utils'

/** CellEditorDone says how an edit ended: kept and back to the cell, kept and on to the next or previous cell, put back, or focus went elsewhere. */
export type CellEditorDone = 'keep' | 'next' | 'previous' | 'cancel' | 'blur'

/** CellEditorProps are the props of CellEditor. */
export interface CellEditorProps {
  /** label names the editor for assistive technology, e.g. 'Language 300x250'. */
  label: string
  value: string
  /** items makes it a choice of these values (usable options); without them it is free text. */
  items?: readonly string[] | null
  placeholder?: string
  invalid?: boolean
  onChange: (value: string) => void
  onDone: (how: CellEditorDone) => void
}

/**
 * CellEditor is the browser's own input or select, mounted only in the one
 * cell of the long matrix grid being edited. Every change is sent as it is
 * made; Enter or a choice keeps the value and returns to the cell, Tab and Shift+Tab keep it and move to the next or previous cell,
 * Escape puts the old value back (the grid does that, it knows the value
 * before the edit).
 */
export function CellEditor({ label, value, items, placeholder, invalid, onChange, onDone }: CellEditorProps) {
  const base = cn('h-8 w-full rounded-md border bg-background px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50', invalid ? 'border-destructive ring-2 ring-destructive/20' : 'border-input')
  // Keys the editor handles do not reach the grid (whose arrows would move the cell).
  const keys = (e: React.KeyboardEvent) => {
    e.stopPropagation()
    if (e.key === 'Escape') {
      e.preventDefault()
      onDone('cancel')
    } else if (e.key === 'Tab') {
      e.preventDefault()
      onDone(e.shiftKey ? 'previous' : 'next')
    } else if (e.key === 'Enter') {
      e.preventDefault()
      onDone('keep')
    }
  }
  if (items) {
    return (
      <select
        autoFocus
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={items.includes(value) ? value : ''}
        className={base}
        onChange={(e) => {
          if (e.target.value !== '' && e.target.value !== value) onChange(e.target.value)
          onDone('keep')
        }}
        onKeyDown={keys}
        onBlur={() => onDone('blur')}
      >
        {items.includes(value) ? null : (
          <option value="" disabled>
            {value || 'Choose…'}
          </option>
        )}
        {items.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    )
  }
  return (
    <input
      autoFocus
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      placeholder={placeholder}
      className={base}
      onFocus={(e) => {
        // Typing a character replaces the value; Enter, F2 or a click keeps it, caret at the end.
        const end = e.currentTarget.value.length
        e.currentTarget.setSelectionRange(end, end)
      }}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={keys}
      onBlur={() => onDone('blur')}
    />
  )
}
