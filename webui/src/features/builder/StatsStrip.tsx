import { AlertTriangle, CheckCircle2, CircleX, Files, LoaderCircle, ShieldAlert, ShieldCheck, type LucideIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { BuilderStats } from './assetLogic'

interface Tile {
  label: string
  value: number
  icon: LucideIcon
  tone: string
}

/** StatsStrip shows the builder's counts: assets by state and checks by outcome; skeletons while the assets load. */
export function StatsStrip({ stats, loading = false }: { stats: BuilderStats; loading?: boolean }) {
  const tiles: Tile[] = [
    { label: 'Total Assets', value: stats.total, icon: Files, tone: 'text-foreground' },
    { label: 'Complete', value: stats.complete, icon: CheckCircle2, tone: 'text-success' },
    { label: 'Processing', value: stats.processing, icon: LoaderCircle, tone: 'text-brand' },
    { label: 'Errors', value: stats.errors, icon: CircleX, tone: 'text-danger' },
    { label: 'Passed Checks', value: stats.passed, icon: ShieldCheck, tone: 'text-success' },
    { label: 'Warnings', value: stats.warnings, icon: AlertTriangle, tone: 'text-[oklch(0.55_0.13_70)]' },
    { label: 'Failed Checks', value: stats.failed, icon: ShieldAlert, tone: 'text-danger' },
  ]
  return (
    <dl className="mb-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-4 lg:grid-cols-7" aria-label="Campaign statistics">
      {tiles.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className="bg-card px-4 py-3 last:col-span-2 lg:last:col-span-1">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className={cn('size-3.5', value > 0 ? tone : 'text-muted-foreground')} aria-hidden="true" />
            {label}
          </dt>
          {/* A zero is neutral grey: nothing failed, nothing to look at. */}
          {loading ? (
            <dd className="mt-1.5" aria-busy="true">
              <Skeleton className="h-7 w-10" />
            </dd>
          ) : (
          <dd className={cn('mt-1 text-2xl font-semibold tabular-nums', value > 0 ? tone : 'text-muted-foreground')}>{value}</dd>
          )}
        </div>
      ))}
    </dl>
  )
}
