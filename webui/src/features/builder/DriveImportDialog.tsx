import { HardDrive } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { api } from '@/lib/api'

/**
 * DriveImportDialog is the Import from Drive modal. This server has no
 * Google Drive connection configured, so it says so plainly instead of
 * showing files that do not exist.
 */
export function DriveImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (v: boolean) => void }) {
  const status = useQuery({
    queryKey: ['google-drive', 'status'],
    queryFn: () => api.get<{ connected?: boolean; email?: string }>('/api/google-drive/status'),
    enabled: open,
  })
  const connected = status.data?.connected === true
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HardDrive className="size-5 text-brand" aria-hidden="true" /> Import from Google Drive
          </DialogTitle>
          <DialogDescription>Pick creative assets from a Google Drive folder and check them here.</DialogDescription>
        </DialogHeader>
        <div role="status" className="rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
          {status.isPending ? (
            'Checking the Google Drive connection…'
          ) : connected ? (
            <>Google Drive reports a connection{status.data?.email ? ` for ${status.data.email}` : ''}, but importing files from it is not available on this server yet. Download the files and use Select Files instead.</>
          ) : (
            <>
              <p className="font-medium">Google Drive not connected.</p>
              <p className="mt-1 text-muted-foreground">
                Importing from Drive needs Google sign-in to be configured for this server by an administrator (a Google OAuth client). Until then, upload
                files from your computer with Select Files or by dropping them on the page.
              </p>
            </>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to="/settings">Open Settings</Link>
          </Button>
          <DialogClose asChild>
            <Button variant="brand">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
