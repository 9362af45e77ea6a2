import { Loader2 } from 'lucide-react'
import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'

export interface ConfirmDeleteDialogProps {
  open: boolean
  title: string
  description: React.ReactNode
  /** pending keeps the dialog open, with a spinner, while the deletion runs. */
  pending: boolean
  onClose: () => void
  /** onConfirm deletes; reason is what the user typed when askReason is set. */
  onConfirm: (reason: string) => void
  /** askReason offers an optional reason, stored with the deletion in the audit trail. */
  askReason?: boolean
}

/** ConfirmDeleteDialog asks before a deletion (and, when asked to, why) and stays open until it is done. */
export function ConfirmDeleteDialog({ open, title, description, pending, onClose, onConfirm, askReason }: ConfirmDeleteDialogProps) {
  const [reason, setReason] = React.useState('')
  React.useEffect(() => {
    if (open) setReason('')
  }, [open])
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {askReason ? (
          <div className="grid gap-1.5">
            <Label htmlFor="delete-reason">Reason (optional)</Label>
            <Input id="delete-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} placeholder="Stored with the deletion in the audit trail" />
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault()
              onConfirm(reason)
            }}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
