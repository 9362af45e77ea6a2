import { AlertCircle, CheckCircle2, CircleDashed, Copy, Loader2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import type { BuilderAsset } from '@/features/builder/types'
import { cn } from '@/lib/utils'
import { type DriveImportItem, useDriveImport } from './driveApi'
import { importCounts } from './driveLogic'

/**
 * ImportProgress shows a Drive import file by file: queued, downloading,
 * then the asset's own pipeline progress once imported; 'already imported'
 * with an offer to import again; failures with Google's reason.
 */
export function ImportProgress({
  jobId,
  assets,
  onReimport,
}: {
  jobId: string
  assets: BuilderAsset[] | undefined
  onReimport?: (fileIds: string[]) => void
}) {
  const job = useDriveImport(jobId)
  const c = importCounts(job.data)
  const byId = new Map((assets ?? []).map((a) => [a.id, a]))
  const already = (job.data?.files ?? []).filter((f) => f.status === 'already imported')
  return (
    <section aria-label="Import progress" className="rounded-lg border" data-testid="import-progress">
      <header className="flex flex-wrap items-center gap-2 border-b bg-muted/40 px-3 py-2 text-sm">
        {job.data?.done ? <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> : <Loader2 className="size-4 animate-spin text-brand" aria-hidden="true" />}
        <span className="font-medium" role="status">
          {job.data?.done ? 'Import finished' : 'Importing…'} {c.imported + c.already + c.failed} of {c.total}
        </span>
        <span className="ml-auto flex gap-1.5 text-xs">
          <Badge variant="success">{c.imported} imported</Badge>
          {c.already ? <Badge variant="secondary">{c.already} already imported</Badge> : null}
          {c.failed ? <Badge variant="danger">{c.failed} failed</Badge> : null}
        </span>
      </header>
      <ul className="max-h-64 divide-y overflow-y-auto">
        {(job.data?.files ?? []).map((f) => (
          <ImportRow key={f.fileId} item={f} asset={f.assetId ? byId.get(f.assetId) : undefined} />
        ))}
      </ul>
      {already.length > 0 && job.data?.done && onReimport ? (
        <footer className="flex items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
          <span>{already.length === 1 ? 'One file was' : `${already.length} files were`} already imported into this campaign at the same version.</span>
          <Button size="sm" variant="outline" onClick={() => onReimport(already.map((f) => f.fileId))}>
            <Copy /> Import again
          </Button>
        </footer>
      ) : null}
    </section>
  )
}

function ImportRow({ item, asset }: { item: DriveImportItem; asset?: BuilderAsset }) {
  const label = item.name || item.fileId
  let right: React.ReactNode
  switch (item.status) {
    case 'queued':
      right = (
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <CircleDashed className="size-3.5" aria-hidden="true" /> Queued
        </span>
      )
      break
    case 'downloading':
      right = (
        <span className="flex items-center gap-1 text-xs text-brand">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Downloading
        </span>
      )
      break
    case 'failed':
      right = (
        <span className="flex min-w-0 items-center gap-1 text-xs text-danger" title={item.error}>
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" /> <span className="truncate">{item.reason ? `${item.reason}: ` : ''}{item.error}</span>
        </span>
      )
      break
    case 'already imported':
      right = <Badge variant="secondary">Already imported</Badge>
      break
    default:
      right = asset ? <PipelineState asset={asset} /> : <Badge variant="success">Imported</Badge>
  }
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm" data-status={item.status}>
      <span className="min-w-0 flex-1 truncate" title={label}>
        {label}
      </span>
      <span className={cn('flex min-w-0 max-w-[60%] justify-end')}>{right}</span>
    </li>
  )
}

function PipelineState({ asset }: { asset: BuilderAsset }) {
  if (asset.status === 'complete') {
    const score = asset.analysis?.complianceScore
    return (
      <Badge variant={score == null ? 'secondary' : score >= 80 ? 'success' : score >= 60 ? 'warning' : 'danger'} data-testid="import-analysed">
        <CheckCircle2 aria-hidden="true" /> Analysed{score == null ? '' : ` · ${score}%`}
      </Badge>
    )
  }
  if (asset.status === 'error') return <Badge variant="danger">Processing failed</Badge>
  const active = asset.processingSteps?.find((s) => s.status === 'active')
  return (
    <span className="flex items-center gap-2 text-xs text-muted-foreground">
      <Progress value={asset.progress ?? 0} className="h-1.5 w-20" aria-label={`${asset.name} progress`} />
      {active?.label ?? 'Queued for analysis'}
    </span>
  )
}
