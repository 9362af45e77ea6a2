import { useQuery } from '@tanstack/react-query'
import { HardDrive } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useCampaigns } from '@/features/campaigns/campaignApi'
import { builderApi, builderKeys } from '@/features/builder/builderApi'
import { DriveBrowser } from './DriveBrowser'
import { ImportProgress } from './ImportProgress'
import { useDriveImport } from './driveApi'

/** DrivePage is the cloud-drive file browser screen (/drive): browse Drive and import files into a chosen campaign. */
export function DrivePage() {
  useEffect(() => {
    document.title = 'Cloud Drive · PharmaOps'
  }, [])
  const campaigns = useCampaigns()
  const list = campaigns.data ?? []
  const [campaignId, setCampaignId] = useState('')
  const chosen = campaignId || list[0]?.id || ''
  const [jobId, setJobId] = useState<string | null>(null)
  const job = useDriveImport(jobId)
  const target = job.data?.campaignId ?? chosen
  // Without the builder's event stream the page follows the assets by polling while the import's assets are analysed.
  const assets = useQuery({
    queryKey: builderKeys.assets(target),
    queryFn: () => builderApi.listAssets(target),
    enabled: !!jobId && !!target,
    refetchInterval: (q) => ((q.state.data ?? []).some((a) => a.status !== 'complete' && a.status !== 'error') || !job.data?.done ? 1500 : false),
  })

  const picker = (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">Into</span>
      <select className="h-9 max-w-64 truncate rounded-md border bg-card px-2 text-sm" value={chosen} onChange={(e) => setCampaignId(e.target.value)} aria-label="Campaign to import into">
        {list.length === 0 ? <option value="">No campaigns yet</option> : null}
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <HardDrive className="size-6 text-brand" aria-hidden="true" /> Cloud Drive
        </h1>
        <p className="text-sm text-muted-foreground">Browse your Google Drive and import creative assets into a campaign, where they are checked like uploads.</p>
      </div>
      {list.length === 0 && !campaigns.isPending ? (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm">
          Imports go into a campaign. <Link className="text-brand underline" to="/campaigns/new">Create a campaign</Link> first.
        </p>
      ) : null}
      <DriveBrowser campaignId={chosen || null} campaignPicker={picker} onImportStarted={(j) => setJobId(j.id)} className="rounded-xl border bg-card p-4" />
      {jobId ? (
        <div className="flex flex-col gap-2">
          <ImportProgress jobId={jobId} assets={assets.data} />
          <div className="flex justify-end">
            <Button variant="outline" asChild>
              <Link to={`/campaigns/${target}`}>Open the campaign</Link>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
