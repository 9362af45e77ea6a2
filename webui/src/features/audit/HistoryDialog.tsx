import { History, Loader2 } from 'lucide-react'
import * as React from 'react'
import { QueryState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useHistory } from './auditApi'
import { AuditEntryList } from './AuditEntryList'
import type { HistoryEntity } from './types'

/** HistoryButtonProps are the props of HistoryButton. */
export interface HistoryButtonProps {
  type: HistoryEntity
  id: string
  /** name is the record's name, for the dialog's title. */
  name: string
  /** iconOnly renders a small icon button (rule rows). */
  iconOnly?: boolean
}

/** HistoryButton opens the History of a campaign, asset or rule: every change from the audit trail, newest first. */
export function HistoryButton({ type, id, name, iconOnly }: HistoryButtonProps) {
  const [open, setOpen] = React.useState(false)
  return (
    <>
      {iconOnly ? (
        <Button size="icon-sm" variant="ghost" aria-label={`History of ${name}`} title="History" onClick={() => setOpen(true)}>
          <History />
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <History /> History
        </Button>
      )}
      <HistoryDialog type={type} id={id} name={name} open={open} onOpenChange={setOpen} />
    </>
  )
}

function HistoryDialog({ type, id, name, open, onOpenChange }: { type: HistoryEntity; id: string; name: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const q = useHistory(type, id, open)
  const entries = q.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">History of {name}</DialogTitle>
          <DialogDescription>Every change from the audit trail, newest first: who, when, why, and what changed.</DialogDescription>
        </DialogHeader>
        <QueryState
          query={q}
          loading={
            <div className="space-y-3" aria-busy="true" aria-label="Loading history">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          }
          errorTitle="Could not load the history"
          isEmpty={entries.length === 0}
          empty={
            <p className="py-6 text-center text-sm text-muted-foreground">No changes recorded yet.</p>
          }
        >
          {() => (
            <div className="-mx-2 rounded-lg border">
              <AuditEntryList entries={entries} />
            </div>
          )}
        </QueryState>
        {q.hasNextPage ? (
          <Button variant="outline" size="sm" className="self-center" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {q.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Load older changes
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
