import { ApiError, conflictOf } from '@/lib/api'

/** statusLabel is a campaign status as people read it: 'draft' → 'Draft'. */
export function statusLabel(status: string | undefined): string {
  const s = status || 'draft'
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** MANAGING_ROLES may create, edit and delete campaigns (pkg/app roles: manager and above). */
const MANAGING_ROLES = ['manager', 'admin', 'owner']

/** canManageCampaigns reports whether a session role may change campaigns; the server enforces the same. */
export function canManageCampaigns(role: string | undefined): boolean {
  return MANAGING_ROLES.includes(role ?? '')
}

/**
 * NEXT_STATUSES is the campaign lifecycle the server enforces (pkg/app
 * campaignNextStatuses; a change it does not allow answers 409): draft →
 * active → archived, archived restored to active, and active back to draft
 * to undo a mistaken activation.
 */
const NEXT_STATUSES: Record<string, readonly string[]> = {
  draft: ['active'],
  active: ['draft', 'archived'],
  completed: ['active', 'archived'],
  archived: ['active'],
}

/**
 * statusChoices are the statuses a campaign saved in `current` may be set to:
 * itself first, then the statuses it may change to. A status the lifecycle
 * does not know (from before it) may become any of `known`.
 */
export function statusChoices(current: string | undefined, known: readonly string[]): string[] {
  const from = current || 'draft'
  return [from, ...(NEXT_STATUSES[from] ?? known.filter((s) => s !== from))]
}

/**
 * statusChangeError is what a refused status change tells the user: a stale
 * write (someone saved the campaign since it was loaded), the server's reason
 * for any other refusal (a change the lifecycle does not allow), or a
 * generic failure.
 */
export function statusChangeError(err: unknown): string {
  if (conflictOf(err)) return 'This campaign was changed by someone else — reload to see their changes'
  if (err instanceof ApiError && err.status < 500 && err.serverMessage) return err.serverMessage
  return 'Failed to update campaign'
}
