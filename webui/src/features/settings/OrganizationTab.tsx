import { useQuery } from '@tanstack/react-query'
import { Building2, UserRound } from 'lucide-react'
import { ErrorState } from '@/components/app/states'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { authApi } from '@/features/auth/authApi'
import { displayName, initial, providerLabel } from '@/features/shell/userDisplay'
import { formatDate } from '@/lib/format'

/** OrganizationTab shows the signed-in user's profile and organization from GET /api/auth/me. */
export function OrganizationTab() {
  const q = useQuery({ queryKey: ['auth', 'me'], queryFn: authApi.me })
  return (
    <>
      {q.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading settings">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : q.isError ? (
        <ErrorState title="Could not load your settings" error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <UserRound className="size-4 text-brand" aria-hidden="true" /> Profile
              </CardTitle>
              <CardDescription>Provided by your sign-in.</CardDescription>
            </CardHeader>
            <CardContent>
              <div className="mb-5 flex items-center gap-3">
                <Avatar className="size-12">
                  {q.data.user.picture ? <AvatarImage src={q.data.user.picture} alt="" /> : null}
                  <AvatarFallback className="text-base">{initial(q.data.user)}</AvatarFallback>
                </Avatar>
                <div>
                  <div className="font-semibold">{displayName(q.data.user)}</div>
                  <div className="text-sm text-muted-foreground">{q.data.user.email}</div>
                </div>
              </div>
              <Details
                rows={[
                  ['Role', <Badge key="r" variant="secondary" className="capitalize">{q.data.user.role}</Badge>],
                  ['Sign-in provider', providerLabel(q.data.user.provider)],
                  ['Member since', formatDate(q.data.user.createdAt)],
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 className="size-4 text-brand" aria-hidden="true" /> Organization
              </CardTitle>
              <CardDescription>Everything you create belongs to this organization.</CardDescription>
            </CardHeader>
            <CardContent>
              {q.data.organization ? (
                <Details
                  rows={[
                    ['Name', q.data.organization.name],
                    ['Domain', q.data.organization.domain || '—'],
                    ['Status', <Badge key="s" variant={q.data.organization.status === 'Active' ? 'success' : 'secondary'}>{q.data.organization.status}</Badge>],
                    ['Plan', q.data.organization.plan],
                  ]}
                />
              ) : (
                <p className="text-sm text-muted-foreground">You do not belong to an organization.</p>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  )
}

function Details({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="divide-y rounded-lg border">
      {rows.map(([k, v]) => (
        <div key={k} className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="text-right font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  )
}
