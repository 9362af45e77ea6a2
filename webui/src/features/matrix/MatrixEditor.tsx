import { AlertTriangle } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConflictDialog } from '@/components/app/conflict-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { savePreviewState } from '@/features/trafficking/preview'
import { cn } from '@/lib/utils'
import { MATRIX_DEFAULTS, addConcept, applySuggestedRemovals, conceptNumbers, expiredRows, isMissing, matrixCounts, plannedSizeChoices, plannedSizes, setPhase, setPlannedSizes, setRowField, setShared } from './concepts'
import { previewState, tileAssetIds } from './handover'
import { matrixApi } from './matrixApi'
import type { EditableField } from './concepts'
import { ExpiredBanner, MatrixHeader, SharedFields } from './MatrixEditorParts'
import { MatrixTable } from './MatrixTable'
import { PlannedSizes } from './PlannedSizes'
import type { FieldOptions, Matrix } from './types'
import { invalidCell, saveErrorMessage, useMatrixDraft } from './useMatrixDraft'

/** MatrixEditorProps are the props of MatrixEditor. */
export interface MatrixEditorProps {
  campaignId: string
  assetCount: number
  server: Matrix
  fieldOptions: FieldOptions
  /** serverVersion is the version of the saved matrix (0 before the first save). */
  serverVersion?: number
  /** registerFlush lets the export bar save pending edits before exporting. */
  onFlushReady?: (flush: () => Promise<void>) => void
}

/** MatrixEditor is the 'Creative Ad Trafficking Matrix' editor (spec §2). */
export function MatrixEditor({ campaignId, assetCount, server, serverVersion = 0, fieldOptions, onFlushReady }: MatrixEditorProps) {
  const { draft, edit, flush, state, error, resolveConflict } = useMatrixDraft(campaignId, server, serverVersion)
  const [selected, setSelected] = useState<number | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const navigate = useNavigate()
  useEffect(() => {
    onFlushReady?.(flush)
  }, [flush, onFlushReady])

  const onCell = useCallback((id: string, field: EditableField, v: string) => edit((m) => setRowField(m, id, field, v)), [edit])

  if (!draft) return null
  const concepts = conceptNumbers(draft.rows)
  const concept = selected !== null && concepts.includes(selected) ? selected : (concepts[0] ?? null)
  const rows = concept === null ? [] : draft.rows.filter((r) => r.conceptNumber === concept)
  const expired = expiredRows(draft.rows)
  const counts = matrixCounts(draft.rows)
  const phases = draft.options.phases ?? MATRIX_DEFAULTS.phases
  const bad = state === 'error' ? invalidCell(error) : null
  const badRow = bad ? draft.rows.find((r) => r.id === bad.rowId) : undefined

  const onAddConcept = () => {
    let added = 0
    edit((m) => {
      const r = addConcept(m)
      added = r.concept
      return r.matrix
    }, true)
    if (added) setSelected(added)
  }

  const onPreview = async () => {
    setPreviewing(true)
    try {
      await flush()
      const [pkg, assets] = await Promise.all([
        matrixApi.createPackage(campaignId),
        matrixApi.tileAssets(tileAssetIds(draft.rows)),
      ])
      const st = previewState(pkg, draft, assets, assetCount)
      savePreviewState(st)
      const to = `/trafficking/preview?package=${encodeURIComponent(pkg.package.id)}`
      try {
        navigate(to, { state: st })
      } catch {
        // History state too large for this browser: the preview loads the package by id.
        navigate(to)
      }
    } catch (err) {
      toast.error(`Could not prepare the trafficking preview: ${saveErrorMessage(err)}`)
    } finally {
      setPreviewing(false)
    }
  }

  return (
    <Card>
      <MatrixHeader
        counts={counts}
        state={state}
        error={error}
        onAddConcept={onAddConcept}
        onPreview={() => void onPreview()}
        previewing={previewing}
        canPreview={draft.rows.length > 0}
      />
      <CardContent className="space-y-5">
        <SharedFields
          country={draft.options.country ?? ''}
          advertiser={draft.options.advertiser ?? ''}
          phases={phases}
          onCountry={(v) => edit((m) => setShared(m, 'country', v))}
          onAdvertiser={(v) => edit((m) => setShared(m, 'advertiser', v))}
          onPhase={(i, v) => edit((m) => setPhase(m, i, v))}
        />

        <PlannedSizes
          choices={plannedSizeChoices(draft.options)}
          planned={plannedSizes(draft.options)}
          onChange={(sizes) => edit((m) => setPlannedSizes(m, sizes), true)}
        />

        {state === 'error' && error ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span className="[overflow-wrap:anywhere]">The matrix was not saved: {error}</span>
            </span>
            {badRow && badRow.conceptNumber !== concept ? (
              <Button variant="outline" size="sm" onClick={() => setSelected(badRow.conceptNumber)}>
                Show Concept {badRow.conceptNumber}
              </Button>
            ) : null}
          </div>
        ) : null}

        <ExpiredBanner count={expired.length} onRemoveAll={() => edit(applySuggestedRemovals, true)} />

        {concepts.length > 0 ? (
          <div
            role="tablist"
            aria-label="Concepts"
            className="flex gap-1 overflow-x-auto border-b pb-px"
            onKeyDown={(e) => {
              // Arrow keys move between concept tabs (WAI-ARIA tabs pattern).
              const i = concept === null ? -1 : concepts.indexOf(concept)
              const to = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? concepts.length - 1 : null
              if (to === null || to < 0 || to >= concepts.length) return
              e.preventDefault()
              setSelected(concepts[to] ?? null)
              const tabs = e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')
              tabs[to]?.focus()
            }}
          >
            {concepts.map((n) => {
              const active = n === concept
              const hasExpired = draft.rows.some((r) => r.conceptNumber === n && r.expired)
              const missing = draft.rows.filter((r) => r.conceptNumber === n && isMissing(r)).length
              return (
                <button
                  key={n}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  onClick={() => setSelected(n)}
                  className={cn(
                    '-mb-px flex shrink-0 items-center gap-1.5 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    active ? 'border-brand text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  Concept {n}
                  {missing > 0 ? (
                    <span className="rounded-full bg-muted px-1.5 text-[11px] tabular-nums text-muted-foreground" title={`${missing} missing ${missing === 1 ? 'creative' : 'creatives'}`}>
                      {missing} missing
                    </span>
                  ) : null}
                  {hasExpired ? <AlertTriangle className="size-3.5 text-danger" aria-label="has expired rows" /> : null}
                </button>
              )
            })}
          </div>
        ) : null}

        {rows.length > 0 ? (
          <MatrixTable rows={rows} fieldOptions={fieldOptions} invalid={bad} onChange={onCell} />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">No matrix rows yet. Add a concept to start.</p>
        )}
      </CardContent>
      <ConflictDialog
        open={state === 'conflict'}
        what="This campaign's matrix"
        onReload={() => void resolveConflict('reload')}
        onOverwrite={() => void resolveConflict('overwrite').catch(() => {})}
      />
    </Card>
  )
}
