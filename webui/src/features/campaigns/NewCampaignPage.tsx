import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useCreateCampaign } from './campaignApi'
import { BackToCampaigns, CampaignForm } from './CampaignForm'
import { formConfigApi, withDefaults, type Configuration } from './formConfig'
import type { CampaignFormFields, NewCampaignInput } from './types'
import { formFromCampaign, trimmed, type CampaignFormErrors } from './validate'

/** EMPTY_CAMPAIGN_FORM is the new-campaign form's initial state (channel Display, customer type DTC). */
export const EMPTY_CAMPAIGN_FORM: CampaignFormFields = formFromCampaign({})

/** toCreateInput trims the form and adds the fixed fields of a new campaign (draft, 0 assets, score 0). */
export function toCreateInput(f: CampaignFormFields): NewCampaignInput {
  const { status: _status, ...rest } = trimmed(f)
  return { ...rest, status: 'draft', assetCount: 0, complianceScore: 0 }
}

/** fromPreset fills a new form with a saved configuration's values. */
export function fromPreset(base: CampaignFormFields, preset: Configuration | undefined): CampaignFormFields {
  if (!preset) return base
  const next = { ...base }
  for (const [k, v] of Object.entries(preset.values)) {
    if (k in next && typeof v === 'string') next[k as keyof CampaignFormFields] = v
  }
  return next
}

/**
 * NewCampaignPage is the create-campaign form (spec §2) as the organization
 * configured it (GET /api/configurations/fields): its labels, required
 * fields, offered channels and customer types, and defaults. Saved
 * configurations can prefill it; the server checks it (POST
 * /api/configurations/validate) before the campaign is created.
 */
export function NewCampaignPage() {
  const navigate = useNavigate()
  const create = useCreateCampaign()
  const fields = useQuery({ queryKey: ['configurations', 'fields'], queryFn: formConfigApi.fields })
  const presets = useQuery({ queryKey: ['configurations', 'list'], queryFn: formConfigApi.list })
  const [presetId, setPresetId] = React.useState('')
  const [submitError, setSubmitError] = React.useState<string | null>(null)
  const [serverErrors, setServerErrors] = React.useState<CampaignFormErrors>({})
  const [checking, setChecking] = React.useState(false)

  const preset = presets.data?.find((p) => p.id === presetId)
  const initial = React.useMemo(() => fromPreset(withDefaults(EMPTY_CAMPAIGN_FORM, fields.data), preset), [fields.data, preset])

  async function submit(form: CampaignFormFields) {
    const input = toCreateInput(form)
    setChecking(true)
    try {
      const { status: _s, assetCount: _a, complianceScore: _c, ...formData } = input
      const v = await formConfigApi.validate(formData)
      if (!v.valid) {
        setServerErrors(v.errors as CampaignFormErrors)
        return
      }
    } catch {
      // The check is advisory: the create call enforces the same rules.
    } finally {
      setChecking(false)
    }
    create.mutate(input, {
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
      <BackToCampaigns />
      <PageHeader title="Create Campaign" documentTitle="New campaign" description="Name your campaign now; details can be added now or later." />
      {presets.data && presets.data.length > 0 ? (
        <div className="mb-4 grid max-w-sm gap-1.5">
          <Label htmlFor="campaign-preset">Start from a saved configuration</Label>
          <Select value={presetId || 'none'} onValueChange={(v) => setPresetId(v === 'none' ? '' : v)}>
            <SelectTrigger id="campaign-preset">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">None (blank form)</SelectItem>
              {presets.data.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      {fields.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading the form…
        </p>
      ) : (
        <CampaignForm
          key={`${presetId}:${fields.dataUpdatedAt}`}
          mode="create"
          initial={initial}
          fields={fields.data}
          serverErrors={serverErrors}
          pending={create.isPending || checking}
          submitError={submitError}
          onChange={() => setSubmitError(null)}
          onSubmit={(f) => void submit(f)}
          cancelTo="/campaigns"
        />
      )}
    </div>
  )
}
