import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Building2, Loader2, Monitor, UserMinus, UserPlus, UserRound, Users } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { ErrorState, errorMessage, QueryState } from '@/components/app/states'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { authApi, type Organization } from '@/features/auth/authApi'
import { displayName, initial, providerLabel } from '@/features/shell/userDisplay'
import { formatDate, formatRelative } from '@/lib/format'
import type { User } from '@/lib/storage'
import { CampaignFormCard } from './CampaignFormCard'
import { InviteUserDialog } from './InviteUserDialog'
import { canAdminister, INVITE_ROLES, organizationApi, type Member } from './organizationApi'
import { RoleBadge } from './RoleBadge'

/**
 * OrganizationTab is the settings' Organization panel (spec §2): the
 * signed-in user's profile, the organization's details with its member
 * count, the team list with role badges, the Invite User modal, role
 * changes and removal for admins, the new-campaign form's fields, and the
 * user's active sessions.
 */
export function OrganizationTab() {
  const q = useQuery({ queryKey: ['auth', 'me'], queryFn: authApi.me })
  if (q.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading settings">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-72 lg:col-span-2" />
      </div>
    )
  }
  if (q.isError) return <ErrorState title="Could not load your settings" error={q.error} onRetry={() => void q.refetch()} />
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProfileCard user={q.data.user} />
      <OrganizationCard organization={q.data.organization} />
      {q.data.organization ? <TeamCard organization={q.data.organization} me={q.data.user} /> : null}
      <CampaignFormCard canEdit={canAdminister(q.data.user.role)} />
      <SessionsCard />
    </div>
  )
}

function ProfileCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-4 text-brand" aria-hidden="true" /> Profile
        </CardTitle>
        <CardDescription>Provided by your sign-in.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="mb-5 flex min-w-0 items-center gap-3">
          <Avatar className="size-12">
            {user.picture ? <AvatarImage src={user.picture} alt="" /> : null}
            <AvatarFallback className="text-base">{initial(user)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <div className="truncate font-semibold" title={displayName(user)}>
              {displayName(user)}
            </div>
            <div className="truncate text-sm text-muted-foreground" title={user.email}>
              {user.email}
            </div>
          </div>
        </div>
        <Details
          rows={[
            ['Role', <RoleBadge key="r" role={user.role} />],
            ['Sign-in provider', providerLabel(user.provider)],
            ['Member since', formatDate(user.createdAt)],
          ]}
        />
      </CardContent>
    </Card>
  )
}

function OrganizationCard({ organization }: { organization?: Organization }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-brand" aria-hidden="true" /> Organization
        </CardTitle>
        <CardDescription>
          {organization?.demo ? 'Your private demo sandbox: it is deleted with its data after 24 hours.' : 'Everything you create belongs to this organization.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {organization ? (
          <Details
            rows={[
              ['Name', <span key="n" className="block truncate" title={organization.name}>{organization.name}</span>],
              ['Domain', organization.domain || '—'],
              ['Status', <Badge key="s" variant={organization.status === 'Active' ? 'success' : 'secondary'}>{organization.status}</Badge>],
              ['Plan', organization.plan],
              ['Members', String(organization.memberCount ?? '—')],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">You do not belong to an organization.</p>
        )}
      </CardContent>
    </Card>
  )
}

function TeamCard({ organization, me }: { organization: Organization; me: User }) {
  const qc = useQueryClient()
  const admin = canAdminister(me.role)
  const [inviting, setInviting] = React.useState(false)
  const [removing, setRemoving] = React.useState<Member | null>(null)
  const key = ['organizations', organization.organizationId, 'users']
  const q = useQuery({ queryKey: key, queryFn: () => organizationApi.members(organization.organizationId) })
  const refresh = React.useCallback(() => {
    void qc.invalidateQueries({ queryKey: key })
    void qc.invalidateQueries({ queryKey: ['auth', 'me'] })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qc, organization.organizationId])
  const changeRole = useMutation({
    mutationFn: ({ m, role }: { m: Member; role: string }) => organizationApi.changeRole(organization.organizationId, m.userId, role),
    onSuccess: (_, { m, role }) => {
      toast.success(`${m.name || m.email} is now ${role}`)
      refresh()
    },
    onError: (err) => toast.error(errorMessage(err)),
  })
  const remove = useMutation({
    mutationFn: (m: Member) => organizationApi.remove(organization.organizationId, m.userId),
    onSuccess: (_, m) => {
      toast.success(m.status === 'invited' ? `Invitation to ${m.email} withdrawn` : `${m.name || m.email} removed`)
      setRemoving(null)
      refresh()
    },
    onError: (err) => {
      toast.error(errorMessage(err))
      setRemoving(null)
    },
  })
  const members = q.data?.users ?? []
  const roles = me.role === 'owner' ? ['owner', ...INVITE_ROLES] : [...INVITE_ROLES]

  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Users className="size-4 text-brand" aria-hidden="true" /> Team members
            {q.data ? <span className="text-sm font-normal text-muted-foreground">({members.filter((m) => m.status === 'active').length})</span> : null}
          </CardTitle>
          <CardDescription>Roles decide what each member may do; the server enforces them.</CardDescription>
        </div>
        {admin ? (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" /> Invite User
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          loading={
            <div className="grid gap-2" aria-busy="true" aria-label="Loading team members">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          }
          errorTitle="Could not load the team"
        >
          {() => (
            <ul className="divide-y rounded-lg border" aria-label="Team members">
              {members.map((m) => {
                const self = m.userId === me.id
                return (
                  <li key={m.userId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <Avatar className="size-9">
                      {m.picture ? <AvatarImage src={m.picture} alt="" /> : null}
                      <AvatarFallback>{(m.name || m.email).charAt(0).toUpperCase()}</AvatarFallback>
                    </Avatar>
                    <div className="min-w-0 flex-1 basis-48">
                      <div className="flex min-w-0 items-center gap-2">
                        <span className="truncate font-medium" title={m.name || m.email}>
                          {m.name || m.email.split('@')[0]}
                        </span>
                        {self ? <span className="text-xs text-muted-foreground">(you)</span> : null}
                        {m.status === 'invited' ? <Badge variant="warning">Invited</Badge> : null}
                      </div>
                      <div className="truncate text-sm text-muted-foreground" title={m.email}>
                        {m.email}
                        {m.status === 'active' ? ` · last sign-in ${m.lastSignInAt ? formatRelative(m.lastSignInAt) : 'never'}` : ''}
                      </div>
                    </div>
                    {admin && !self && (m.role !== 'owner' || me.role === 'owner') ? (
                      <div className="flex items-center gap-2">
                        <Select value={m.role} onValueChange={(role) => role && role !== m.role && changeRole.mutate({ m, role })} disabled={changeRole.isPending}>
                          <SelectTrigger className="h-8 w-32 capitalize" aria-label={`Role of ${m.name || m.email}`}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {roles
                              .filter((r) => m.status === 'active' || r !== 'owner')
                              .map((r) => (
                                <SelectItem key={r} value={r} className="capitalize">
                                  {r}
                                </SelectItem>
                              ))}
                          </SelectContent>
                        </Select>
                        <Button variant="ghost" size="icon" aria-label={`Remove ${m.name || m.email}`} onClick={() => setRemoving(m)}>
                          <UserMinus aria-hidden="true" />
                        </Button>
                      </div>
                    ) : (
                      <RoleBadge role={m.role} />
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <InviteUserDialog open={inviting} organizationId={organization.organizationId} onClose={() => setInviting(false)} onInvited={refresh} />
      <ConfirmDeleteDialog
        open={removing !== null}
        title={removing?.status === 'invited' ? 'Withdraw this invitation?' : 'Remove this member?'}
        description={
          removing?.status === 'invited'
            ? `${removing.email} will not join ${organization.name}.`
            : `${removing?.name || removing?.email} loses access to ${organization.name} at once; their sessions end.`
        }
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  )
}

function SessionsCard() {
  const qc = useQueryClient()
  const q = useQuery({ queryKey: ['auth', 'sessions'], queryFn: authApi.sessions })
  const revoke = useMutation({
    mutationFn: (id: string) => authApi.revokeSession(id),
    onSuccess: () => {
      toast.success('Session signed out')
      void qc.invalidateQueries({ queryKey: ['auth', 'sessions'] })
    },
    onError: (err) => toast.error(errorMessage(err)),
  })
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Monitor className="size-4 text-brand" aria-hidden="true" /> Your active sessions
        </CardTitle>
        <CardDescription>Sign out a browser you no longer use.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          loading={
            <Skeleton className="h-14" />
          }
          errorTitle="Could not load your sessions"
        >
          {(data) => (
            <ul className="divide-y rounded-lg border" aria-label="Active sessions">
              {data.sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-3 px-4 py-2.5 text-sm">
                  <div className="min-w-0 flex-1 basis-48">
                    <div className="truncate font-medium" title={s.userAgent}>
                      {s.userAgent ? browserName(s.userAgent) : 'Unknown browser'} · {providerLabel(s.provider)}
                      {s.current ? <Badge variant="success" className="ml-2">This browser</Badge> : null}
                    </div>
                    <div className="text-muted-foreground">
                      Signed in {formatRelative(s.createdAt)} · last active {formatRelative(s.lastSeenAt)}
                    </div>
                  </div>
                  {s.current ? null : (
                    <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(s.id)}>
                      {revoke.isPending && revoke.variables === s.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}

/** browserName reduces a user agent to the browser and system people recognise. */
export function browserName(ua: string): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser'
  const os = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Linux/.test(ua) ? 'Linux' : ''
  return os ? `${browser} on ${os}` : browser
}

function Details({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="divide-y rounded-lg border">
      {rows.map(([k, v]) => (
        <div key={k} className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm">
          <dt className="shrink-0 text-muted-foreground">{k}</dt>
          <dd className="min-w-0 text-right font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  )
}
