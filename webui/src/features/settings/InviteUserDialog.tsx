import { CheckCircle2, Loader2, Send } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ApiError } from '@/lib/api'
import { DEFAULT_INVITE_ROLE, INVITE_ROLES, inviteFormError, organizationApi } from './organizationApi'

/** INVITE_CLOSE_MS is how long the success view shows before the modal closes (spec §9). */
export const INVITE_CLOSE_MS = 1500

const ROLE_HELP: Record<string, string> = {
  admin: 'Full access except deleting the organization',
  manager: 'Creates campaigns and manages assets',
  analyst: 'Views and analyzes data',
  viewer: 'Read-only',
}

/**
 * InviteUserDialog is the Invite User modal (spec §2, §4): e-mail, name and
 * role (default analyst); Send stays disabled until e-mail and name are
 * filled; on success it shows 'User Invited!', then closes and refreshes
 * the team list after 1.5 s. Errors are the server's, or 'Failed to invite
 * user'.
 */
export function InviteUserDialog({ open, organizationId, onClose, onInvited }: { open: boolean; organizationId: string; onClose: () => void; onInvited: () => void }) {
  const [email, setEmail] = React.useState('')
  const [name, setName] = React.useState('')
  const [role, setRole] = React.useState<string>(DEFAULT_INVITE_ROLE)
  const [state, setState] = React.useState<'form' | 'sending' | 'done'>('form')
  const [error, setError] = React.useState<string | null>(null)

  React.useEffect(() => {
    if (!open) {
      setEmail('')
      setName('')
      setRole(DEFAULT_INVITE_ROLE)
      setState('form')
      setError(null)
    }
  }, [open])

  React.useEffect(() => {
    if (state !== 'done') return
    const t = window.setTimeout(() => {
      onInvited()
      onClose()
    }, INVITE_CLOSE_MS)
    return () => window.clearTimeout(t)
  }, [state, onInvited, onClose])

  async function send(e: React.FormEvent) {
    e.preventDefault()
    const invalid = inviteFormError(email, name)
    if (invalid) {
      setError(invalid)
      return
    }
    setState('sending')
    setError(null)
    try {
      await organizationApi.invite({ email: email.trim(), name: name.trim(), role, organizationId })
      setState('done')
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage || 'Failed to invite user' : 'Failed to invite user')
      setState('form')
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && state !== 'sending' && onClose()}>
      <DialogContent className="sm:max-w-md">
        {state === 'done' ? (
          <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
            <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
            <DialogTitle>User Invited!</DialogTitle>
            <DialogDescription>
              {name.trim()} ({email.trim()}) joins as {role} when they sign up or sign in with Google using this e-mail.
            </DialogDescription>
          </div>
        ) : (
          <form onSubmit={(e) => void send(e)} noValidate>
            <DialogHeader>
              <DialogTitle>Invite User</DialogTitle>
              <DialogDescription>They join your organization with the role you choose when they create their account.</DialogDescription>
            </DialogHeader>
            <div className="my-5 grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="invite-email">Email</Label>
                <Input id="invite-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="colleague@company.com" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="invite-name">Name</Label>
                <Input id="invite-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="Full name" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="invite-role">Role</Label>
                <Select value={role} onValueChange={(v) => v && setRole(v)}>
                  <SelectTrigger id="invite-role" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {INVITE_ROLES.map((r) => (
                      <SelectItem key={r} value={r}>
                        <span className="capitalize">{r}</span>
                        <span className="text-xs text-muted-foreground"> — {ROLE_HELP[r]}</span>
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {error ? (
                <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={state === 'sending'}>
                Cancel
              </Button>
              <Button type="submit" disabled={state === 'sending' || inviteFormError(email, name) !== null}>
                {state === 'sending' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                Send Invitation
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
