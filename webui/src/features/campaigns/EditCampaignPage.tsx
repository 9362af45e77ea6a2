import { useQueryClient } from '@tanstack/react-query'
import { FolderX } from 'lucide-react'
import * as React from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { ConflictDialog } from '@/components/app/conflict-dialog'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Skeleton } from '@/components/ui/skeleton'
import { HistoryButton } from '@/features/audit/HistoryDialog'
import { ApiError, conflictOf } from '@/lib/api'
import { campaignKeys, useCampaign, useUpdateCampaign } from './campaignApi'
import { BackToCampaigns, CampaignForm } from './CampaignForm'
import type { Campaign, CampaignFormFields } from './types'
import { formFromCampaign, trimmed } from './validate'

/** EditCampaignPage is the edit form of a campaign at /campaigns/{id}/edit; saving returns to the builder. */
export function EditCampaignPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const campaign = useCampaign(id)
  const update = useUpdateCampaign(id)
  const qc = useQueryClient()
  const [submitError, setSubmitError] = React.useState<string | null>(null)
  // A save refused because someone else saved the campaign since it was
  // loaded: the form as sent, and the campaign as it is now.
  const [conflict, setConflict] = React.useState<{ form: CampaignFormFields; current: Campaign } | null>(null)
  const builder = `/campaigns/${encodeURIComponent(id)}`

  /** submit saves the form based on the version it was loaded at. */
  function submit(form: CampaignFormFields, version = campaign.data?.version) {
    update.mutate(
      { ...trimmed(form), version },
      {
        onSuccess: () => {
          setConflict(null)
          toast.success('Campaign saved')
          navigate(builder)
        },
        onError: (err) => {
          const c = conflictOf<Campaign>(err)
          if (c) {
            setConflict({ form, current: c.current })
            return
          }
          setSubmitError(err instanceof ApiError && err.status < 500 ? err.serverMessage || 'Failed to update campaign' : 'Failed to update campaign')
        },
      },
    )
  }

  /** reload shows the campaign as someone else saved it; the form starts again from it. */
  function reload() {
    if (conflict) qc.setQueryData(campaignKeys.detail(id), conflict.current)
    setConflict(null)
    toast.info('Showing the latest saved version of the campaign')
  }

  return (
    <div className="mx-auto max-w-3xl">
      <BackToCampaigns to={campaign.isSuccess ? builder : '/campaigns'} label={campaign.isSuccess ? `Back to ${campaign.data.name}` : 'Back to Campaigns'} />
      <PageHeader
        title="Edit Campaign"
        documentTitle={campaign.data ? `Edit ${campaign.data.name}` : 'Edit campaign'}
        description="Change the campaign's details and status."
        actions={campaign.data ? <HistoryButton type="campaign" id={campaign.data.id} name={campaign.data.name} /> : null}
      />
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
          key={`${campaign.data.id}@${campaign.data.version ?? 0}`}
          mode="edit"
          initial={formFromCampaign(campaign.data)}
          pending={update.isPending}
          submitError={submitError}
          onChange={() => setSubmitError(null)}
          onSubmit={submit}
          cancelTo={builder}
        />
      )}
      <ConflictDialog
        open={conflict !== null}
        what="This campaign"
        pending={update.isPending}
        onReload={reload}
        onOverwrite={() => conflict && submit(conflict.form, conflict.current.version)}
      />
    </div>
  )
}
