import { ListChecks, Settings2 } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAppliedRules } from './matrixApi'
import type { BrdRule } from './types'

const SEVERITY_VARIANT: Record<string, 'danger' | 'warning' | 'secondary' | 'outline'> = {
  critical: 'danger',
  high: 'danger',
  warning: 'warning',
  medium: 'warning',
  minor: 'secondary',
  info: 'outline',
}

/** FALLBACK_RULES are the spec's built-in rules used when the saved rules cannot be loaded (§7). */
export const FALLBACK_RULES: BrdRule[] = [
  { id: 'fallback-fda', rule: 'FDA Filing Number required', severity: 'critical', section: 'Compliance', enabled: true },
  { id: 'fallback-customer-type', rule: 'Customer Type must be specified', severity: 'warning', section: 'Compliance', enabled: true },
  { id: 'fallback-indication', rule: 'Indication required for HCP content', severity: 'warning', section: 'Compliance', enabled: true },
]

/** AppliedRules lists the enabled BRD rules the matrix is checked against. */
export function AppliedRules() {
  const q = useAppliedRules()
  const rules = q.isError ? FALLBACK_RULES : q.data
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 px-4 pt-3">
        <CardTitle className="flex items-center gap-2 text-sm">
          <ListChecks className="size-4 text-brand" aria-hidden="true" /> <span>Applied BRD Rules</span>
          {rules ? <Badge variant="brand">{rules.length}</Badge> : null}
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/rules">
            <Settings2 aria-hidden="true" /> Configure BRD Rules
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="px-4 pt-2 pb-4">
        {q.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading rules">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : q.isError || !rules ? (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">
              The saved rules could not be loaded; the built-in rules apply.{' '}
              <button type="button" className="rounded-sm text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50" onClick={() => void q.refetch()}>
                Retry
              </button>
            </p>
            <RuleList rules={FALLBACK_RULES} />
          </div>
        ) : rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">No BRD rules are enabled. Upload a BRD or enable rules in Configuration.</p>
        ) : (
          <RuleList rules={rules} />
        )}
      </CardContent>
    </Card>
  )
}

function RuleList({ rules }: { rules: readonly BrdRule[] }) {
  return (
    <ul className="grid max-h-64 gap-1.5 overflow-y-auto sm:grid-cols-2">
      {rules.map((r) => (
        <li key={r.id} className="flex min-w-0 items-center gap-2 rounded-md border px-2.5 py-1.5">
          <Badge variant={SEVERITY_VARIANT[r.severity?.toLowerCase()] ?? 'outline'} className="capitalize">
            {r.severity}
          </Badge>
          <span className="truncate text-sm" title={r.description || r.rule}>
            {r.rule}
          </span>
          {r.section ? <span className="ml-auto shrink-0 truncate text-xs text-muted-foreground">{r.section}</span> : null}
        </li>
      ))}
    </ul>
  )
}
