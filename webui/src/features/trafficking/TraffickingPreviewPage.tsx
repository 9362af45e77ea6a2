import { ArrowLeft, Download, ImageOff, Loader2, TableProperties } from 'lucide-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, ErrorState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { WindowedList, shouldWindow } from '@/components/app/windowed-list'
import { TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { fetchFile, saveBlob } from '@/features/matrix/download'
import { matrixApi } from '@/features/matrix/matrixApi'
import { formatCount } from '@/lib/format'
import {
  COLAB_PLACEHOLDER,
  PREVIEW_TILE_LIMIT,
  creativeTypeLabel,
  isMissingRow,
  loadPreviewState,
  orDefault,
  previewAdvertiser,
  previewCountry,
  previewPhases,
  readPreviewState,
  savePreviewState,
  sheetCounts,
  traffickingCsv,
  traffickingFileName,
  type PreviewTile,
  type TraffickingPreviewState,
} from './preview'

export { readPreviewState } from './preview'
export type { TraffickingPreviewState } from './preview'

/** PREVIEW_ROW_HEIGHT is a preview table row's usual height, before it is measured. */
const PREVIEW_ROW_HEIGHT = 37

/** SheetProgress is how much of a sheet the page holds when its rows come from the server page by page. */
interface SheetProgress {
  total: number
  missing: number
  loadingMore: boolean
  loadMore: () => void
}

/** TraffickingPreviewPage is 'Display Creative Matrix PREVIEW' (spec §2): the trafficking sheet handed over by the builder. */
export function TraffickingPreviewPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const packageParam = params.get('package') ?? ''
  const handed = useMemo(() => {
    const fromRouter = readPreviewState(location.state)
    if (fromRouter) return fromRouter
    const stored = loadPreviewState()
    // A stored preview of another package is not this page's data.
    return stored && (!packageParam || stored.packageId === packageParam) ? stored : null
  }, [location.state, packageParam])

  useEffect(() => {
    // Keep what the router handed over so a reload shows the same preview.
    const fromRouter = readPreviewState(location.state)
    if (fromRouter) savePreviewState(fromRouter)
  }, [location.state])

  // Large sheets are handed over without rows, and a bare link has only the
  // package id: the package's rows are read from the server then, page by
  // page as the tables scroll.
  const packageId = handed?.packageId || packageParam
  const needsFetch = !!packageId && (!handed || handed.rows.length === 0)
  const pkg = useInfiniteQuery({
    queryKey: ['trafficking', 'package', packageId, 'pages'],
    queryFn: ({ pageParam }) => matrixApi.packagePage(packageId, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    enabled: needsFetch,
  })
  const data: TraffickingPreviewState | null = useMemo(() => {
    if (!needsFetch) return handed
    const first = pkg.data?.pages[0]?.package
    if (!first) return null
    return {
      ...handed,
      headers: first.headers,
      rows: pkg.data!.pages.flatMap((p) => p.package.rows),
      campaignName: handed?.campaignName || first.campaignName,
      campaignId: handed?.campaignId || first.campaignId,
      packageId: first.id,
      fileName: first.fileName,
    }
  }, [needsFetch, handed, pkg.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pkg
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  const first = pkg.data?.pages[0]?.package
  const progress: SheetProgress | undefined =
    needsFetch && first && typeof first.rowCount === 'number'
      ? { total: first.rowCount, missing: first.missingCount ?? 0, loadingMore: hasNextPage || isFetchingNextPage, loadMore }
      : undefined

  const back = () => {
    if (data?.campaignId) navigate(`/campaigns/${encodeURIComponent(data.campaignId)}`)
    else if (window.history.length > 1) navigate(-1)
    else navigate('/campaigns')
  }

  if (needsFetch && pkg.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading trafficking preview">
        <PageHeader title="Display Creative Matrix PREVIEW" documentTitle="Trafficking preview" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="mt-6 h-64 w-full" />
      </div>
    )
  }
  if (needsFetch && pkg.isError) {
    return (
      <>
        <PageHeader title="Display Creative Matrix PREVIEW" documentTitle="Trafficking preview" />
        <ErrorState title="Could not load the trafficking sheet" error={pkg.error} onRetry={() => void pkg.refetch()} />
      </>
    )
  }
  if (!data) {
    return (
      <>
        <PageHeader title="Display Creative Matrix PREVIEW" documentTitle="Trafficking preview" />
        <EmptyState
          icon={TableProperties}
          title="Nothing to preview"
          description="No preview data available. Return to the builder and click Preview Trafficking."
          action={
            <Button variant="outline" onClick={back}>
              <ArrowLeft /> Back to Builder
            </Button>
          }
        />
      </>
    )
  }
  return <Preview data={data} progress={progress} onBack={back} />
}

function Preview({ data, progress, onBack }: { data: TraffickingPreviewState; progress?: SheetProgress; onBack: () => void }) {
  const [downloading, setDownloading] = useState(false)
  const { rows } = data
  // Counted from the rows, so a reload (rows from the server) shows what the
  // editor showed; a sheet read page by page is counted by the server.
  const counts = progress ? { creatives: progress.total - progress.missing, missing: progress.missing } : sheetCounts(rows)
  const campaign = data.campaignName || rows[0]?.['Campaign Name'] || 'Untitled campaign'
  const phases = previewPhases(data.phases)
  const tiles: PreviewTile[] =
    data.tiles && data.tiles.length > 0
      ? data.tiles.slice(0, PREVIEW_TILE_LIMIT)
      : rows.slice(0, PREVIEW_TILE_LIMIT).map((r) => ({
          name: r['Creative Name'] ?? '',
          size: r['Creative Size'] ?? '',
          imageUrl: /^(https?:|\/)/.test(r['HTML5 Preview Frames'] ?? '') ? r['HTML5 Preview Frames'] : undefined,
          missing: isMissingRow(r),
        }))

  const download = async () => {
    setDownloading(true)
    const fallbackName = data.fileName || traffickingFileName(campaign)
    try {
      if (data.packageId) {
        try {
          const f = await fetchFile(`/api/trafficking/${encodeURIComponent(data.packageId)}/export`, fallbackName)
          saveBlob(f.blob, f.fileName)
          return
        } catch {
          // The package is gone (or the server is unreachable): write the CSV from the preview data.
        }
      }
      saveBlob(new Blob([traffickingCsv(data.headers, rows)], { type: 'text/csv;charset=utf-8' }), fallbackName)
    } catch (err) {
      toast.error(`Could not download the trafficking CSV: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <>
      <PageHeader
        title="Display Creative Matrix PREVIEW"
        documentTitle="Trafficking preview"
        description={
          <>
            <span data-testid="preview-counts">
              <span className="font-medium text-foreground">{formatCount(counts.creatives)}</span> {counts.creatives === 1 ? 'creative' : 'creatives'}
              {counts.missing > 0 ? (
                <>
                  {' '}
                  · <span className="font-medium text-foreground">{formatCount(counts.missing)}</span> missing
                </>
              ) : null}
            </span>{' '}
            · <span className="font-medium text-foreground">{campaign}</span>
          </>
        }
        actions={
          <>
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft /> Back
            </Button>
            <Button variant="brand" onClick={() => void download()} disabled={downloading}>
              {downloading ? <Loader2 className="animate-spin" /> : <Download />} Download CSV
            </Button>
          </>
        }
      />

      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <Fact label="Country" value={previewCountry(rows)} />
        <Fact label="Advertiser Name/ID" value={previewAdvertiser(rows)} />
        <Fact label="Campaign" value={campaign} />
      </div>

      {progress?.loadingMore ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="preview-loading-more">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {formatCount(rows.length)} of {formatCount(progress.total)} rows loaded; the tables read more as you scroll. Download CSV has every row.
        </p>
      ) : null}

      <PhaseBanner index={1} label={phases[0] ?? 'Phase 1'} title="Creative Inventory" />
      <SheetTable
        label="Creative Inventory"
        rows={rows}
        onNearEnd={progress?.loadMore}
        head={['Concept Number', 'Creative Status', 'Activation Team', 'Customer Type', 'Language', 'CTA/Button Description', 'URL', 'CTA 2', 'URL 2'].map((h) => (
          <TableHead key={h} className="whitespace-nowrap">
            {h}
          </TableHead>
        ))}
        renderRow={(r, row) => <InventoryRow r={r} index={row.index} measure={row.ref} />}
      />

      <PhaseBanner index={2} label={phases[1] ?? 'Phase 2'} title="Creative Details" />
      <section aria-label="Preview tiles" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((t, i) => (
          <Tile key={i} tile={t} />
        ))}
      </section>
      <SheetTable
        label="Creative Details"
        rows={rows}
        onNearEnd={progress?.loadMore}
        head={['Creative Type', 'FDA Filing Number', 'Creative Agency', 'Campaign Type', 'Campaign Name', 'Creative Name', 'Version'].map((h) => (
          <TableHead key={h} className="whitespace-nowrap">
            {h}
          </TableHead>
        ))}
        renderRow={(r, row) => <DetailsRow r={r} index={row.index} measure={row.ref} campaign={campaign} />}
      />

      <PhaseBanner index={3} label={phases[2] ?? 'Phase 3'} title="Sizes and Taxonomy" />
      <SheetTable
        label="Sizes and Taxonomy"
        rows={rows}
        onNearEnd={progress?.loadMore}
        head={
          <>
            <TableHead>Creative Size</TableHead>
            <TableHead>CoLab CfID</TableHead>
            <TableHead>Taxonomy String</TableHead>
          </>
        }
        renderRow={(r, row) => <SizesRow r={r} index={row.index} measure={row.ref} />}
      />
    </>
  )
}

/** SheetRowProps are the props of a preview table's row: the sheet row, its place, and the windowed list's measuring ref. */
interface SheetRowProps {
  r: Record<string, string>
  index: number
  measure?: (el: Element | null) => void
}

// The preview's rows are memoised: while a long table scrolls, the windowed
// list renders again on every frame, and only the rows coming into view need
// to (before, every rendered row of the scrolled table rendered again).

const InventoryRow = memo(function InventoryRow({ r, index, measure }: SheetRowProps) {
  return (
    <TableRow ref={measure} data-index={index}>
      <TableCell className="whitespace-nowrap">
        Example
        {isMissingRow(r) ? <span className="ml-2 rounded border border-dashed px-1 text-[11px] text-muted-foreground">Missing creative</span> : null}
      </TableCell>
      <TableCell>{orDefault(r, 'Creative Status', 'Adding')}</TableCell>
      <TableCell>{orDefault(r, 'Activation Team', 'Programmatic')}</TableCell>
      <TableCell>{orDefault(r, 'Customer Type', '—')}</TableCell>
      <TableCell>{orDefault(r, 'Language', '—')}</TableCell>
      <TableCell>{orDefault(r, 'CTA/Button Description', '—')}</TableCell>
      <TableCell className="max-w-64 truncate">{orDefault(r, 'URL', '—')}</TableCell>
      <TableCell>{orDefault(r, 'CTA 2', '—')}</TableCell>
      <TableCell className="max-w-64 truncate">{orDefault(r, 'URL 2', '—')}</TableCell>
    </TableRow>
  )
})

const DetailsRow = memo(function DetailsRow({ r, index, measure, campaign }: SheetRowProps & { campaign: string }) {
  return (
    <TableRow ref={measure} data-index={index}>
      <TableCell className="whitespace-nowrap">{creativeTypeLabel(r)}</TableCell>
      <TableCell>{orDefault(r, 'FDA Filing Number', '—')}</TableCell>
      <TableCell>{orDefault(r, 'Creative Agency', '—')}</TableCell>
      <TableCell className="whitespace-nowrap">{orDefault(r, 'Campaign Type', '—')}</TableCell>
      <TableCell>{orDefault(r, 'Campaign Name', campaign)}</TableCell>
      <TableCell className="font-mono text-[11px]">{orDefault(r, 'Creative Name', '—')}</TableCell>
      <TableCell>{orDefault(r, 'Creative Version', orDefault(r, 'Version', 'V1'))}</TableCell>
    </TableRow>
  )
})

const SizesRow = memo(function SizesRow({ r, index, measure }: SheetRowProps) {
  return (
    <TableRow ref={measure} data-index={index} data-missing={isMissingRow(r) || undefined} className={isMissingRow(r) ? 'bg-muted/40 text-muted-foreground' : undefined}>
      <TableCell className="font-mono whitespace-nowrap">
        {orDefault(r, 'Creative Size', '—')}
        {isMissingRow(r) ? <span className="ml-2 rounded border border-dashed px-1 font-sans text-[11px]">Missing creative</span> : null}
      </TableCell>
      <TableCell className="text-muted-foreground italic">{orDefault(r, 'CoLab CfID', COLAB_PLACEHOLDER)}</TableCell>
      <TableCell className="font-mono text-[11px] break-all whitespace-normal">{orDefault(r, 'Taxonomy String', '—')}</TableCell>
    </TableRow>
  )
})

/**
 * SheetTable is one of the preview's tables. A long sheet scrolls in a box
 * of its own (the three tables would otherwise stack a page of tens of
 * thousands of rows each) and renders only the rows near view (WindowedList).
 */
function SheetTable({
  label,
  rows,
  head,
  renderRow,
  onNearEnd,
}: {
  label: string
  rows: readonly Record<string, string>[]
  head: ReactNode
  renderRow: (r: Record<string, string>, row: { index: number; ref?: (el: Element | null) => void }) => ReactNode
  onNearEnd?: () => void
}) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const long = shouldWindow(rows.length)
  return (
    <Card className="mb-8 overflow-hidden">
      {/* Every table scrolls in a box of its own, so its header row stays in view (a sticky header needs its scrolling box). */}
      <div ref={setBox} className="isolate max-h-[70vh] scroll-mt-16 overflow-auto overscroll-contain bg-card will-change-scroll" data-testid={long ? 'sheet-scroll' : undefined}>
        <table className="w-full caption-bottom text-xs" aria-label={label}>
          <TableHeader className="sticky top-0 z-10 shadow-[0_1px_0_var(--border)]">
            <TableRow className="bg-muted">{head}</TableRow>
          </TableHeader>
          <WindowedList
            as="tbody"
            className="[&_tr:last-child]:border-0"
            items={rows}
            getKey={(_r, i) => String(i)}
            estimateSize={PREVIEW_ROW_HEIGHT}
            scrollElement={long ? box : undefined}
            onNearEnd={onNearEnd}
            renderRow={renderRow}
          />
        </table>
      </div>
    </Card>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 truncate text-sm font-semibold" title={value}>
        {value}
      </p>
    </div>
  )
}

function PhaseBanner({ index, label, title }: { index: number; label: string; title: string }) {
  return (
    <div className="mb-3 flex items-center gap-3 rounded-lg bg-brand px-4 py-2.5 text-brand-foreground" role="heading" aria-level={2}>
      <span className="flex size-6 items-center justify-center rounded-full bg-brand-foreground/20 text-xs font-semibold">{index}</span>
      <span className="text-sm font-semibold">{label}</span>
      <span className="text-sm opacity-60" aria-hidden="true">
        ·
      </span>
      <span className="text-sm opacity-90">{title}</span>
    </div>
  )
}

/** sizeAspect returns the width/height ratio of a 'WxH' size, or null. */
function sizeAspect(size: string): number | null {
  const m = /^(\d{1,5})\s*[x×]\s*(\d{1,5})$/i.exec(size.trim())
  if (!m) return null
  const w = Number(m[1])
  const h = Number(m[2])
  return w > 0 && h > 0 ? w / h : null
}

function Tile({ tile }: { tile: PreviewTile }) {
  const [broken, setBroken] = useState(false)
  const aspect = sizeAspect(tile.size)
  return (
    <figure className="overflow-hidden rounded-lg border bg-card">
      <div className="flex h-36 items-center justify-center bg-muted/60 p-3">
        {tile.imageUrl && !broken ? (
          // The creative framed at its trafficked size's proportions.
          <div className="max-h-full max-w-full overflow-hidden rounded-sm border bg-card shadow-xs" style={aspect ? { aspectRatio: aspect, height: aspect < 2 ? '100%' : undefined, width: aspect >= 2 ? '100%' : undefined } : undefined}>
            <img src={tile.imageUrl} alt={`${tile.name} ${tile.size}`} className="size-full object-cover" onError={() => setBroken(true)} />
          </div>
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImageOff className="size-5" aria-hidden="true" /> {tile.missing ? 'Missing creative' : 'No preview'}
          </span>
        )}
      </div>
      <figcaption className="border-t px-3 py-2">
        <p className="truncate font-mono text-xs font-medium" title={tile.name}>
          {tile.name || '—'}
        </p>
        <p className="text-xs text-muted-foreground">{tile.size || '—'}</p>
      </figcaption>
    </figure>
  )
}
