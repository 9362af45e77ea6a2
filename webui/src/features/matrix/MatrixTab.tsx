import { LayoutGrid, UploadCloud } from 'lucide-react'
import { useCallback, useRef } from 'react'
import { EmptyState, QueryState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { AppliedRules } from './AppliedRules'
import { ExportBar } from './ExportBar'
import { LargeMatrixEditor } from './LargeMatrixEditor'
import { MatrixEditor } from './MatrixEditor'
import { useMatrix } from './matrixApi'

/**
 * MatrixTabProps are the props of MatrixTab. The tab's data lives under the
 * query key ['matrix', campaignId] (matrixKeys.campaign): invalidate it when
 * the campaign's assets change and the matrix refetches.
 */
export interface MatrixTabProps {
  campaignId: string
  assetCount: number
  onUploadAssets: () => void
}

/** MatrixTab is the builder's 'Creative Matrix' tab: the export bar and the matrix editor. */
export function MatrixTab({ campaignId, assetCount, onUploadAssets }: MatrixTabProps) {
  const q = useMatrix(campaignId, assetCount > 0)
  const flushRef = useRef<(() => Promise<void>) | null>(null)
  const onFlushReady = useCallback((f: () => Promise<void>) => {
    flushRef.current = f
  }, [])
  const beforeExport = useCallback(async () => {
    await flushRef.current?.()
  }, [])

  if (assetCount === 0) {
    return (
      <div className="space-y-4">
        <ExportBar campaignId={campaignId} assetCount={0} />
        <EmptyState
          icon={LayoutGrid}
          title="No Assets for Creative Matrix"
          description="Upload creative assets to build the matrix: each asset becomes a concept with one row per standard size."
          action={
            <Button variant="brand" onClick={onUploadAssets}>
              <UploadCloud aria-hidden="true" /> Upload Assets
            </Button>
          }
        />
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <ExportBar campaignId={campaignId} campaignName={q.data?.matrix.options.campaignName} assetCount={assetCount} beforeExport={beforeExport} />
      <QueryState
        query={q}
        loading={
          <div aria-busy="true" aria-label="Loading matrix" className="space-y-3 rounded-xl border bg-card p-5">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        }
        errorTitle="Could not load the creative matrix"
      >
        {(data) =>
          data.nextCursor ? (
            // More rows than one page: read page by page and edited by patches.
            <LargeMatrixEditor campaignId={campaignId} assetCount={assetCount} first={data} onFlushReady={onFlushReady} />
          ) : (
            <MatrixEditor
              campaignId={campaignId}
              assetCount={assetCount}
              server={data.matrix}
              serverVersion={data.version ?? 0}
              fieldOptions={data.fieldOptions ?? {}}
              onFlushReady={onFlushReady}
            />
          )
        }
      </QueryState>
      <AppliedRules />
    </div>
  )
}
