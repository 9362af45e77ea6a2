import { ArrowLeft, ChevronDown, Loader2, type LucideIcon, Megaphone, Package, ShieldCheck } from 'lucide-react'
import * as React from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, CUSTOMER_TYPES, LIMITS, type CampaignFormFields } from './types'
import { configuredErrors, fieldById, type FormField } from './formConfig'
import { statusChoices, statusLabel } from './status'
import { validateCampaignForm, type CampaignFormErrors } from './validate'

/** CampaignFormProps are the props of CampaignForm. */
export interface CampaignFormProps {
  /** mode 'edit' adds the status selector and labels the submit button Save Changes. */
  mode: 'create' | 'edit'
  initial: CampaignFormFields
  pending: boolean
  /** submitError is the server's answer to the last submit, shown once above the buttons. */
  submitError: string | null
  onSubmit: (fields: CampaignFormFields) => void
  onChange?: () => void
  cancelTo: string
  /**
   * fields is the organization's configuration of the new-campaign form
   * (labels, required fields, offered channels and customer types,
   * patterns); without it the form has the spec's built-in fields.
   */
  fields?: FormField[]
  /** serverErrors are the server's messages by field (POST /api/configurations/validate). */
  serverErrors?: CampaignFormErrors
}

/**
 * CampaignForm is the create and edit form of a campaign (spec §2 "New
 * campaign"): Basic Information, then Campaign Details, Product Information
 * and Compliance. Each text field states its length limit, the same limits
 * the server enforces (LIMITS).
 */
export function CampaignForm({ mode, initial, pending, submitError, onSubmit, onChange, cancelTo, fields, serverErrors }: CampaignFormProps) {
  const [form, setForm] = React.useState<CampaignFormFields>(initial)
  const [errors, setErrors] = React.useState<CampaignFormErrors>({})
  const edit = mode === 'edit'
  const byId = fieldById(fields)
  const label = (id: keyof CampaignFormFields, fallback: string) => byId[id]?.label ?? fallback
  const required = (id: keyof CampaignFormFields) => byId[id]?.required ?? false
  const channels: readonly string[] = byId.channel?.options ?? CAMPAIGN_CHANNELS
  const customerTypes: readonly string[] = byId.customerType?.options ?? CUSTOMER_TYPES

  React.useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors((e) => ({ ...e, ...serverErrors }))
  }, [serverErrors])

  const set = <K extends keyof CampaignFormFields>(k: K, v: CampaignFormFields[K]) => {
    setForm((f) => ({ ...f, [k]: v }))
    setErrors((e) => ({ ...e, [k]: undefined }))
    onChange?.()
  }

  function submit(e: React.FormEvent) {
    e.preventDefault()
    const found = { ...validateCampaignForm(form), ...configuredErrors(form, fields) }
    if (fields) {
      // The organization decides the channels and customer types on offer.
      if (!found.channel && !channels.includes(form.channel)) found.channel = `Choose one of ${channels.join(', ')}`
    }
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(FIELD_IDS[first as keyof CampaignFormFields] ?? '')?.focus()
      return
    }
    onSubmit(form)
  }

  const text = (k: keyof typeof LIMITS & keyof CampaignFormFields, id: string, fallback: string, placeholder?: string) => (
    <TextField
      id={id}
      label={label(k, fallback)}
      required={required(k)}
      help={byId[k]?.help}
      placeholder={placeholder}
      value={form[k]}
      max={Math.min(LIMITS[k], byId[k]?.maxLength ?? LIMITS[k])}
      error={errors[k]}
      onChange={(v) => set(k, v)}
    />
  )
  const optional = (...ids: (keyof CampaignFormFields)[]) => !ids.some(required)

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Basic Information</CardTitle>
          <CardDescription>How your team will find this campaign.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="campaign-name" label={label('name', 'Campaign name')} required error={errors.name} hint={`Up to ${LIMITS.name} characters`} count={[form.name.length, LIMITS.name]}>
            <Input
              id="campaign-name"
              placeholder="e.g. Cardiozen Q3 DTC Display"
              value={form.name}
              maxLength={LIMITS.name}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? 'campaign-name-error' : 'campaign-name-hint'}
              onChange={(e) => set('name', e.target.value)}
              autoFocus={!edit}
            />
          </Field>
          <Field id="campaign-description" label={label('description', 'Description')} required={required('description')} error={errors.description} count={[form.description.length, LIMITS.description]}>
            <Textarea
              id="campaign-description"
              placeholder="Goal, audience and timing of the campaign"
              value={form.description}
              maxLength={LIMITS.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          {edit ? (
            <Field id="campaign-status" label="Status" hint="Draft while you prepare it, Active while it runs, Archived when it is over; an archived campaign is restored to Active.">
              <Select value={form.status} onValueChange={(v) => set('status', v)}>
                <SelectTrigger id="campaign-status" aria-describedby="campaign-status-hint">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {statusChoices(initial.status, CAMPAIGN_STATUSES).map((s) => (
                    <SelectItem key={s} value={s}>
                      {statusLabel(s)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          ) : null}
        </CardContent>
      </Card>

      <Section title="Campaign Details" description="Channel and audience" icon={Megaphone} defaultOpen optional={optional('channel', 'customerType')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="campaign-channel" label={label('channel', 'Channel')} error={errors.channel}>
            <Select value={form.channel} onValueChange={(v) => set('channel', v)}>
              <SelectTrigger id="campaign-channel">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {channels.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="campaign-customer-type" label={label('customerType', 'Customer type')} error={errors.customerType}>
            <Select value={form.customerType} onValueChange={(v) => set('customerType', v)}>
              <SelectTrigger id="campaign-customer-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {customerTypes.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c === 'DTC' ? 'DTC (direct to consumer)' : 'HCP (healthcare professional)'}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
      </Section>

      <Section
        title="Product Information"
        description="Brand, product, indication, therapeutic area"
        icon={Package}
        defaultOpen={edit || !optional('brand', 'product', 'indication', 'therapeuticArea')}
        optional={optional('brand', 'product', 'indication', 'therapeuticArea')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('brand', 'campaign-brand', 'Brand')}
          {text('product', 'campaign-product', 'Product')}
          {text('indication', 'campaign-indication', 'Indication')}
          {text('therapeuticArea', 'campaign-therapeutic-area', 'Therapeutic area')}
        </div>
      </Section>

      <Section
        title="Compliance"
        description="FDA filing number and DOFU expiration"
        icon={ShieldCheck}
        defaultOpen={edit || !optional('fdaFilingNumber', 'dofuExpiration')}
        optional={optional('fdaFilingNumber', 'dofuExpiration')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('fdaFilingNumber', 'campaign-fda', 'FDA filing number', 'e.g. US-CZN-2026-0142')}
          <Field id="campaign-dofu" label={label('dofuExpiration', 'DOFU expiration')} required={required('dofuExpiration')} error={errors.dofuExpiration}>
            <Input id="campaign-dofu" type="date" value={form.dofuExpiration} aria-invalid={!!errors.dofuExpiration} onChange={(e) => set('dofuExpiration', e.target.value)} />
          </Field>
        </div>
      </Section>

      {submitError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {submitError}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="outline" asChild>
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" variant="brand" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {edit ? 'Save Changes' : 'Create Campaign'}
        </Button>
      </div>
    </form>
  )
}

/** FIELD_IDS map a form field to its input, to focus the first invalid one. */
const FIELD_IDS: Partial<Record<keyof CampaignFormFields, string>> = {
  name: 'campaign-name',
  description: 'campaign-description',
  brand: 'campaign-brand',
  product: 'campaign-product',
  indication: 'campaign-indication',
  therapeuticArea: 'campaign-therapeutic-area',
  fdaFilingNumber: 'campaign-fda',
  dofuExpiration: 'campaign-dofu',
}

/** BackToCampaigns is the back link above the campaign forms. */
export function BackToCampaigns({ to = '/campaigns', label = 'Back to Campaigns' }: { to?: string; label?: string }) {
  return (
    <Button variant="ghost" size="sm" className="mb-3 -ml-2 max-w-full text-muted-foreground" asChild>
      <Link to={to}>
        <ArrowLeft /> <span className="truncate">{label}</span>
      </Link>
    </Button>
  )
}

function Field({
  id,
  label,
  required,
  error,
  hint,
  count,
  children,
}: {
  id: string
  label: string
  required?: boolean
  error?: string | null
  hint?: string
  count?: [number, number]
  children: React.ReactNode
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required ? <span className="text-danger" aria-hidden="true">*</span> : null}
        </Label>
        {count ? (
          <span className={cn('text-xs tabular-nums text-muted-foreground', count[0] >= count[1] && 'text-[oklch(0.5_0.13_70)]')} aria-hidden="true">
            {count[0]}/{count[1]}
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

function TextField(props: {
  id: string
  label: string
  value: string
  max: number
  required?: boolean
  help?: string
  error?: string
  onChange: (v: string) => void
  placeholder?: string
}) {
  return (
    <Field id={props.id} label={props.label} required={props.required} error={props.error} hint={props.help || `Up to ${props.max} characters`}>
      <Input
        id={props.id}
        placeholder={props.placeholder}
        value={props.value}
        maxLength={props.max}
        aria-invalid={!!props.error}
        aria-describedby={props.error ? `${props.id}-error` : `${props.id}-hint`}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  )
}

function Section({
  title,
  description,
  icon: Icon,
  defaultOpen = false,
  optional = true,
  children,
}: {
  title: string
  description: string
  icon: LucideIcon
  defaultOpen?: boolean
  optional?: boolean
  children: React.ReactNode
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card>
        <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-left hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <span className="flex size-8 items-center justify-center rounded-md bg-brand-soft text-brand">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="flex-1">
            <span className="block font-semibold">{title}</span>
            <span className="block text-xs text-muted-foreground">
              {description} · {optional ? 'optional' : 'has required fields'}
            </span>
          </span>
          <ChevronDown className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <div className="border-t px-5 py-5">{children}</div>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  )
}
