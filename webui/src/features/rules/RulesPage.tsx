import { useQuery } from '@tanstack/react-query'
import { AlertOctagon, CheckCircle2, FileText, Info, ListChecks, TriangleAlert, type LucideIcon } from 'lucide-react'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { api } from '@/lib/api'
import { cn } from '@/lib/utils'

/** BrdRule is a BRD rule as GET /api/user-data/brd-rules returns it. */
export interface BrdRule {
  id: string
  rule: string
  severity: string
  field?: string
  section?: string
  channel?: string
  description?: string
  enabled: boolean
  isCustom?: boolean
  source?: { document?: string; page?: number; quote?: string }
}

/** RuleSummary are the counts shown above the rule list. */
export interface RuleSummary {
  total: number
  enabled: number
  critical: number
  warning: number
  minor: number
}

/** summarizeRules counts all, enabled, and critical/warning/minor rules. */
export function summarizeRules(rules: readonly BrdRule[]): RuleSummary {
  const s: RuleSummary = { total: rules.length, enabled: 0, critical: 0, warning: 0, minor: 0 }
  for (const r of rules) {
    if (r.enabled) s.enabled++
    if (r.severity === 'critical') s.critical++
    else if (r.severity === 'warning') s.warning++
    else if (r.severity === 'minor') s.minor++
  }
  return s
}

const SEVERITY: Record<string, { variant: 'danger' | 'warning' | 'secondary' | 'outline'; icon: LucideIcon }> = {
  critical: { variant: 'danger', icon: AlertOctagon },
  warning: { variant: 'warning', icon: TriangleAlert },
  minor: { variant: 'secondary', icon: Info },
  info: { variant: 'outline', icon: Info },
}

/** RulesPage lists the organization's BRD rules read-only with summary counts. */
export function RulesPage() {
  const q = useQuery({
    queryKey: ['brd-rules'],
    queryFn: async () => (await api.get<{ rules?: BrdRule[] }>('/api/user-data/brd-rules'))?.rules ?? [],
  })
  const rules = q.data ?? []
  const s = summarizeRules(rules)
  return (
    <>
      <PageHeader title="BRD Rules" documentTitle="Configuration" description="The compliance rules your assets are checked against, extracted from your BRD." />
      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat label="Total" value={s.total} icon={ListChecks} loading={q.isPending} />
        <Stat label="Enabled" value={s.enabled} icon={CheckCircle2} tone="text-success" loading={q.isPending} />
        <Stat label="Critical" value={s.critical} icon={AlertOctagon} tone="text-danger" loading={q.isPending} />
        <Stat label="Warning" value={s.warning} icon={TriangleAlert} tone="text-[oklch(0.55_0.13_70)]" loading={q.isPending} />
        <Stat label="Minor" value={s.minor} icon={Info} tone="text-muted-foreground" loading={q.isPending} />
      </div>
      {q.isPending ? (
        <Card className="space-y-3 p-5" aria-busy="true" aria-label="Loading rules">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </Card>
      ) : q.isError ? (
        <ErrorState title="Could not load the rules" error={q.error} onRetry={() => void q.refetch()} />
      ) : rules.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No BRD rules yet"
          description="Rules appear here once a BRD has been processed for your organization. Uploading a BRD and editing rules from this screen are not available in this version yet."
        />
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Rule</TableHead>
                <TableHead>Severity</TableHead>
                <TableHead>Section</TableHead>
                <TableHead>Field</TableHead>
                <TableHead>Channel</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rules.map((r) => {
                const sev = SEVERITY[r.severity] ?? SEVERITY.info!
                const SevIcon = sev.icon
                return (
                  <TableRow key={r.id}>
                    <TableCell className="max-w-md">
                      <div className="font-medium">{r.rule}</div>
                      {r.description ? <div className="line-clamp-2 text-xs text-muted-foreground">{r.description}</div> : null}
                      {r.source?.document ? (
                        <div className="mt-0.5 text-xs text-muted-foreground">
                          {r.source.document}
                          {r.source.page ? `, p. ${r.source.page}` : ''}
                        </div>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Badge variant={sev.variant} className="capitalize">
                        <SevIcon aria-hidden="true" /> {r.severity}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-muted-foreground">{r.section || '—'}</TableCell>
                    <TableCell className="font-mono text-xs">{r.field || '—'}</TableCell>
                    <TableCell className="text-muted-foreground">{r.channel || 'All'}</TableCell>
                    <TableCell>
                      <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', r.enabled ? 'text-success' : 'text-muted-foreground')}>
                        <span className={cn('size-1.5 rounded-full', r.enabled ? 'bg-success' : 'bg-muted-foreground')} aria-hidden="true" />
                        {r.enabled ? 'Enabled' : 'Disabled'}
                      </span>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  )
}

function Stat({ label, value, icon: Icon, tone, loading }: { label: string; value: number; icon: LucideIcon; tone?: string; loading: boolean }) {
  return (
    <Card className="flex items-center gap-3 px-4 py-3">
      <Icon className={cn('size-5', tone ?? 'text-brand')} aria-hidden="true" />
      <div>
        <div className="text-xs text-muted-foreground">{label}</div>
        {loading ? <Skeleton className="mt-1 h-5 w-8" /> : <div className="text-lg font-semibold tabular-nums">{value}</div>}
      </div>
    </Card>
  )
}
