import { Loader2, Plus, X } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { PartField } from '@/features/shared/PartField'
import { partText, readPart } from '@/features/shared/parts'
import { selectOptions } from './options'
import { formToParams, measurementOptions, paramsToForm, UNITS, type ParamsErrors, type ParamsForm } from './params'
import { severityHint } from './severity'
import { CHANNELS, CUSTOM_FIELD, FIELD_TYPES, SECTIONS, SEVERITIES, type BrdRule } from './types'

/** RuleEditDialogProps are the props of RuleEditDialog. */
export interface RuleEditDialogProps {
  /** rule is the rule being edited; null closes the dialog. */
  rule: BrdRule | null
  /** adding is set for a new rule: it is created only when saved. */
  adding?: boolean
  onClose: () => void
  /** onSave saves the edited rule with the optional reason for the change; a rejection keeps the dialog open with the server's reason. */
  onSave: (rule: BrdRule, reason: string) => Promise<void>
  /** documentParts are the document parts the rule set's rules already name, offered in the Parts field. */
  documentParts?: readonly string[]
}

/** RuleEditDialog edits a rule's title, description, severity, section, field, channel and parameters. */
export function RuleEditDialog({ rule, adding = false, onClose, onSave, documentParts }: RuleEditDialogProps) {
  return (
    <Dialog open={rule !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {rule ? <RuleEditForm key={rule.id} rule={rule} adding={adding} onClose={onClose} onSave={onSave} documentParts={documentParts} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function RuleEditForm({
  rule,
  adding,
  onClose,
  onSave,
  documentParts,
}: {
  rule: BrdRule
  adding: boolean
  onClose: () => void
  onSave: (rule: BrdRule, reason: string) => Promise<void>
  documentParts?: readonly string[]
}) {
  const [reason, setReason] = React.useState('')
  const [title, setTitle] = React.useState(rule.rule)
  const [description, setDescription] = React.useState(rule.description ?? '')
  const [severity, setSeverity] = React.useState<string>(rule.severity || 'warning')
  const [section, setSection] = React.useState(rule.section ?? '')
  const [field, setField] = React.useState(rule.field ?? '')
  const [channel, setChannel] = React.useState(rule.channel || 'All')
  const [params, setParams] = React.useState<ParamsForm>(() => paramsToForm(rule.params))
  // The measurement (params.check) the rule's checker reads; '' is the field's default.
  const [check, setCheck] = React.useState(rule.params?.check ?? '')
  // The parts the rule is limited to, and a part being typed.
  const [parts, setParts] = React.useState<string[]>(() => rule.params?.parts ?? [])
  const [partDraft, setPartDraft] = React.useState('')
  const [errors, setErrors] = React.useState<ParamsErrors & { title?: string; section?: string; field?: string; parts?: string }>({})
  const [serverError, setServerError] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)

  const fieldOptions = selectOptions([...FIELD_TYPES, CUSTOM_FIELD], rule.field)
  const sectionOptions = selectOptions(SECTIONS, rule.section)
  const channelOptions = selectOptions(CHANNELS, rule.channel)
  const units = UNITS[field]
  const measurements = measurementOptions(field)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const next: typeof errors = {}
    if (!title.trim()) next.title = 'A rule needs a title'
    if (!section) next.section = 'Choose a section'
    if (!field) next.field = 'Choose a field'
    // A part still in the field is added on save, as if Add were pressed.
    const pending = readPart(partDraft)
    if (pending.problem) next.parts = pending.problem
    const allParts = pending.value && !parts.includes(pending.value) ? [...parts, pending.value] : parts
    const p = formToParams(field, params, { ...rule.params, parts: allParts.length > 0 ? allParts : undefined, check: check || undefined })
    Object.assign(next, p.errors)
    setErrors(next)
    if (Object.keys(next).length > 0) return
    const updated: BrdRule = { ...rule, rule: title.trim(), description: description.trim(), severity, section, field, channel }
    if (p.params) updated.params = p.params
    else delete updated.params
    setSaving(true)
    setServerError(null)
    try {
      await onSave(updated, reason)
      onClose()
    } catch (err) {
      setServerError(err instanceof Error ? err.message : String(err))
    } finally {
      setSaving(false)
    }
  }

  /** addPart adds the part typed, read as the server stores it; a text that is no part stays with its reason shown. */
  function addPart() {
    const r = readPart(partDraft)
    if (!r.value) return
    setParts((cur) => (cur.includes(r.value!) ? cur : [...cur, r.value!]))
    setPartDraft('')
    setErrors(({ parts: _p, ...rest }) => rest)
  }

  const setParam = (k: keyof ParamsForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value
    setParams((p) => ({ ...p, [k]: value }))
    // A field's message goes once the user edits it; min and max are checked together.
    setErrors((cur) => {
      const next = { ...cur }
      delete next[k]
      if (k === 'min') delete next.max
      return next
    })
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{adding ? 'Add custom rule' : 'Edit rule'}</DialogTitle>
        <DialogDescription>
          {adding ? 'The rule is added when you save it; Cancel adds nothing.' : 'Changes make a new version of the rule set; assets checked before are offered a re-check.'}
        </DialogDescription>
      </DialogHeader>

      <Field id="rule-title" label="Title" error={errors.title}>
        <Input
          id="rule-title"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value)
            setErrors(({ title: _t, ...rest }) => rest)
          }} aria-invalid={!!errors.title} autoFocus />
      </Field>
      <Field id="rule-description" label="Description">
        <Textarea id="rule-description" value={description} onChange={(e) => setDescription(e.target.value)} className="min-h-16" />
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <Field id="rule-severity" label="Severity" hint={severityHint(severity)}>
          <Choice id="rule-severity" value={severity} onChange={setSeverity} options={[...SEVERITIES]} capitalize />
        </Field>
        <Field id="rule-channel" label="Channel">
          <Choice id="rule-channel" value={channel} onChange={setChannel} options={channelOptions} />
        </Field>
        <Field id="rule-section" label="Section" error={errors.section}>
          <Choice id="rule-section" value={section} onChange={setSection} options={sectionOptions} placeholder="Choose a section" />
        </Field>
        <Field id="rule-field" label="Field" error={errors.field}>
          <Choice
            id="rule-field"
            value={field}
            onChange={(f) => {
              setField(f)
              // A measurement belongs to its field.
              if (!measurementOptions(f).some((m) => m.check === check)) setCheck('')
            }}
            options={fieldOptions}
            placeholder="Choose a field"
            mono
          />
        </Field>
      </div>
      {measurements.length > 0 ? (
        <Field id="rule-check" label="Measurement" hint="What the check reads from the asset's bytes.">
          <Select value={check || DEFAULT_CHECK} onValueChange={(v) => v && setCheck(v === DEFAULT_CHECK ? '' : v)}>
            <SelectTrigger id="rule-check">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {measurements.map((m) => (
                <SelectItem key={m.check || DEFAULT_CHECK} value={m.check || DEFAULT_CHECK}>
                  {m.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      ) : null}

      <fieldset className="grid gap-3 rounded-lg border bg-muted/40 p-3">
        <legend className="px-1 text-xs font-medium text-muted-foreground">Parameters</legend>
        <Field id="rule-allowed" label="Allowed values" hint="Comma-separated, e.g. 300x250, 728x90 or JPG, PNG" error={errors.allowed}>
          <Input id="rule-allowed" value={params.allowed} onChange={setParam('allowed')} aria-invalid={!!errors.allowed} placeholder="None" />
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <Field id="rule-min" label="Min" error={errors.min}>
            <Input id="rule-min" inputMode="decimal" value={params.min} onChange={setParam('min')} aria-invalid={!!errors.min} className="text-right tabular-nums" />
          </Field>
          <Field id="rule-max" label="Max" error={errors.max}>
            <Input id="rule-max" inputMode="decimal" value={params.max} onChange={setParam('max')} aria-invalid={!!errors.max} className="text-right tabular-nums" />
          </Field>
          <Field id="rule-unit" label="Unit" error={errors.unit} hint={units ? `e.g. ${units.slice(0, 3).join(', ')}` : undefined}>
            <Input id="rule-unit" value={params.unit} onChange={setParam('unit')} aria-invalid={!!errors.unit} list={units ? 'rule-unit-options' : undefined} />
          </Field>
        </div>
        {units ? (
          <datalist id="rule-unit-options">
            {units.map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
        ) : null}
        <div className="grid content-start gap-1.5">
          <Label htmlFor="rule-part">Parts</Label>
          {parts.length > 0 ? (
            <ul aria-label="Parts the rule is limited to" className="flex flex-wrap gap-1.5">
              {parts.map((p) => (
                <li key={p} className="inline-flex max-w-full items-center gap-1 rounded-md border bg-card py-0.5 pr-0.5 pl-2 text-xs">
                  <span className="min-w-0 [overflow-wrap:anywhere]">{partText(p)}</span>
                  <button
                    type="button"
                    className="rounded p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
                    aria-label={`Remove part ${partText(p)}`}
                    onClick={() => setParts((cur) => cur.filter((x) => x !== p))}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <PartField
                id="rule-part"
                value={partDraft}
                onChange={(v) => {
                  setPartDraft(v)
                  setErrors(({ parts: _p, ...rest }) => rest)
                }}
                documentParts={documentParts}
                placeholder={parts.length > 0 ? 'Add another part' : 'Every part of the creative'}
                className="h-9 text-sm"
                onEnter={addPart}
              />
            </div>
            <Button type="button" variant="outline" size="sm" className="h-9" onClick={addPart} disabled={!readPart(partDraft).value}>
              <Plus /> Add
            </Button>
          </div>
          {errors.parts && errors.parts !== readPart(partDraft).problem ? (
            <p className="text-xs text-danger" role="alert">
              {errors.parts}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">A listed part, or the document's own in its words (Kiosk poster): the rule then checks only assets known to be that part.</p>
          )}
        </div>
        <Field id="rule-pattern" label="Pattern" hint="A regular expression (Go RE2 syntax), e.g. ^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$" error={errors.pattern}>
          <Input id="rule-pattern" value={params.pattern} onChange={setParam('pattern')} aria-invalid={!!errors.pattern} className="font-mono text-xs" placeholder="None" />
        </Field>
      </fieldset>

      <Field id="rule-reason" label="Reason for the change (optional)" hint="Stored with the change in the audit trail.">
        <Input id="rule-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Legal review of 12 March" />
      </Field>

      {serverError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          Could not save the rule: {serverError}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save rule
        </Button>
      </DialogFooter>
    </form>
  )
}

// DEFAULT_CHECK stands for the field's default measurement ('') in the select, whose values cannot be empty.
const DEFAULT_CHECK = '__default'

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p className="text-xs text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  )
}

function Choice({
  id,
  value,
  onChange,
  options,
  placeholder,
  capitalize,
  mono,
}: {
  id: string
  value: string
  onChange: (v: string) => void
  options: string[]
  placeholder?: string
  capitalize?: boolean
  mono?: boolean
}) {
  return (
    <Select value={value || undefined} onValueChange={(v) => v && onChange(v)}>
      <SelectTrigger id={id} className={capitalize ? 'capitalize' : mono ? 'font-mono text-xs' : undefined}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o} className={capitalize ? 'capitalize' : mono ? 'font-mono text-xs' : undefined}>
            {o}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
