import { FolderKanban, Plus } from 'lucide-react'
import * as React from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ListToolbar, NoMatchesState } from '@/components/app/list-toolbar'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, QueryState } from '@/components/app/states'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { CampaignCard } from './CampaignCard'
import { useCampaigns, useDeleteCampaign } from './campaignApi'
import { filterCampaigns } from './filter'
import { STATUS_FILTERS, type Campaign, type StatusFilter } from './types'

/** CampaignListPage lists campaigns with search, status filters, and delete. */
export function CampaignListPage() {
  const [search, setSearch] = React.useState('')
  const [status, setStatus] = React.useState<StatusFilter>('all')
  const [toDelete, setToDelete] = React.useState<Campaign | null>(null)
  const query = useCampaigns()
  const del = useDeleteCampaign()

  const campaigns = React.useMemo(() => query.data ?? [], [query.data])
  const visible = React.useMemo(() => filterCampaigns(campaigns, status, search), [campaigns, status, search])

  function confirmDelete() {
    if (!toDelete) return
    const c = toDelete
    del.mutate(c.id, {
      onSuccess: () => toast.success(`Deleted “${c.name}”`),
      onError: () => toast.error('Failed to delete campaign'),
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Every campaign of your organization, with its assets and compliance score."
        actions={
          <Button variant="brand" asChild>
            <Link to="/campaigns/new">
              <Plus /> New Campaign
            </Link>
          </Button>
        }
      />

      <ListToolbar
        className="mb-5"
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Search campaigns…"
        searchLabel="Search campaigns"
        filters={STATUS_FILTERS}
        filter={status}
        onFilter={setStatus}
        filterLabel="Filter by status"
        count={query.isSuccess && campaigns.length > 0 ? `${visible.length} of ${campaigns.length} campaign${campaigns.length === 1 ? '' : 's'}` : undefined}
      />

      <QueryState
        query={query}
        loading={
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading campaigns">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="rounded-xl border bg-card p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="mt-2 h-4 w-full" />
                <Skeleton className="mt-6 h-4 w-1/3" />
                <Skeleton className="mt-4 h-10 w-full" />
              </div>
            ))}
          </div>
        }
        errorTitle="Could not load campaigns"
        isEmpty={campaigns.length === 0}
        empty={
          <EmptyState
            icon={FolderKanban}
            title="No campaigns yet"
            description="Create your first campaign to upload creative assets and check them against your BRD rules."
            action={
              <Button variant="brand" asChild>
                <Link to="/campaigns/new">
                  <Plus /> Create Campaign
                </Link>
              </Button>
            }
          />
        }
      >
        {() => (
  visible.length === 0 ? (
          <NoMatchesState
            items="campaigns"
            hint="Try other words or another status filter."
            onClear={() => {
              setSearch('')
              setStatus('all')
            }}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {visible.map((c) => (
              <CampaignCard key={c.id} campaign={c} onDelete={setToDelete} />
            ))}
          </div>
        )
        )}
      </QueryState>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete campaign"
        description={
          <>
            Are you sure you want to delete this campaign?
            {toDelete ? (
              <span className="mt-1 line-clamp-3 block font-medium text-foreground" title={toDelete.name}>
                {toDelete.name}
              </span>
            ) : null}
          </>
        }
        pending={del.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  )
}
