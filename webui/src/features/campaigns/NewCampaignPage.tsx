import { ArrowLeft, ChevronDown, Loader2, type LucideIcon, Megaphone, Package, ShieldCheck } from 'lucide-react'
import * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { useCreateCampaign } from './campaignApi'
import { CAMPAIGN_CHANNELS, CUSTOMER_TYPES, type NewCampaignInput } from './types'

type FormFields = Omit<NewCampaignInput, 'status' | 'assetCount' | 'complianceScore'>

/** EMPTY_CAMPAIGN_FORM is the new-campaign form's initial state (channel Display, customer type DTC). */
export const EMPTY_CAMPAIGN_FORM: FormFields = {
  name: '',
  description: '',
  channel: 'Display',
  customerType: 'DTC',
  brand: '',
  product: '',
  indication: '',
  therapeuticArea: '',
  fdaFilingNumber: '',
  dofuExpiration: '',
}

/** toCreateInput trims the form and adds the fixed fields of a new campaign (draft, 0 assets, score 0). */
export function toCreateInput(f: FormFields): NewCampaignInput {
  const trimmed = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()])) as FormFields
  return { ...trimmed, status: 'draft', assetCount: 0, complianceScore: 0 }
}

/** NewCampaignPage is the create-campaign form (spec §2). */
export function NewCampaignPage() {
  const navigate = useNavigate()
  const create = useCreateCampaign()
  const [form, setForm] = React.useState<FormFields>(EMPTY_CAMPAIGN_FORM)
  const [nameError, setNameError] = React.useState<string | null>(null)
  const [submitError, setSubmitError] = React.useState<string | null>(null)

  const set = <K extends keyof FormFields>(k: K, v: FormFields[K]) => {
    setForm((f) => ({ ...f, [k]: v }))
    if (k === 'name') setNameError(null)
    setSubmitError(null)
  }

  function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!form.name.trim()) {
      setNameError('Campaign name is required')
      document.getElementById('campaign-name')?.focus()
      return
    }
    create.mutate(toCreateInput(form), {
      onSuccess: (res) => {
        const id = res?.campaignId ?? res?.campaign?.id
        toast.success('Campaign created')
        navigate(id ? `/campaigns/${encodeURIComponent(id)}` : '/campaigns')
      },
      onError: () => setSubmitError('Failed to create campaign. Please try again.'),
    })
  }

  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" className="mb-3 -ml-2 text-muted-foreground" asChild>
        <Link to="/campaigns">
          <ArrowLeft /> Back to Campaigns
        </Link>
      </Button>
      <PageHeader title="Create Campaign" documentTitle="New campaign" description="Name your campaign now; details can be added now or later." />

      <form onSubmit={submit} noValidate className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>Basic Information</CardTitle>
            <CardDescription>How your team will find this campaign.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field id="campaign-name" label="Campaign name" required error={nameError}>
              <Input
                id="campaign-name"
                placeholder="e.g. Cardiozen Q3 DTC Display"
                value={form.name}
                maxLength={200}
                aria-invalid={!!nameError}
                aria-describedby={nameError ? 'campaign-name-error' : undefined}
                onChange={(e) => set('name', e.target.value)}
                autoFocus
              />
            </Field>
            <Field id="campaign-description" label="Description">
              <Textarea
                id="campaign-description"
                placeholder="Goal, audience and timing of the campaign"
                value={form.description}
                maxLength={2000}
                onChange={(e) => set('description', e.target.value)}
              />
            </Field>
          </CardContent>
        </Card>

        <Section title="Campaign Details" description="Channel and audience" icon={Megaphone} defaultOpen>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="campaign-channel" label="Channel">
              <Select value={form.channel} onValueChange={(v) => set('channel', v)}>
                <SelectTrigger id="campaign-channel">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CAMPAIGN_CHANNELS.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="campaign-customer-type" label="Customer type">
              <Select value={form.customerType} onValueChange={(v) => set('customerType', v)}>
                <SelectTrigger id="campaign-customer-type">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CUSTOMER_TYPES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c === 'DTC' ? 'DTC (direct to consumer)' : 'HCP (healthcare professional)'}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </div>
        </Section>

        <Section title="Product Information" description="Brand, product, indication, therapeutic area" icon={Package}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="campaign-brand" label="Brand" value={form.brand} onChange={(v) => set('brand', v)} />
            <TextField id="campaign-product" label="Product" value={form.product} onChange={(v) => set('product', v)} />
            <TextField id="campaign-indication" label="Indication" value={form.indication} onChange={(v) => set('indication', v)} />
            <TextField id="campaign-therapeutic-area" label="Therapeutic area" value={form.therapeuticArea} onChange={(v) => set('therapeuticArea', v)} />
          </div>
        </Section>

        <Section title="Compliance" description="FDA filing number and DOFU expiration" icon={ShieldCheck}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="campaign-fda"
              label="FDA filing number"
              placeholder="e.g. US-CZN-2026-0142"
              value={form.fdaFilingNumber}
              onChange={(v) => set('fdaFilingNumber', v)}
            />
            <TextField id="campaign-dofu" label="DOFU expiration" type="date" value={form.dofuExpiration} onChange={(v) => set('dofuExpiration', v)} />
          </div>
        </Section>

        {submitError ? (
          <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            {submitError}
          </p>
        ) : null}

        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" asChild>
            <Link to="/campaigns">Cancel</Link>
          </Button>
          <Button type="submit" variant="brand" disabled={create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Create Campaign
          </Button>
        </div>
      </form>
    </div>
  )
}

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string | null; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-danger" aria-hidden="true">*</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function TextField(props: { id: string; label: string; value: string; onChange: (v: string) => void; placeholder?: string; type?: string }) {
  return (
    <Field id={props.id} label={props.label}>
      <Input id={props.id} type={props.type ?? 'text'} placeholder={props.placeholder} value={props.value} maxLength={200} onChange={(e) => props.onChange(e.target.value)} />
    </Field>
  )
}

function Section({ title, description, icon: Icon, defaultOpen = false, children }: { title: string; description: string; icon: LucideIcon; defaultOpen?: boolean; children: React.ReactNode }) {
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
            <span className="block text-xs text-muted-foreground">{description} · optional</span>
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
