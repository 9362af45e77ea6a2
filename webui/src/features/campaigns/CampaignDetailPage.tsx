import { ArrowLeft, FileSearch, FolderX, UploadCloud } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { ApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { StatusBadge } from './CampaignCard'
import { useCampaign } from './campaignApi'
import type { Campaign } from './types'

const FIELDS: { key: keyof Campaign; label: string; date?: boolean }[] = [
  { key: 'channel', label: 'Channel' },
  { key: 'customerType', label: 'Customer type' },
  { key: 'brand', label: 'Brand' },
  { key: 'product', label: 'Product' },
  { key: 'indication', label: 'Indication' },
  { key: 'therapeuticArea', label: 'Therapeutic area' },
  { key: 'fdaFilingNumber', label: 'FDA filing number' },
  { key: 'dofuExpiration', label: 'DOFU expiration' },
  { key: 'assetCount', label: 'Assets' },
  { key: 'complianceScore', label: 'Compliance score' },
  { key: 'createdAt', label: 'Created', date: true },
  { key: 'updatedAt', label: 'Updated', date: true },
]

function BackLink() {
  return (
    <Button variant="ghost" size="sm" className="mb-3 -ml-2 text-muted-foreground" asChild>
      <Link to="/campaigns">
        <ArrowLeft /> Back to Campaigns
      </Link>
    </Button>
  )
}

/** CampaignDetailPage shows one campaign; the builder's asset tools arrive with their own issue. */
export function CampaignDetailPage() {
  const { id = '' } = useParams()
  const q = useCampaign(id)
  useDocumentTitle(q.data?.name ?? 'Campaign')

  if (q.isPending)
    return (
      <div aria-busy="true" aria-label="Loading campaign">
        <BackLink />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="mt-3 h-4 w-1/2" />
        <Skeleton className="mt-8 h-48 w-full" />
      </div>
    )
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404
    return (
      <div>
        <BackLink />
        {notFound ? (
          <EmptyState icon={FolderX} title="Campaign not found" description="It may have been deleted, or it belongs to another organization." />
        ) : (
          <ErrorState title="Could not load the campaign" error={q.error} onRetry={() => void q.refetch()} />
        )}
      </div>
    )
  }
  const c = q.data
  return (
    <div>
      <BackLink />
      <PageHeader
        title={c.name}
        documentTitle={c.name}
        description={c.description || 'Creative Ad Trafficking System'}
        actions={
          <>
            <StatusBadge status={c.status} />
            <Button variant="outline" asChild>
              <Link to="/rules">Manage Rules</Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Campaign details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
              {FIELDS.map(({ key, label, date }) => {
                const v = c[key]
                const empty = v === undefined || v === null || v === ''
                let text = empty ? '—' : date ? formatDate(String(v)) : String(v)
                // Without assets nothing was checked: no score rather than 0%.
                if (key === 'complianceScore') text = (c.assetCount ?? 0) > 0 && !empty ? `${v}%` : 'Not checked'
                return (
                  <div key={key} className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="mt-0.5 truncate font-medium">{key === 'channel' && v ? <Badge variant="brand">{text}</Badge> : text}</dd>
                  </div>
                )
              })}
            </dl>
          </CardContent>
        </Card>
        <EmptyState
          icon={UploadCloud}
          title="No assets yet"
          description="Asset upload, compliance analysis and the creative matrix for this campaign are not available in this version yet."
          action={
            <Button variant="outline" asChild>
              <Link to="/rules">
                <FileSearch /> Review BRD rules
              </Link>
            </Button>
          }
        />
      </div>
    </div>
  )
}
