import { CheckCheck, Files, Loader2, RotateCw, Tags, Trash2, X } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { NoMatchesState } from '@/components/app/list-toolbar'
import { EmptyState, ErrorState, errorMessage } from '@/components/app/states'
import { WindowedList } from '@/components/app/windowed-list'
import { Button } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { runAll } from '@/lib/bulk'
import { cn } from '@/lib/utils'
import { ASSET_SORTS, OUTCOME_FILTERS, openIssueKeys, outcomeCounts, type AssetSort, type OutcomeFilter } from './assetOutcome'
import { AssetRow } from './AssetRow'
import { BulkScopeDialog } from './BulkScopeDialog'
import { builderApi, useAssetView, useDeleteAsset, useReprocessAsset, useReviewIssue, useSetAssetScope } from './builderApi'
import type { AssetScope, BuilderAsset } from './types'

/** ASSET_ROW_HEIGHT is an asset row's usual height on a wide screen, before it is measured. */
const ASSET_ROW_HEIGHT = 88

/** AssetListProps are the props of AssetList. */
export interface AssetListProps {
  campaignId: string
  assets: BuilderAsset[] | undefined
  loading: boolean
  /** loadingMore is set, to the campaign's asset count, while the pages after the first are still being read. */
  loadingMore?: number
  error: unknown
  onRetry: () => void
  onOpen: (id: string) => void
}

/** AssetList lists the campaign's assets with their live progress, or its loading, error and empty states. */
export function AssetList({ campaignId, assets, loading, loadingMore, error, onRetry, onOpen }: AssetListProps) {
  const [toDelete, setToDelete] = useState<BuilderAsset | null>(null)
  const [filter, setFilter] = useState<OutcomeFilter>('all')
  const [sort, setSort] = useState<AssetSort>('upload')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [bulk, setBulk] = useState<'recheck' | 'review' | 'delete' | 'scope' | null>(null)
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false)
  const [scopeOpen, setScopeOpen] = useState(false)
  const del = useDeleteAsset(campaignId)
  const rerun = useReprocessAsset(campaignId)
  const review = useReviewIssue(campaignId)
  const setScope = useSetAssetScope(campaignId)
  // Every outcome in upload order is the live list itself; any other view
  // is filtered and sorted by the server and read as the list scrolls.
  const view = useAssetView(campaignId, filter, sort, assets, loadingMore === undefined)
  const shown = view.enabled ? view.rows : (assets ?? [])
  const counts = useMemo(() => outcomeCounts(assets ?? []), [assets])
  // Only assets that still exist count as selected.
  const chosen = (assets ?? []).filter((a) => selected.has(a.id))
  const allShownSelected = shown.length > 0 && shown.every((a) => selected.has(a.id))

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s)
      if (n.has(id)) n.delete(id)
      else n.add(id)
      return n
    })
  // A row's actions are the same functions on every render (they read the
  // latest props through a ref), so the memoised rows do not render again
  // while the list scrolls.
  const latest = useRef({ onOpen, rerun })
  latest.current = { onOpen, rerun }
  const rowActions = useMemo(
    () => ({
      onSelect: (a: BuilderAsset) => toggle(a.id),
      onOpen: (a: BuilderAsset) => latest.current.onOpen(a.id),
      onDelete: (a: BuilderAsset) => setToDelete(a),
      onReprocess: (a: BuilderAsset) =>
        latest.current.rerun.mutate(a.id, {
          onSuccess: () => toast.success(`Re-running the checks of ${a.name}`),
          onError: (e) => toast.error('Could not re-run the checks', { description: errorMessage(e) }),
        }),
    }),
    // toggle and setToDelete only set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  async function applyScope(scope: AssetScope) {
    setBulk('scope')
    try {
      const todo = chosen
      const r = await runAll(todo, (a) => setScope.mutateAsync({ assetId: a.id, scope }))
      report(r, `Set the scope of ${todo.length} ${todo.length === 1 ? 'asset' : 'assets'}; their checks were run again`, 'Could not set the scope of every asset')
      if (r.failed === 0) setScopeOpen(false)
    } finally {
      setBulk(null)
    }
  }

  async function runBulk(kind: 'recheck' | 'review' | 'delete') {
    setBulk(kind)
    try {
      if (kind === 'recheck') {
        // Checked assets are re-checked on the server in one call against the
        // current rules (their results arrive on the live stream); an asset
        // whose processing failed is processed again.
        const checked = chosen.filter((a) => a.status === 'complete').map((a) => a.id)
        const failed = chosen.filter((a) => a.status === 'error')
        const todo = checked.length + failed.length
        const r = await runAll<null | BuilderAsset>([...(checked.length > 0 ? [null] : []), ...failed], (a) =>
          a === null ? builderApi.recheck(campaignId, checked) : rerun.mutateAsync(a.id),
        )
        report(r, `Re-checking ${todo} ${todo === 1 ? 'asset' : 'assets'}`, 'Could not re-check every asset')
      } else if (kind === 'review') {
        const todo = chosen.flatMap((a) => openIssueKeys(a).map((issueKey) => ({ assetId: a.id, issueKey })))
        const r = await runAll(todo, (t) => review.mutateAsync({ ...t, acknowledge: true }))
        report(r, todo.length === 0 ? 'Nothing to mark: every failed or warning check is already reviewed' : `Marked ${todo.length} ${todo.length === 1 ? 'check' : 'checks'} reviewed`, 'Could not mark every check reviewed')
      } else {
        const todo = chosen
        const r = await runAll(todo, (a) => del.mutateAsync(a.id))
        report(r, `Deleted ${todo.length} ${todo.length === 1 ? 'asset' : 'assets'}`, 'Could not delete every asset')
        setSelected(new Set())
      }
    } finally {
      setBulk(null)
      setConfirmBulkDelete(false)
    }
  }

  if (loading)
    return (
      <div className="rounded-xl border bg-card p-4" aria-busy="true">
        <p className="mb-3 text-sm font-medium">Loading Campaign Assets</p>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="mb-2 h-16 w-full" />
        ))}
      </div>
    )
  if (error) return <ErrorState title="Could not load the campaign's assets" error={error} onRetry={onRetry} />
  if (!assets || assets.length === 0)
    return <EmptyState icon={Files} title="No assets yet" description="Drop banners, videos or documents above. Each one is read from its bytes, goes through the five processing steps and is checked against your enabled BRD rules." />

  return (
    <>
      {/* overflow-clip (not hidden) rounds the corners without making a scroll box, so the toolbar can stick to the page. */}
      <div className="overflow-clip rounded-xl border bg-card">
        {/* The toolbar and the selection bar stay in view below the app header (z-20) and above the rows (their controls are z-10) while the list scrolls. */}
        <div className="sticky top-14 z-[15] bg-card">
          <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2.5" role="toolbar" aria-label="Filter and sort assets">
            <div className="flex flex-wrap gap-1" role="group" aria-label="Filter by outcome">
              {OUTCOME_FILTERS.map((f) =>
                f.value === 'all' || counts[f.value] > 0 || filter === f.value ? (
                  <Button
                    key={f.value}
                    size="sm"
                    variant={filter === f.value ? 'secondary' : 'ghost'}
                    aria-pressed={filter === f.value}
                    className="h-7 px-2 text-xs"
                    onClick={() => setFilter(f.value)}
                  >
                    {f.label} <span className="tabular-nums text-muted-foreground">{counts[f.value]}</span>
                  </Button>
                ) : null,
              )}
            </div>
            <Select value={sort} onValueChange={(v) => setSort(v as AssetSort)}>
              <SelectTrigger aria-label="Sort assets" className="ml-auto h-7 w-auto gap-1.5 px-2 text-xs">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ASSET_SORTS.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className={cn('flex flex-wrap items-center gap-2 border-b px-4 py-2 text-xs font-medium text-muted-foreground', chosen.length > 0 ? 'bg-brand-soft/60' : 'bg-muted/40')}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-[var(--brand)]"
                checked={allShownSelected}
                onChange={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((a) => a.id)))}
                aria-label={allShownSelected ? 'Clear the selection' : `Select the ${shown.length} shown assets`}
              />
              {chosen.length > 0 ? (
                <span className="text-foreground" data-testid="selection-count">
                  {chosen.length} selected
                </span>
              ) : (
                <span>
                  {filter === 'all' ? `${assets.length} ${assets.length === 1 ? 'asset' : 'assets'}` : `${counts[filter]} of ${assets.length} assets`}
                </span>
              )}
            </label>
            {chosen.length > 0 ? (
              <div className="flex flex-wrap items-center gap-1" role="group" aria-label="Bulk actions">
                <Button size="sm" variant="outline" className="h-7 px-2 text-xs" disabled={bulk !== null} onClick={() => void runBulk('recheck')}>
                  {bulk === 'recheck' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCw />} Re-check
                </Button>
                <Button size="sm" variant="outline" className="h-7 px-2 text-xs" disabled={bulk !== null} onClick={() => void runBulk('review')}>
                  {bulk === 'review' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck />} Mark reviewed
                </Button>
                <Button size="sm" variant="outline" className="h-7 px-2 text-xs" disabled={bulk !== null} onClick={() => setScopeOpen(true)}>
                  <Tags /> Set scope
                </Button>
                <Button size="sm" variant="outline" className="h-7 px-2 text-xs hover:text-danger" disabled={bulk !== null} onClick={() => setConfirmBulkDelete(true)}>
                  <Trash2 /> Delete
                </Button>
                <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => setSelected(new Set())}>
                  <X /> Clear
                </Button>
              </div>
            ) : null}
            <span className="ml-auto hidden sm:inline">Failed · Warnings · Passed</span>
          </div>
        </div>
        {loadingMore !== undefined ? (
          <p role="status" className="flex items-center gap-2 border-b px-4 py-2 text-xs text-muted-foreground" data-testid="assets-loading-more">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
            Loading more assets: {assets.length.toLocaleString()} of {Math.max(loadingMore, assets.length).toLocaleString()} shown; the counts cover the loaded ones.
          </p>
        ) : null}
        {view.error ? (
          <ErrorState title="Could not filter the campaign's assets" error={view.error} onRetry={() => void view.refetch()} />
        ) : view.loading ? (
          <div className="p-4" aria-busy="true">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : shown.length === 0 ? (
          <NoMatchesState items="assets" hint="No asset has this outcome." onClear={() => setFilter('all')} />
        ) : null}
        <WindowedList
          className="divide-y"
          aria-label="Campaign assets"
          items={shown}
          getKey={(a) => a.id}
          estimateSize={ASSET_ROW_HEIGHT}
          onNearEnd={view.enabled ? view.loadMore : undefined}
          // Rows that stream past while the list is flung are drawn light (see AssetRow).
          lightWhileFlung
          // Only the row's own props: the list's rendered range changes on every
          // scroll frame, and passed to the memoised rows it would render each
          // of them again on every frame.
          renderRow={(a, row) => <AssetRow index={row.index} ref={row.ref} light={row.light} asset={a} selected={selected.has(a.id)} {...rowActions} />}
        />
      </div>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete asset?"
        description={<>Are you sure you want to delete {toDelete?.name}? Its file, analysis and review decisions are removed for good.</>}
        pending={del.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          const a = toDelete
          if (!a) return
          del.mutate(a.id, {
            onSuccess: () => toast.success(`${a.name} deleted`),
            onError: (e) => toast.error('Could not delete the asset', { description: errorMessage(e) }),
            onSettled: () => setToDelete(null),
          })
        }}
      />
      <ConfirmDeleteDialog
        open={confirmBulkDelete}
        title={`Delete ${chosen.length} ${chosen.length === 1 ? 'asset' : 'assets'}?`}
        description={<>Their files, analyses and review decisions are removed for good.</>}
        pending={bulk === 'delete'}
        onClose={() => setConfirmBulkDelete(false)}
        onConfirm={() => void runBulk('delete')}
      />
      {scopeOpen ? <BulkScopeDialog campaignId={campaignId} count={chosen.length} open busy={bulk === 'scope'} onOpenChange={setScopeOpen} onApply={(s) => void applyScope(s)} /> : null}
    </>
  )
}

/** report shows the outcome of a bulk action once: a success, or how many failed and why. */
function report(r: { failed: number; firstError?: unknown }, done: string, failed: string) {
  if (r.failed === 0) toast.success(done)
  else toast.error(`${failed} (${r.failed} failed)`, { description: errorMessage(r.firstError) })
}
