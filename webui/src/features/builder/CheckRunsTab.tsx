import { AlertTriangle, CheckCircle2, ChevronRight, GitCommitHorizontal, Server, XCircle } from 'lucide-react'
import { useState } from 'react'
import { EmptyState, ErrorState, QueryState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatRelative } from '@/lib/format'
import { cn } from '@/lib/utils'
import { assetOutcome, sortedForReview, useCheckRun, useCheckRuns, type CheckRun, type CheckRunAsset } from './checkRuns'

/**
 * CheckRunsTab lists the runs of `pharmaops asset check --server` that CI
 * reported for the campaign: when, from where, which commit, how many
 * assets passed and failed, and each asset's failed checks on demand.
 */
export function CheckRunsTab({ campaignId }: { campaignId: string }) {
  const runs = useCheckRuns(campaignId)
  if (runs.isPending) return <Skeleton className="h-40" aria-label="Loading check runs" />
  if (runs.isError) return <ErrorState title="Could not load check runs" error={runs.error} onRetry={() => void runs.refetch()} />
  if (runs.data.length === 0) {
    return (
      <EmptyState
        icon={Server}
        title="No check runs reported yet"
        description={`CI reports here when it runs: PHARMAOPS_TOKEN=<token> pharmaops asset check --server ${window.location.origin} --campaign ${campaignId} ./creatives (an admin creates the token in Settings → API tokens).`}
      />
    )
  }
  return (
    <ul className="grid gap-2" aria-label="Check runs">
      {runs.data.map((r) => (
        <RunRow key={r.id} campaignId={campaignId} run={r} />
      ))}
    </ul>
  )
}

function RunRow({ campaignId, run }: { campaignId: string; run: CheckRun }) {
  const [open, setOpen] = useState(false)
  const detail = useCheckRun(campaignId, run.id, open)
  return (
    <li>
      <Card className="py-0">
        <Collapsible open={open} onOpenChange={setOpen}>
          <CollapsibleTrigger className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-sm focus-visible:outline-2">
            <ChevronRight className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')} aria-hidden="true" />
            <div className="min-w-0 flex-1 basis-56">
              <div className="flex min-w-0 items-center gap-2 font-medium">
                <span className="truncate" title={run.source}>
                  {run.source || 'Unknown source'}
                </span>
                {run.reference ? (
                  <span className="flex min-w-0 items-center gap-1 font-mono text-xs text-muted-foreground" title={run.reference}>
                    <GitCommitHorizontal className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{run.reference}</span>
                  </span>
                ) : null}
              </div>
              <div className="truncate text-muted-foreground" title={formatDate(run.reportedAt)}>
                {formatRelative(run.reportedAt)} · {run.reportedBy} · rules v{run.ruleSetVersion}
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-2 tabular-nums">
              <span className="text-muted-foreground">{run.assets} assets</span>
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" /> {run.passed} passed
              </Badge>
              <Badge variant={run.failed > 0 ? 'danger' : 'secondary'}>
                <XCircle aria-hidden="true" /> {run.failed} failed
              </Badge>
            </div>
          </CollapsibleTrigger>
          <CollapsibleContent className="border-t px-4 py-3">
            <QueryState
              query={detail}
              loading={
                <Skeleton className="h-20" />
              }
              errorTitle="Could not load the run"
            >
              {(data) => (
                <RunAssets assets={data.results ?? []} />
              )}
            </QueryState>
          </CollapsibleContent>
        </Collapsible>
      </Card>
    </li>
  )
}

const OUTCOME = {
  fail: { icon: XCircle, label: 'Failed', className: 'text-danger' },
  warning: { icon: AlertTriangle, label: 'Warnings', className: 'text-[oklch(0.5_0.12_70)]' },
  pass: { icon: CheckCircle2, label: 'Passed', className: 'text-success' },
}

function RunAssets({ assets }: { assets: CheckRunAsset[] }) {
  if (assets.length === 0) return <p className="text-sm text-muted-foreground">The run checked no assets.</p>
  return (
    <ul className="divide-y text-sm" aria-label="Assets of the run">
      {sortedForReview(assets).map((a) => {
        const outcome = OUTCOME[assetOutcome(a)]
        const Icon = outcome.icon
        const problems = a.issues.filter((i) => i.status !== 'pass')
        return (
          <li key={a.path} className="py-2">
            <div className="flex min-w-0 items-center gap-2">
              <Icon className={cn('size-4 shrink-0', outcome.className)} aria-hidden="true" />
              <span className="sr-only">{outcome.label}:</span>
              <span className="min-w-0 flex-1 truncate font-medium" title={a.path}>
                {a.name}
              </span>
              {a.width > 0 ? <span className="shrink-0 text-muted-foreground tabular-nums">{a.width}×{a.height}</span> : null}
              <span className="w-16 shrink-0 text-right tabular-nums">{a.complianceScore ?? '–'}{a.complianceScore != null ? '%' : ''}</span>
            </div>
            {a.error ? <p className="mt-1 pl-6 text-danger">{a.error}</p> : null}
            {problems.length > 0 ? (
              <ul className="mt-1 grid gap-0.5 pl-6 text-muted-foreground">
                {problems.map((i, n) => (
                  <li key={`${i.ruleId ?? i.rule}-${n}`} className="break-words">
                    <span className={i.status === 'fail' ? 'text-danger' : 'text-[oklch(0.5_0.12_70)]'}>{i.status === 'fail' ? 'Fail' : 'Warning'}</span> · {i.rule}: {i.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
