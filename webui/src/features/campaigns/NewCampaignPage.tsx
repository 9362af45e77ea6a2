import * as React from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { useCreateCampaign } from './campaignApi'
import { BackToCampaigns, CampaignForm } from './CampaignForm'
import type { CampaignFormFields, NewCampaignInput } from './types'
import { formFromCampaign, trimmed } from './validate'

/** EMPTY_CAMPAIGN_FORM is the new-campaign form's initial state (channel Display, customer type DTC). */
export const EMPTY_CAMPAIGN_FORM: CampaignFormFields = formFromCampaign({})

/** toCreateInput trims the form and adds the fixed fields of a new campaign (draft, 0 assets, score 0). */
export function toCreateInput(f: CampaignFormFields): NewCampaignInput {
  const { status: _status, ...rest } = trimmed(f)
  return { ...rest, status: 'draft', assetCount: 0, complianceScore: 0 }
}

/** NewCampaignPage is the create-campaign form (spec §2). */
export function NewCampaignPage() {
  const navigate = useNavigate()
  const create = useCreateCampaign()
  const [submitError, setSubmitError] = React.useState<string | null>(null)

  function submit(form: CampaignFormFields) {
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
      <BackToCampaigns />
      <PageHeader title="Create Campaign" documentTitle="New campaign" description="Name your campaign now; details can be added now or later." />
      <CampaignForm
        mode="create"
        initial={EMPTY_CAMPAIGN_FORM}
        pending={create.isPending}
        submitError={submitError}
        onChange={() => setSubmitError(null)}
        onSubmit={submit}
        cancelTo="/campaigns"
      />
    </div>
  )
}
