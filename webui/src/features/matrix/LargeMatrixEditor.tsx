import { AlertTriangle } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConflictDialog } from '@/components/app/conflict-dialog'
import { ErrorState } from '@/components/app/states'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { savePreviewState } from '@/features/trafficking/preview'
import { MATRIX_DEFAULTS, plannedSizeChoices, plannedSizes } from './concepts'
import { previewState, tileAssetIds } from './handover'
import { matrixApi } from './matrixApi'
import { ExpiredBanner, MatrixHeader, SharedFields } from './MatrixEditorParts'
import { MatrixTable } from './MatrixTable'
import { PlannedSizes } from './PlannedSizes'
import type { MatrixResponse, MatrixSummary } from './types'
import { usePagedRows, useMatrixPatch } from './usePagedMatrix'
import { invalidCell, saveErrorMessage } from './useMatrixDraft'

/** LargeMatrixEditorProps are the props of LargeMatrixEditor. */
export interface LargeMatrixEditorProps {
  campaignId: string
  assetCount: number
  /** first is the matrix's first page of rows, its options, version and summary. */
  first: MatrixResponse
  onFlushReady?: (flush: () => Promise<void>) => void
}

/**
 * LargeMatrixEditor is the matrix editor of a matrix too large to read and
 * save whole (more rows than one first page): the same fields and table,
 * but the rows are read from the server page by page as the table scrolls
 * (every concept, or one), the counts come from the server's summary, and
 * edits are sent as patches (PATCH /api/campaigns/{id}/matrix).
 */
export function LargeMatrixEditor({ campaignId, assetCount, first, onFlushReady }: LargeMatrixEditorProps) {
  const summary: MatrixSummary = first.summary ?? { rows: 0, creatives: 0, missing: 0, expired: 0, concepts: [] }
  const [concept, setConcept] = useState<number | null>(null)
  const paged = usePagedRows(campaignId, concept, first)
  const edits = useMatrixPatch(campaignId, first.version ?? 0)
  const [previewing, setPreviewing] = useState(false)
  const navigate = useNavigate()
  const { flush } = edits
  useEffect(() => {
    onFlushReady?.(flush)
  }, [flush, onFlushReady])

  const options = { ...first.matrix.options, ...edits.shared }
  const phases = options.phases ?? MATRIX_DEFAULTS.phases
  const rows = useMemo(
    () => paged.rows.map((r) => (edits.overrides.has(r.id) ? { ...r, ...edits.overrides.get(r.id) } : r)),
    [paged.rows, edits.overrides],
  )
  const bad = edits.state === 'error' ? invalidCell(edits.error) : null

  const onAddConcept = async () => {
    try {
      const answer = await edits.structural({ addConcept: true })
      if (answer?.addedConcept) setConcept(answer.addedConcept)
    } catch {
      // The save indicator and the alert show why.
    }
  }

  const onPreview = async () => {
    setPreviewing(true)
    try {
      await flush()
      const [page, assets] = await Promise.all([
        matrixApi.createPackage(campaignId),
        matrixApi.tileAssets(tileAssetIds(paged.rows)),
      ])
      const st = previewState(page, { options, rows: paged.rows }, assets, assetCount)
      savePreviewState(st)
      navigate(`/trafficking/preview?package=${encodeURIComponent(page.package.id)}`, { state: st })
    } catch (err) {
      toast.error(`Could not prepare the trafficking preview: ${saveErrorMessage(err)}`)
    } finally {
      setPreviewing(false)
    }
  }

  const shown = concept === null ? summary.rows : (summary.concepts.find((c) => c.number === concept)?.rows ?? 0)
  return (
    <Card>
      <MatrixHeader
        counts={{ creatives: summary.creatives, missing: summary.missing, concepts: summary.concepts.length }}
        state={edits.state}
        error={edits.error}
        onAddConcept={() => void onAddConcept()}
        onPreview={() => void onPreview()}
        previewing={previewing}
        canPreview={summary.rows > 0}
      />
      <CardContent className="space-y-5">
        <SharedFields
          country={options.country ?? ''}
          advertiser={options.advertiser ?? ''}
          phases={phases}
          onCountry={(v) => edits.setShared({ country: v })}
          onAdvertiser={(v) => edits.setShared({ advertiser: v })}
          onPhase={(i, v) => {
            const next = [...phases] as [string, string, string]
            next[i] = v
            edits.setShared({ phases: next })
          }}
        />

        <PlannedSizes
          choices={plannedSizeChoices(options)}
          planned={plannedSizes(options)}
          onChange={(sizes) => void edits.structural({ plannedSizes: sizes }).catch(() => {})}
        />

        {(edits.state === 'error' || edits.state === 'conflict') && edits.error ? (
          <div role="alert" className="flex items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm">
            <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span className="[overflow-wrap:anywhere]">The matrix was not saved: {edits.error}</span>
          </div>
        ) : null}

        <ExpiredBanner count={summary.expired} onRemoveAll={() => void edits.structural({ applySuggestedRemovals: true }).catch(() => {})} />

        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Label htmlFor="matrix-concept">Show</Label>
          {/* A native select: it stays quick with thousands of concepts. */}
          <select
            id="matrix-concept"
            value={concept ?? ''}
            onChange={(e) => setConcept(e.target.value ? Number(e.target.value) : null)}
            className="h-8 max-w-full min-w-0 rounded-md border bg-background px-2 text-sm"
          >
            <option value="">All concepts ({summary.rows.toLocaleString()} rows)</option>
            {summary.concepts.map((c) => (
              <option key={c.number} value={c.number}>
                Concept {c.number} ({c.rows} {c.rows === 1 ? 'row' : 'rows'}
                {c.missing > 0 ? `, ${c.missing} missing` : ''}
                {c.expired > 0 ? ', expired' : ''})
              </option>
            ))}
          </select>
          <span className="text-xs text-muted-foreground" data-testid="matrix-loaded" role="status">
            {paged.loadingMore ? `${rows.length.toLocaleString()} of ${shown.toLocaleString()} rows loaded; more load as you scroll` : `${shown.toLocaleString()} rows`}
          </span>
        </div>

        {paged.error ? (
          <ErrorState title="Could not load the matrix rows" error={paged.error} onRetry={() => void paged.refetch()} />
        ) : paged.loading ? (
          <Skeleton className="h-40 w-full" />
        ) : rows.length > 0 ? (
          <MatrixTable rows={rows} fieldOptions={first.fieldOptions ?? {}} invalid={bad} showConcept={concept === null} onNearEnd={paged.loadMore} onChange={edits.setCell} editOnDemand totalRows={shown} />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">No matrix rows yet. Add a concept to start.</p>
        )}
      </CardContent>
      <ConflictDialog
        open={edits.state === 'conflict'}
        what="This campaign's matrix"
        onReload={() => void edits.resolveConflict('reload')}
        onOverwrite={() => void edits.resolveConflict('overwrite').catch(() => {})}
      />
    </Card>
  )
}
