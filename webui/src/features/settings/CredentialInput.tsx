import { Eye, EyeOff } from 'lucide-react'
import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { UNCHANGED_PLACEHOLDER, type CredentialField } from './credentials'

/** CredentialInputProps are the props of CredentialInput. */
export interface CredentialInputProps {
  id: string
  field: CredentialField
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** error is the inline message shown under the field. */
  error?: string
  /** stored is true when the service already has saved credentials (the secret must be re-entered). */
  stored: boolean
  disabled?: boolean
  autoFocus?: boolean
}

/** CredentialInput is one labelled credential field; secret fields are masked with a show/hide toggle. */
export function CredentialInput({ id, field, value, onChange, onBlur, error, stored, disabled, autoFocus }: CredentialInputProps) {
  const [revealed, setRevealed] = React.useState(false)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const hint = field.secret
    ? stored
      ? 'Never sent back by the server: re-enter it to save.'
      : 'Hidden after saving: the server never sends it back.'
    : null
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="gap-1">
        {field.label}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
      </Label>
      <div className="relative">
        <Input
          id={id}
          name={field.key}
          type={field.secret && !revealed ? 'password' : 'text'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          placeholder={field.secret && stored ? UNCHANGED_PLACEHOLDER : field.placeholder}
          autoComplete={field.secret ? 'new-password' : 'off'}
          spellCheck={false}
          required
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('font-mono text-[13px]', field.secret && 'pr-10')}
        />
        {field.secret ? (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            disabled={disabled}
            aria-label={revealed ? `Hide ${field.label}` : `Show ${field.label}`}
            aria-pressed={revealed}
            aria-controls={id}
            className="absolute top-1/2 right-1 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          >
            {revealed ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
