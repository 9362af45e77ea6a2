import { AlertCircle, Check, Loader2 } from 'lucide-react'
import type { SaveState } from './useMatrixDraft'

/** SaveIndicator shows where the matrix edits stand: unsaved, saving, saved or failed. */
export function SaveIndicator({ state, error }: { state: SaveState; error: string | null }) {
  if (state === 'saving' || state === 'pending')
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Saving...
      </span>
    )
  if (state === 'saved')
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-success" role="status">
        <Check className="size-3.5" aria-hidden="true" /> All changes saved
      </span>
    )
  if (state === 'error' || state === 'conflict')
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-danger" title={error ?? undefined}>
        <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" /> Not saved
      </span>
    )
  return null
}
