import { Loader2, ScrollText, ShieldAlert } from 'lucide-react'
import * as React from 'react'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, QueryState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/features/auth/AuthContext'
import { canReadAudit, ConfigurationNav } from '@/features/shell/ConfigurationNav'
import { useAuditLog } from './auditApi'
import { AuditEntryList } from './AuditEntryList'
import type { AuditFilters } from './types'

/** ENTITY_TYPES are the kinds of record the trail can be narrowed to. */
const ENTITY_TYPES = [
  ['all', 'All records'],
  ['campaign', 'Campaigns'],
  ['asset', 'Assets'],
  ['rule', 'Rules'],
  ['brd', 'BRD uploads'],
  ['workflow', 'Review workflows'],
  ['trafficking-package', 'Trafficking packages'],
  ['setting', 'Settings'],
  ['credential', 'Credentials'],
  ['user', 'Users and sign-ins'],
  ['organization', 'Organization'],
] as const

/** dayStart turns a date input's value into the start of that day, UTC, in RFC 3339. */
function dayStart(d: string, plusDays = 0): string | undefined {
  if (!d) return undefined
  const t = new Date(`${d}T00:00:00Z`)
  if (Number.isNaN(t.getTime())) return undefined
  t.setUTCDate(t.getUTCDate() + plusDays)
  return t.toISOString().replace('.000Z', 'Z')
}

/**
 * AuditPage is the organization's audit trail under Configuration
 * (/rules/audit, admins and owners): every change, newest first, filtered by
 * record, action, person and dates, paged with "Load older entries".
 */
export function AuditPage() {
  const { user } = useAuth()
  const [entityType, setEntityType] = React.useState('all')
  const [action, setAction] = React.useState('')
  const [actor, setActor] = React.useState('')
  const [from, setFrom] = React.useState('')
  const [to, setTo] = React.useState('')
  const filters: AuditFilters = {
    entityType: entityType === 'all' ? undefined : entityType,
    action: action.trim() || undefined,
    actor: actor.trim() || undefined,
    since: dayStart(from),
    until: dayStart(to, 1),
  }
  const allowed = canReadAudit(user?.role)
  const q = useAuditLog(filters, allowed)
  const entries = q.data?.pages.flatMap((p) => p.entries) ?? []
  const filtered = entityType !== 'all' || !!action || !!actor || !!from || !!to

  if (!allowed) {
    return (
      <>
        <PageHeader title="Audit trail" documentTitle="Audit trail" />
        <EmptyState icon={ShieldAlert} title="Only admins and owners can read the audit trail" description="Ask an admin of your organization for an export (pharmaops audit export)." />
      </>
    )
  }

  return (
    <>
      <PageHeader
        title="Audit trail"
        documentTitle="Audit trail"
        description="Every change made in your organization, numbered and hash-chained (21 CFR Part 11). Entries are never edited or deleted; the server's administrator verifies and exports them with pharmaops audit verify and pharmaops audit export."
      />
      <ConfigurationNav />
      <Card className="mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-entity">Record</Label>
          <Select value={entityType} onValueChange={setEntityType}>
            <SelectTrigger id="audit-entity">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ENTITY_TYPES.map(([v, l]) => (
                <SelectItem key={v} value={v}>
                  {l}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Input id="audit-action" placeholder="e.g. rule.update" value={action} onChange={(e) => setAction(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-actor">Person</Label>
          <Input id="audit-actor" placeholder="e-mail" value={actor} onChange={(e) => setActor(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </Card>

      <QueryState
        query={q}
        loading={
          <Card className="divide-y" aria-busy="true" aria-label="Loading the audit trail">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="flex gap-4 px-4 py-3">
                <Skeleton className="h-4 w-10" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20" />
              </div>
            ))}
          </Card>
        }
        errorTitle="Could not load the audit trail"
        isEmpty={entries.length === 0}
        empty={
          <EmptyState
            icon={ScrollText}
            title={filtered ? 'No entries match these filters' : 'No changes recorded yet'}
            description={filtered ? 'Try another record type, action, person or dates.' : 'Changes to campaigns, assets, rules and settings appear here as they are made.'}
          />
        }
      >
        {() => (
          <Card className="overflow-hidden">
            <AuditEntryList entries={entries} showEntity />
            <div className="flex items-center justify-center gap-3 border-t px-4 py-3 text-sm text-muted-foreground">
              {entries.length} entr{entries.length === 1 ? 'y' : 'ies'} shown
              {q.hasNextPage ? (
                <Button size="sm" variant="outline" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
                  {q.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Load older entries
                </Button>
              ) : null}
            </div>
          </Card>
        )}
      </QueryState>
    </>
  )
}
