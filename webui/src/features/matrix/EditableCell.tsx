import * as React from 'react'
import { cn } from '@/lib/utils'
import { usableOptions } from './FieldSelect'

/** EditableCellProps are the props of EditableCell. */
export interface EditableCellProps {
  /** label names the cell for assistive technology, e.g. 'Language 300x250'. */
  label: string
  value: string
  /** options makes the cell a choice of these values; without them it is free text. */
  options?: readonly string[]
  placeholder?: string
  /** width is a Tailwind width class of the cell's text. */
  width?: string
  /** invalid marks a value the server rejected. */
  invalid?: boolean
  onChange: (value: string) => void
}

/** isPrintableKey reports whether a key press types a character (it starts editing with that character, as in a spreadsheet). */
export function isPrintableKey(e: Pick<React.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey
}

/**
 * EditableCell is one cell of a long matrix table: its value as text in a
 * button until it is edited, then, in its place, the browser's own input or
 * select. A row of twenty form controls is what made long tables drop
 * frames while scrolling; a row of twenty buttons of text is cheap. Tab and
 * Shift+Tab move from cell to cell as before; Enter, F2, a click or typing
 * opens the editor; in it Enter (free text) or a choice keeps the value and
 * returns to the cell, Escape puts the old value back, Tab moves on.
 * Every change is sent as it is made, as the controls did.
 */
export const EditableCell = React.memo(function EditableCell({ label, value, options, placeholder, width, invalid, onChange }: EditableCellProps) {
  const [editing, setEditing] = React.useState<{ typed?: string } | null>(null)
  const button = React.useRef<HTMLButtonElement>(null)
  const refocus = React.useRef(false)
  const before = React.useRef(value)
  const items = options ? usableOptions(options) : null
  const unknown = items !== null && value !== '' && !items.includes(value)

  React.useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false
      button.current?.focus()
    }
  }, [editing])

  const open = (typed?: string) => {
    before.current = value
    if (typed !== undefined) onChange(typed)
    setEditing({ typed })
  }
  const close = (back: boolean) => {
    refocus.current = back
    setEditing(null)
  }
  const cancel = () => {
    if (value !== before.current) onChange(before.current)
    close(true)
  }

  const base = cn('h-8 rounded-md border px-2 text-xs', invalid ? 'border-destructive ring-2 ring-destructive/20' : unknown ? 'border-warning' : 'border-input', width)
  if (editing && items) {
    return (
      <select
        autoFocus
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={items.includes(value) ? value : ''}
        className={cn(base, 'bg-background')}
        onChange={(e) => {
          if (e.target.value !== '' && e.target.value !== value) onChange(e.target.value)
          close(true)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault()
            cancel()
          }
        }}
        onBlur={() => close(false)}
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
  if (editing) {
    return (
      <input
        autoFocus
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        placeholder={placeholder}
        className={cn(base, 'bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring/50')}
        onFocus={(e) => {
          // Typing a character replaces the value; Enter or a click keeps it, caret at the end.
          const end = e.currentTarget.value.length
          e.currentTarget.setSelectionRange(end, end)
        }}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            close(true)
          } else if (e.key === 'Escape') {
            e.preventDefault()
            cancel()
          }
        }}
        onBlur={() => close(false)}
      />
    )
  }
  return (
    <button
      ref={button}
      type="button"
      aria-label={`${label}: ${value || 'empty'}${invalid ? ', rejected' : ''}`}
      aria-invalid={invalid || undefined}
      title={value || undefined}
      className={cn(base, 'block truncate border-transparent bg-transparent text-left hover:border-input focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none', invalid && 'border-destructive', unknown && 'border-warning', !value && 'text-muted-foreground')}
      onClick={() => open()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'F2') {
          e.preventDefault()
          open()
        } else if (!items && isPrintableKey(e)) {
          e.preventDefault()
          open(e.key)
        }
      }}
    >
      {value || placeholder || '—'}
    </button>
  )
})
