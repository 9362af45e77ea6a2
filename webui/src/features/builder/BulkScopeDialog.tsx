import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ScopeFields } from './AssetScopeEditor'
import { scopeProblem, scopeToSave } from './scopeLabels'
import type { AssetScope } from './types'
import { useCampaignDocumentParts } from './useDocumentParts'

/**
 * BulkScopeDialog sets one platform, placement and part on the selected
 * assets; each is checked again as it is saved. 'From file name' clears a
 * value the team had set.
 */
export function BulkScopeDialog({
  campaignId,
  count,
  open,
  busy,
  onOpenChange,
  onApply,
}: {
  campaignId: string
  count: number
  open: boolean
  busy: boolean
  onOpenChange: (o: boolean) => void
  onApply: (s: AssetScope) => void
}) {
  const [scope, setScope] = useState<AssetScope>({})
  const documentParts = useCampaignDocumentParts(campaignId)
  const noun = `${count.toLocaleString()} ${count === 1 ? 'asset' : 'assets'}`
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Set the scope of {noun}</DialogTitle>
          <DialogDescription>Rules for a platform, placement or part check only assets known to be of it. Each asset is checked again when its scope is saved.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4 text-xs"
          onSubmit={(e) => {
            e.preventDefault()
            onApply(scopeToSave(scope))
          }}
        >
          <ScopeFields value={scope} onChange={setScope} disabled={busy} documentParts={documentParts} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || !!scopeProblem(scope)}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Apply to {noun}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
