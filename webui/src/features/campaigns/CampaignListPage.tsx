import { FolderKanban, Loader2, Plus, Search, SearchX } from 'lucide-react'
import * as React from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
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

      <div className="mb-5 flex flex-wrap items-center gap-3">
        <div className="relative w-full max-w-sm">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            placeholder="Search campaigns…"
            aria-label="Search campaigns"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div role="group" aria-label="Filter by status" className="inline-flex rounded-md border bg-card p-0.5">
          {STATUS_FILTERS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'h-8 rounded-[5px] px-3 text-sm font-medium capitalize text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                status === s && 'bg-primary text-primary-foreground hover:text-primary-foreground',
              )}
            >
              {s}
            </button>
          ))}
        </div>
        {query.isSuccess && campaigns.length > 0 ? (
          <span className="ml-auto text-sm text-muted-foreground tabular-nums">
            {visible.length} of {campaigns.length} campaign{campaigns.length === 1 ? '' : 's'}
          </span>
        ) : null}
      </div>

      {query.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading campaigns">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="rounded-xl border bg-card p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-6 h-4 w-1/3" />
              <Skeleton className="mt-4 h-10 w-full" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title="Could not load campaigns" error={query.error} onRetry={() => void query.refetch()} />
      ) : campaigns.length === 0 ? (
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
      ) : visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No campaigns match your search"
          description="Try other words or another status filter."
          action={
            <Button
              variant="outline"
              onClick={() => {
                setSearch('')
                setStatus('all')
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((c) => (
            <CampaignCard key={c.id} campaign={c} onDelete={setToDelete} />
          ))}
        </div>
      )}

      <AlertDialog open={toDelete !== null} onOpenChange={(o) => !o && !del.isPending && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete campaign</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this campaign?
              {toDelete ? <span className="mt-1 block font-medium text-foreground">{toDelete.name}</span> : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={del.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={del.isPending}
              onClick={(e) => {
                e.preventDefault()
                confirmDelete()
              }}
            >
              {del.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
