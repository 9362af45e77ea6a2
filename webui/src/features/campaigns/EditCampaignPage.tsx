import { FolderX } from 'lucide-react'
import * as React from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { useCampaign, useUpdateCampaign } from './campaignApi'
import { BackToCampaigns, CampaignForm } from './CampaignForm'
import type { CampaignFormFields } from './types'
import { formFromCampaign, trimmed } from './validate'

/** EditCampaignPage is the edit form of a campaign at /campaigns/{id}/edit; saving returns to the builder. */
export function EditCampaignPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const campaign = useCampaign(id)
  const update = useUpdateCampaign(id)
  const [submitError, setSubmitError] = React.useState<string | null>(null)
  const builder = `/campaigns/${encodeURIComponent(id)}`

  function submit(form: CampaignFormFields) {
    update.mutate(trimmed(form), {
      onSuccess: () => {
        toast.success('Campaign saved')
        navigate(builder)
      },
      onError: (err) => setSubmitError(err instanceof ApiError && err.status < 500 ? err.serverMessage || 'Failed to update campaign' : 'Failed to update campaign'),
    })
  }

  return (
    <div className="mx-auto max-w-3xl">
      <BackToCampaigns to={campaign.isSuccess ? builder : '/campaigns'} label={campaign.isSuccess ? `Back to ${campaign.data.name}` : 'Back to Campaigns'} />
      <PageHeader title="Edit Campaign" documentTitle={campaign.data ? `Edit ${campaign.data.name}` : 'Edit campaign'} description="Change the campaign's details and status." />
      {campaign.isPending ? (
        <div aria-busy="true" aria-label="Loading campaign" className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : campaign.isError ? (
        campaign.error instanceof ApiError && campaign.error.status === 404 ? (
          <EmptyState icon={FolderX} title="Campaign not found" description="It may have been deleted, or it belongs to another organization." />
        ) : (
          <ErrorState title="Could not load the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
        )
      ) : (
        <CampaignForm
          key={campaign.data.id}
          mode="edit"
          initial={formFromCampaign(campaign.data)}
          pending={update.isPending}
          submitError={submitError}
          onChange={() => setSubmitError(null)}
          onSubmit={submit}
          cancelTo={builder}
        />
      )}
    </div>
  )
}
