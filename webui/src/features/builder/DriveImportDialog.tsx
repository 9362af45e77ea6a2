import { HardDrive } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DriveBrowser } from '@/features/drive/DriveBrowser'
import { ImportProgress } from '@/features/drive/ImportProgress'
import { useStartImport } from '@/features/drive/driveApi'
import { builderApi, builderKeys } from './builderApi'

/**
 * DriveImportDialog is the builder's Import from Drive modal: the Drive
 * browser with multi-select, importing into the open campaign, then the
 * import's live progress file by file through the pipeline (the builder's
 * event stream feeds both the job and the assets).
 */
export function DriveImportDialog({ campaignId, open, onOpenChange }: { campaignId: string; open: boolean; onOpenChange: (v: boolean) => void }) {
  const [job, setJob] = useState<{ id: string; demo: boolean } | null>(null)
  const assets = useQuery({ queryKey: builderKeys.assets(campaignId), queryFn: () => builderApi.listAssets(campaignId), enabled: open && !!job })
  const again = useStartImport()
  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        onOpenChange(v)
        if (!v) setJob(null)
      }}
    >
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HardDrive className="size-5 text-brand" aria-hidden="true" /> Import from Google Drive
          </DialogTitle>
          <DialogDescription>Select creative assets in Drive; they are imported into this campaign and checked like uploads.</DialogDescription>
        </DialogHeader>
        {job ? (
          <ImportProgress
            jobId={job.id}
            assets={assets.data}
            onReimport={(fileIds) =>
              again.mutate(
                { campaignId, fileIds, demo: job.demo, reimport: true },
                { onSuccess: (res) => setJob({ id: res.import.id, demo: job.demo }), onError: () => toast.error('The import could not start') },
              )
            }
          />
        ) : (
          <DriveBrowser campaignId={campaignId} onImportStarted={(j, demo) => setJob({ id: j.id, demo })} />
        )}
        <DialogFooter>
          {job ? (
            <Button variant="outline" onClick={() => setJob(null)}>
              Import more files
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button variant={job ? 'brand' : 'outline'}>{job ? 'Done' : 'Close'}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
