import { AlertTriangle, BarChart3, CheckCircle2, CircleX, FolderKanban, Gauge, Images, Wrench, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { ErrorState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { bandBars, useDashboardStats, type DashboardStats } from './dashboardApi'

const TONE = {
  success: { bar: 'bg-success', text: 'text-success', icon: CheckCircle2 },
  warning: { bar: 'bg-warning', text: 'text-[oklch(0.55_0.13_70)]', icon: AlertTriangle },
  danger: { bar: 'bg-danger', text: 'text-danger', icon: CircleX },
} as const

/** DashboardStatsPanel shows the organization's statistics: counts, the compliance-band chart and the most-failed rules. */
export function DashboardStatsPanel() {
  const q = useDashboardStats()
  if (q.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading statistics">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
        <Skeleton className="h-56 w-full" />
      </div>
    )
  if (q.isError) return <ErrorState title="Could not load the statistics" error={q.error} onRetry={() => void q.refetch()} />
  return <StatsView s={q.data} />
}

function StatsView({ s }: { s: DashboardStats }) {
  const active = s.campaignsByStatus?.active ?? 0
  const draft = s.campaignsByStatus?.draft ?? 0
  const processing = (s.assetsByStatus?.uploading ?? 0) + (s.assetsByStatus?.analyzing ?? 0)
  return (
    <section aria-label="Statistics" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat icon={FolderKanban} label="Campaigns" value={String(s.campaigns)} note={`${active} active · ${draft} draft`} />
        <Stat icon={Images} label="Assets" value={String(s.assets)} note={processing ? `${processing} processing` : `${s.assetsByStatus?.complete ?? 0} checked`} />
        <Stat
          icon={Gauge}
          label="Average compliance"
          value={s.averageCompliance === null || s.averageCompliance === undefined ? '—' : `${s.averageCompliance}%`}
          note={s.averageCompliance === null || s.averageCompliance === undefined ? 'No scored assets yet' : 'Mean score of checked assets'}
        />
        <Stat icon={Wrench} label="Assets needing fixes" value={String(s.assetsNeedingFixes)} note="At least one failed check" tone={s.assetsNeedingFixes > 0 ? 'text-danger' : undefined} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <BandChart bands={s.bands} />
        <MostFailed rules={s.mostFailedRules ?? []} />
      </div>
    </section>
  )
}

function Stat({ icon: Icon, label, value, note, tone }: { icon: LucideIcon; label: string; value: string; note: string; tone?: string }) {
  return (
    <Card>
      <CardContent className="py-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Icon className="size-4 text-brand" aria-hidden="true" /> {label}
        </p>
        <p className={cn('mt-2 text-3xl font-semibold tabular-nums', tone)}>{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  )
}

/** BandChart is a hand-drawn bar chart of the assets per compliance band. */
function BandChart({ bands }: { bands: DashboardStats['bands'] }) {
  const bars = bandBars(bands)
  const total = bars.reduce((a, b) => a + b.count, 0)
  const max = Math.max(1, ...bars.map((b) => b.count))
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-4 text-brand" aria-hidden="true" /> Compliance bands
        </CardTitle>
        <p className="text-xs text-muted-foreground">{total ? `${total} scored ${total === 1 ? 'asset' : 'assets'}` : 'No scored assets yet'}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          {bars.map((b) => (b.count > 0 ? <span key={b.band} className={cn('h-full', TONE[b.tone].bar)} style={{ width: `${b.percent}%` }} /> : null))}
        </div>
        <ul className="space-y-3" aria-label="Assets per compliance band">
          {bars.map((b) => {
            const t = TONE[b.tone]
            const Icon = t.icon
            return (
              <li key={b.band} className="grid grid-cols-[180px_1fr_80px] items-center gap-3 text-sm">
                <span className="flex items-center gap-1.5 whitespace-nowrap">
                  <Icon className={cn('size-4', t.text)} aria-hidden="true" />
                  <span className="font-medium">{b.band}</span>
                  <span className="text-xs text-muted-foreground">{b.range}</span>
                </span>
                <span className="h-5 overflow-hidden rounded-md bg-muted" role="img" aria-label={`${b.band}: ${b.count} assets, ${b.percent}%`}>
                  <span className={cn('block h-full rounded-md transition-[width]', t.bar)} style={{ width: `${(b.count / max) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums">
                  <span className="font-semibold">{b.count}</span> <span className="text-xs text-muted-foreground">{b.percent}%</span>
                </span>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}

function MostFailed({ rules }: { rules: NonNullable<DashboardStats['mostFailedRules']> }) {
  const top = rules.slice(0, 6)
  const max = Math.max(1, ...top.map((r) => r.failures))
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <CircleX className="size-4 text-danger" aria-hidden="true" /> Most-failed rules
        </CardTitle>
        <p className="text-xs text-muted-foreground">Rules failed by the most assets</p>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
            No failed checks yet.
            <Button variant="outline" size="sm" asChild>
              <Link to="/campaigns">Check assets in a campaign</Link>
            </Button>
          </div>
        ) : (
          <ol className="space-y-2.5">
            {top.map((r) => (
              <li key={`${r.rule}|${r.field}`} className="text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-medium" title={r.rule}>
                    {r.rule}
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <Badge variant={r.severity === 'critical' ? 'danger' : r.severity === 'warning' ? 'warning' : 'secondary'}>{r.severity}</Badge>
                    <span className="w-24 text-right whitespace-nowrap tabular-nums">
                      {r.failures} {r.failures === 1 ? 'asset' : 'assets'}
                    </span>
                  </span>
                </div>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted">
                  <span className="block h-full rounded-full bg-danger/70" style={{ width: `${(r.failures / max) * 100}%` }} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
