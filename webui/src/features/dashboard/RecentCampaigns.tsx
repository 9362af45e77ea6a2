import { ChevronRight, FolderKanban, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, QueryState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { StatusBadge } from '@/features/campaigns/CampaignCard'
import { useCampaigns } from '@/features/campaigns/campaignApi'
import { filterCampaigns } from '@/features/campaigns/filter'
import { formatRelative } from '@/lib/format'

/** RECENT_LIMIT is how many campaigns the dashboard lists. */
export const RECENT_LIMIT = 5

/** RecentCampaigns lists the most recently updated campaigns. */
export function RecentCampaigns() {
  const q = useCampaigns()
  const recent = filterCampaigns(q.data ?? [], 'all', '').slice(0, RECENT_LIMIT)
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <CardTitle>Recent campaigns</CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/campaigns">
            View all <ChevronRight />
          </Link>
        </Button>
      </CardHeader>
      <div className="px-2 pb-2">
        <QueryState
          query={q}
          loading={
            <div className="space-y-2 p-3" aria-busy="true" aria-label="Loading campaigns">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          }
          errorTitle="Could not load campaigns"
          errorClassName="m-3 border-0 py-8"
          isEmpty={recent.length === 0}
          empty={
            <EmptyState
              className="m-3 border-0 py-8"
              icon={FolderKanban}
              title="No campaigns yet"
              description="Your campaigns will be listed here."
              action={
                <Button variant="brand" size="sm" asChild>
                  <Link to="/campaigns/new">
                    <Plus /> Create Campaign
                  </Link>
                </Button>
              }
            />
          }
        >
          {() => (
            <ul className="divide-y">
              {recent.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/campaigns/${encodeURIComponent(c.id)}`}
                    className="flex items-center gap-3 rounded-md px-3 py-2.5 hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium" title={c.name}>
                        {c.name}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[c.brand, c.product].filter(Boolean).join(' · ') || 'No brand yet'} · updated {formatRelative(c.updatedAt)}
                      </span>
                    </span>
                    {c.channel ? (
                      <Badge variant="brand" className="hidden sm:inline-flex">
                        {c.channel}
                      </Badge>
                    ) : null}
                    <StatusBadge status={c.status} />
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  )
}
