import { ChevronDown, MessageSquareQuote } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { formatRelative } from '@/lib/format'
import { cn } from '@/lib/utils'
import { actionLabel, actorLabel, changedFields, entityLabel } from './describe'
import type { AuditEntry } from './types'

/** AuditEntryListProps are the props of AuditEntryList. */
export interface AuditEntryListProps {
  entries: AuditEntry[]
  /** showEntity names the changed record on each line (the whole trail); a History view leaves it out. */
  showEntity?: boolean
}

/** AuditEntryList shows audit entries newest first: who did what when, why, and which fields changed from what to what. */
export function AuditEntryList({ entries, showEntity }: AuditEntryListProps) {
  return (
    <ol className="divide-y" aria-label="Audit entries">
      {entries.map((e) => (
        <AuditEntryRow key={`${e.organizationId}-${e.seq}`} entry={e} showEntity={showEntity} />
      ))}
    </ol>
  )
}

function AuditEntryRow({ entry: e, showEntity }: { entry: AuditEntry; showEntity?: boolean }) {
  const [open, setOpen] = React.useState(false)
  const changes = React.useMemo(() => changedFields(e), [e])
  const detailsId = `audit-${e.organizationId}-${e.seq}`
  return (
    <li className="px-4 py-3 text-sm" data-seq={e.seq}>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="w-12 shrink-0 text-right font-mono text-xs tabular-nums text-muted-foreground" title="Sequence number">
          #{e.seq}
        </span>
        <span className="min-w-0 max-w-full truncate font-medium" title={actorLabel(e)}>
          {actorLabel(e)}
        </span>
        <span className={cn(e.action.endsWith('delete') || e.action.endsWith('failed') ? 'text-danger' : 'text-foreground/80')}>{actionLabel(e.action)}</span>
        {showEntity && e.entityId ? (
          <span className="min-w-0 max-w-full truncate text-muted-foreground" title={`${e.entityType} ${e.entityId}`}>
            {entityLabel(e)}
          </span>
        ) : null}
        <time className="ml-auto shrink-0 text-xs text-muted-foreground" dateTime={e.at} title={new Date(e.at).toISOString()}>
          {formatRelative(e.at)}
        </time>
      </div>
      {e.reason ? (
        <p className="mt-1 flex gap-1.5 pl-14 text-xs text-foreground/80 [overflow-wrap:anywhere]">
          <MessageSquareQuote className="mt-0.5 size-3.5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="sr-only">Reason: </span>“{e.reason}”
          </span>
        </p>
      ) : null}
      {changes.length > 0 ? (
        <div className="mt-1 pl-14">
          <Button size="sm" variant="ghost" className="h-6 px-1.5 text-xs" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
            {changes.length} field{changes.length === 1 ? '' : 's'}
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
          {open ? (
            <table id={detailsId} className="mt-1 w-full table-fixed text-xs">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="w-1/4 py-1 pr-2 font-medium">Field</th>
                  <th className="w-3/8 py-1 pr-2 font-medium">Before</th>
                  <th className="w-3/8 py-1 font-medium">After</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="align-top">
                    <td className="py-0.5 pr-2 font-mono">{c.field}</td>
                    <td className="py-0.5 pr-2 text-muted-foreground [overflow-wrap:anywhere]">
                      <span className="line-clamp-4">{c.from}</span>
                    </td>
                    <td className="py-0.5 [overflow-wrap:anywhere]">
                      <span className="line-clamp-4">{c.to}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
