import { useQuery } from '@tanstack/react-query'
import { Ban, Bot, CheckCircle2, Copy, KeyRound, Loader2, Plus } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { errorMessage, QueryState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { authApi } from '@/features/auth/authApi'
import { formatDate, formatRelative } from '@/lib/format'
import { canAdminister } from './organizationApi'
import { RoleBadge } from './RoleBadge'
import { ciSnippet, TOKEN_ROLES, useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken, type CreatedApiToken } from './tokensApi'

/**
 * TokensTab is Settings → API tokens: admins create named tokens with a role
 * for machines (CI running `pharmaops asset check --server`), see each
 * token once, see when each was last used, and revoke them.
 */
export function TokensTab() {
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: authApi.me })
  const admin = canAdminister(me.data?.user.role)
  const tokens = useApiTokens(admin)
  const [created, setCreated] = React.useState<CreatedApiToken | null>(null)
  if (me.isPending) return <Skeleton className="h-64" />
  if (!admin) {
    return (
      <Card>
        <CardContent className="py-8 text-center text-sm text-muted-foreground">
          Only administrators manage API tokens. Ask an admin for a token for your pipeline.
        </CardContent>
      </Card>
    )
  }
  return (
    <div className="grid gap-4">
      <CreateTokenCard onCreated={setCreated} />
      {created ? <NewTokenCard token={created} onDone={() => setCreated(null)} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4 text-brand" aria-hidden="true" /> API tokens
          </CardTitle>
          <CardDescription>Tokens act with their role in this organization; every use is in the audit trail.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={tokens}
            loading={
              <Skeleton className="h-24" aria-label="Loading API tokens" />
            }
            errorTitle="Could not load API tokens"
            isEmpty={tokens.data?.length === 0}
            empty={
              <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                No API tokens yet. Create one above for your CI pipeline.
              </p>
            }
          >
            {(data) => (
              <TokenList tokens={data} />
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  )
}

function CreateTokenCard({ onCreated }: { onCreated: (t: CreatedApiToken) => void }) {
  const [name, setName] = React.useState('')
  const [role, setRole] = React.useState<string>('analyst')
  const create = useCreateApiToken()
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return
    create.mutate(
      { name: name.trim(), role },
      {
        onSuccess: (t) => {
          setName('')
          onCreated(t)
          toast.success(`Token “${shorten(t.name)}” created`)
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    )
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="size-4 text-brand" aria-hidden="true" /> New API token
        </CardTitle>
        <CardDescription>
          For machines: a CI pipeline fetches this organization's rules and reports its check runs with it. Analyst is
          enough for that.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <Label htmlFor="token-name">Name</Label>
            <Input id="token-name" value={name} maxLength={300} placeholder="e.g. GitHub Actions – creatives repo" onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="grid w-40 gap-1.5">
            <Label htmlFor="token-role">Role</Label>
            <Select value={role} onValueChange={setRole}>
              <SelectTrigger id="token-role" className="capitalize">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TOKEN_ROLES.map((r) => (
                  <SelectItem key={r} value={r} className="capitalize">
                    {r}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Create token
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function NewTokenCard({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token)
      toast.success('Token copied')
    } catch {
      toast.error('Could not copy: select the token and copy it by hand')
    }
  }
  return (
    <Card className="border-success/40" role="status" aria-label="New API token">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> Copy your new token now
        </CardTitle>
        <CardDescription className="break-words">
          “{token.name}” is shown only this once: the server keeps only its hash. Store it as a secret of your pipeline.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex gap-2">
          <Input readOnly value={token.token} aria-label="API token" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
        <pre className="overflow-x-auto rounded-md bg-muted px-3 py-2 text-xs">{ciSnippet(window.location.origin)}</pre>
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={onDone}>
            I have stored it
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

/** shorten keeps a long token name readable in a toast. */
function shorten(name: string): string {
  return name.length > 60 ? `${name.slice(0, 59)}…` : name
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken()
  const [confirm, setConfirm] = React.useState<ApiToken | null>(null)
  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="API tokens">
        {tokens.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 px-4 py-2.5 text-sm">
            <div className="min-w-0 flex-1 basis-56">
              <div className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium" title={t.name}>
                  {t.name}
                </span>
                <RoleBadge role={t.role} />
                {t.revokedAt ? (
                  <Badge variant="danger">
                    <Ban aria-hidden="true" /> Revoked
                  </Badge>
                ) : (
                  <Badge variant="success">
                    <CheckCircle2 aria-hidden="true" /> Active
                  </Badge>
                )}
              </div>
              <div className="text-muted-foreground">
                Created {formatRelative(t.createdAt)} by {t.createdBy} ·{' '}
                {t.lastUsedAt ? <span title={formatDate(t.lastUsedAt)}>last used {formatRelative(t.lastUsedAt)}</span> : 'never used'}
                {t.revokedAt ? ` · revoked ${formatRelative(t.revokedAt)}` : ''}
              </div>
            </div>
            {t.revokedAt ? null : (
              <Button variant="outline" size="sm" onClick={() => setConfirm(t)}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={confirm !== null}
        title="Revoke this API token?"
        description={`Pipelines using “${shorten(confirm?.name ?? '')}” stop working at once. This cannot be undone.`}
        pending={revoke.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          revoke.mutate(confirm.id, {
            onSuccess: () => {
              toast.success(`Token “${shorten(confirm.name)}” revoked`)
              setConfirm(null)
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </>
  )
}
