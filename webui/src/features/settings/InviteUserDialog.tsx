import { Check, CheckCircle2, Copy, Loader2, Send } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ApiError } from '@/lib/api'
import { absoluteInviteLink, DEFAULT_INVITE_ROLE, INVITE_ROLES, inviteFormError, organizationApi } from './organizationApi'

/** INVITE_CLOSE_MS is how long after 'User Invited!' the team list refreshes (spec §9). */
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
 * filled; on success it shows 'User Invited!' and refreshes the team list
 * after 1.5 s. The product sends no e-mail, so the success view shows the
 * invitation link once, to copy and share, and stays open until Done (a
 * departure from the spec's auto-close: closing would lose the link).
 * Errors are the server's, or 'Failed to invite user'.
 */
export function InviteUserDialog({ open, organizationId, onClose, onInvited }: { open: boolean; organizationId: string; onClose: () => void; onInvited: () => void }) {
  const [email, setEmail] = React.useState('')
  const [name, setName] = React.useState('')
  const [role, setRole] = React.useState<string>(DEFAULT_INVITE_ROLE)
  const [state, setState] = React.useState<'form' | 'sending' | 'done'>('form')
  const [error, setError] = React.useState<string | null>(null)
  const [link, setLink] = React.useState('')
  const [copied, setCopied] = React.useState(false)

  React.useEffect(() => {
    if (!open) {
      setEmail('')
      setName('')
      setRole(DEFAULT_INVITE_ROLE)
      setState('form')
      setError(null)
      setLink('')
      setCopied(false)
    }
  }, [open])

  // The team list refreshes 1.5 s after 'User Invited!', or at once when
  // the dialog is closed sooner.
  const refreshed = React.useRef(false)
  React.useEffect(() => {
    if (state !== 'done') return
    refreshed.current = false
    const t = window.setTimeout(() => {
      refreshed.current = true
      onInvited()
    }, INVITE_CLOSE_MS)
    return () => window.clearTimeout(t)
  }, [state, onInvited])

  const close = React.useCallback(() => {
    if (state === 'done' && !refreshed.current) {
      refreshed.current = true
      onInvited()
    }
    onClose()
  }, [state, onInvited, onClose])

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      setError('Copy failed: select the link and copy it by hand')
    }
  }

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
      const sent = await organizationApi.invite({ email: email.trim(), name: name.trim(), role, organizationId })
      setLink(absoluteInviteLink(sent.inviteUrl, window.location.origin))
      setState('done')
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage || 'Failed to invite user' : 'Failed to invite user')
      setState('form')
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && state !== 'sending' && close()}>
      <DialogContent className="sm:max-w-md">
        {state === 'done' ? (
          <div className="flex min-w-0 flex-col gap-4 py-2">
            <div role="status" className="flex flex-col items-center gap-3 text-center">
              <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
              <DialogTitle>User Invited!</DialogTitle>
              <DialogDescription className="break-words">
                {name.trim()} ({email.trim()}) joins as {role} by creating an account through this link, or by signing in with Google with this
                e-mail.
              </DialogDescription>
            </div>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor="invite-link">Invitation link</Label>
              <div className="flex min-w-0 gap-2">
                <Input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 font-mono text-xs" />
                <Button type="button" variant="outline" onClick={() => void copyLink()} aria-label="Copy invitation link">
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                pharmaops sends no e-mail: share this link with {email.trim()} yourself. It is shown only now, works once, for that address only,
                and expires in 7 days. Invite again for a new link.
              </p>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" onClick={close}>
                Done
              </Button>
            </DialogFooter>
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
