import { Loader2, RefreshCw } from 'lucide-react'
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

/** ConflictDialogProps are the props of ConflictDialog. */
export interface ConflictDialogProps {
  open: boolean
  /** what names the record: "This campaign", "The rule list". */
  what: string
  pending?: boolean
  onReload: () => void
  onOverwrite: () => void
}

/**
 * ConflictDialog answers a stale write (409): the record was changed by
 * someone else since it was read. Reload shows their version (your edits
 * are dropped); Overwrite saves yours over theirs.
 */
export function ConflictDialog({ open, what, pending, onReload, onOverwrite }: ConflictDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !pending && onReload()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Changed by someone else</AlertDialogTitle>
          <AlertDialogDescription>
            {what} was changed by someone else — reload or overwrite. Reload shows their changes and drops yours; Overwrite saves yours over theirs.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Closing the dialog (this button, Escape) reloads: onOpenChange. */}
          <AlertDialogCancel disabled={pending}>
            <RefreshCw aria-hidden="true" /> Reload
          </AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault()
              onOverwrite()
            }}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Overwrite
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
