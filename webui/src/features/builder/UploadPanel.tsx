import { CloudUpload, FolderOpen, HardDrive } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { ACCEPT, acceptedFile } from './assetLogic'
import { useUploadAssets, type UploadOutcome } from './builderApi'
import { DriveImportDialog } from './DriveImportDialog'
import { formatTransfer, type UploadProgress } from './upload'

/** UploadPanel is the drop zone with Select Files and Import from Drive. */
export function UploadPanel({ campaignId, compact = false }: { campaignId: string; compact?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [driveOpen, setDriveOpen] = useState(false)
  const [sent, setSent] = useState<UploadProgress | null>(null)
  const upload = useUploadAssets(campaignId)

  const send = (list: FileList | File[] | null) => {
    const files = Array.from(list ?? [])
    if (files.length === 0) return
    const ok = files.filter(acceptedFile)
    for (const f of files.filter((f) => !acceptedFile(f))) {
      toast.error(`${f.name} was not uploaded`, { description: 'Accepted: images, videos, PDF, DOC, DOCX and HTML5 banner zips.' })
    }
    if (ok.length === 0) return
    setSent({ loaded: 0, total: ok.reduce((n, f) => n + f.size, 0) })
    upload.mutate(
      { files: ok, onProgress: setSent },
      {
        onSettled: () => setSent(null),
        onSuccess: (out) => report(out),
        onError: (err) => {
          const out = (err as { outcome?: UploadOutcome }).outcome
          if (out) report(out)
          else toast.error('Upload failed', { description: err.message })
        },
      },
    )
  }

  return (
    <div
      className={cn(
        'flex rounded-xl border-2 border-dashed bg-card transition-colors',
        compact ? 'flex-wrap items-center gap-x-4 gap-y-3 px-5 py-3.5' : 'flex-col items-center justify-center px-6 py-7 text-center',
        over ? 'border-brand bg-brand-soft/60' : 'border-border',
      )}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        send(e.dataTransfer.files)
      }}
      data-testid="drop-zone"
    >
      <div className={cn('flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand', !compact && 'mb-3')}>
        <CloudUpload className={cn('size-5', upload.isPending && 'animate-bounce')} aria-hidden="true" />
      </div>
      <div className={cn(compact && 'min-w-0 flex-1')}>
        <p className="font-medium">{upload.isPending ? 'Uploading…' : 'Drop creative assets here'}</p>
        {upload.isPending && sent ? (
          <div className={cn('mt-1.5 flex items-center gap-2 text-xs text-muted-foreground', !compact && 'justify-center')} role="status">
            <Progress value={sent.total ? (sent.loaded / sent.total) * 100 : 0} className="h-1.5 w-40" aria-label="Upload progress" />
            <span className="tabular-nums">{formatTransfer(sent)}</span>
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Images, videos, PDF, DOC, DOCX and HTML5 banner zips · several at once</p>
        )}
      </div>
      <div className={cn('flex flex-wrap gap-2', compact ? 'justify-end' : 'mt-4 justify-center')}>
        <Button variant="brand" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <FolderOpen /> Select Files
        </Button>
        <Button variant="outline" onClick={() => setDriveOpen(true)}>
          <HardDrive /> Import from Drive
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        aria-label="Select files to upload"
        data-testid="file-input"
        tabIndex={-1}
        onChange={(e) => {
          send(e.target.files)
          e.target.value = ''
        }}
      />
      <DriveImportDialog campaignId={campaignId} open={driveOpen} onOpenChange={setDriveOpen} />
    </div>
  )
}

function report(out: UploadOutcome) {
  if (out.assets.length > 0) {
    toast.success(`${out.assets.length} ${out.assets.length === 1 ? 'asset' : 'assets'} uploaded`, { description: 'Processing has started.' })
  }
  for (const r of out.rejected) toast.error(`${r.name} was not uploaded`, { description: r.error, duration: 10_000 })
}
