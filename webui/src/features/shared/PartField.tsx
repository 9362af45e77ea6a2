import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { partOffers, readPart } from './parts'

/** PartFieldProps are the props of PartField. */
export interface PartFieldProps {
  id: string
  value: string
  onChange: (text: string) => void
  /** documentParts are the document parts already in use (the campaign's or the rule set's), offered after the listed parts. */
  documentParts?: readonly string[]
  disabled?: boolean
  placeholder?: string
  /** hint shows under an empty field ('Read as Thumbnail'). */
  hint?: string
  className?: string
  onEnter?: () => void
}

/**
 * PartField is the one part control of the builder's scope and the rules
 * editor: a combobox offering the listed parts and the document parts in
 * use, taking a listed part in any spelling, a document part in
 * lowerCamelCase, or a document's words, which it converts as the BRD
 * extractor does ('Kiosk poster' is kioskPoster) and shows before saving.
 * A typo of a listed part is refused naming it, as the server refuses it.
 */
export function PartField({ id, value, onChange, documentParts, disabled, placeholder = 'From file name', hint, className, onEnter }: PartFieldProps) {
  const listId = `${id}-list`
  const reading = readPart(value)
  const message = reading.problem
    ? { text: reading.problem, tone: 'text-danger' }
    : reading.converted
      ? { text: `Saved as ${reading.value}`, tone: 'text-muted-foreground' }
      : !value.trim() && hint
        ? { text: hint, tone: 'text-muted-foreground' }
        : null
  return (
    <>
      <Input
        id={id}
        list={listId}
        value={value}
        placeholder={placeholder}
        title="Pick a part or name the document's own (Booth banner)"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={reading.value === null || undefined}
        aria-describedby={message ? `${id}-hint` : undefined}
        className={cn('h-8 text-xs', className)}
        data-testid="scope-part"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault()
            onEnter()
          }
        }}
      />
      <datalist id={listId}>
        {partOffers(documentParts).map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      {message ? (
        <p id={`${id}-hint`} className={cn('text-xs [overflow-wrap:anywhere]', message.tone)} data-testid="part-reading">
          {message.text}
        </p>
      ) : null}
    </>
  )
}
