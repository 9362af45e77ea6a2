import { ArrowLeft, FolderX, Server, Table2, UploadCloud } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useCampaign } from '@/features/campaigns/campaignApi'
import { matrixRowCount, useMatrix } from '@/features/matrix/matrixApi'
import { MatrixTab } from '@/features/matrix/MatrixTab'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { ApiError } from '@/lib/api'
import { AssetList } from './AssetList'
import { AssetPanel } from './AssetPanel'
import { builderStats, lastUserSave } from './assetLogic'
import { BuilderTopBar } from './BuilderTopBar'
import { useCheckRuns } from './checkRuns'
import { CheckRunsTab } from './CheckRunsTab'
import { useCampaignAssets } from './builderApi'
import { StatsStrip } from './StatsStrip'
import { UploadPanel } from './UploadPanel'
import { useCampaignEvents } from './useCampaignEvents'

/** CampaignBuilderPage is the campaign builder at /campaigns/{id}, 'Creative Ad Trafficking System'. */
export function CampaignBuilderPage() {
  const { id = '' } = useParams()
  const campaign = useCampaign(id)
  const assets = useCampaignAssets(id)
  const live = useCampaignEvents(campaign.isSuccess ? id : '')
  // The tab counts the matrix's rows: real creatives and missing ones, as the editor and exports list them.
  const matrix = useMatrix(id, campaign.isSuccess)
  const [tab, setTab] = useState('upload')
  const [openId, setOpenId] = useState<string | null>(null)
  const checkRuns = useCheckRuns(id)
  useDocumentTitle(campaign.data?.name ?? 'Campaign')

  if (campaign.isPending)
    return (
      <div aria-busy="true" aria-label="Loading campaign">
        <BackLink />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="mt-3 h-4 w-1/2" />
        <Skeleton className="mt-6 h-20 w-full" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    )
  if (campaign.isError) {
    const notFound = campaign.error instanceof ApiError && campaign.error.status === 404
    return (
      <div>
        <BackLink />
        {notFound ? (
          <EmptyState icon={FolderX} title="Campaign not found" description="It may have been deleted, or it belongs to another organization." />
        ) : (
          <ErrorState title="Could not load the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
        )}
      </div>
    )
  }

  const list = assets.data ?? []
  const stats = builderStats(list)
  const open = openId ? (list.find((a) => a.id === openId) ?? null) : null
  return (
    <div>
      <BuilderTopBar campaign={campaign.data} live={live} lastSaved={lastUserSave(list, campaign.data.updatedAt)} />
      {/* The counts wait for the whole list: a first page's counts would be wrong. */}
      <StatsStrip stats={stats} loading={assets.isPending || assets.loadingMore} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="upload">
            <UploadCloud className="max-lg:hidden" /> Asset Upload &amp; Analysis
          </TabsTrigger>
          <TabsTrigger value="matrix">
            <Table2 className="max-lg:hidden" /> Creative Matrix ({matrixRowCount(matrix.data).toLocaleString()})
          </TabsTrigger>
          <TabsTrigger value="ci">
            <Server className="max-lg:hidden" /> CI Runs ({checkRuns.data?.length ?? 0})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upload" className="space-y-4">
          <UploadPanel campaignId={id} compact={list.length > 0} />
          <AssetList
            campaignId={id}
            assets={assets.data}
            loading={assets.isPending}
            loadingMore={assets.loadingMore ? campaign.data.assetCount : undefined}
            error={assets.isError ? assets.error : null}
            onRetry={() => void assets.refetch()}
            onOpen={setOpenId}
          />
        </TabsContent>
        <TabsContent value="ci">
          <CheckRunsTab campaignId={id} />
        </TabsContent>
        <TabsContent value="matrix">
          <MatrixTab campaignId={id} assetCount={list.length} onUploadAssets={() => setTab('upload')} />
        </TabsContent>
      </Tabs>
      <AssetPanel campaignId={id} asset={open} onClose={() => setOpenId(null)} />
    </div>
  )
}

function BackLink() {
  return (
    <Button variant="ghost" size="sm" className="mb-3 -ml-2 text-muted-foreground" asChild>
      <Link to="/campaigns">
        <ArrowLeft /> Back to Campaigns
      </Link>
    </Button>
  )
}
