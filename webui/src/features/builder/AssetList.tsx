import { Files } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { EmptyState, ErrorState, errorMessage } from '@/components/app/states'
import { Skeleton } from '@/components/ui/skeleton'
import { AssetRow } from './AssetRow'
import { useDeleteAsset, useReprocessAsset } from './builderApi'
import type { BuilderAsset } from './types'

/** AssetListProps are the props of AssetList. */
export interface AssetListProps {
  campaignId: string
  assets: BuilderAsset[] | undefined
  loading: boolean
  error: unknown
  onRetry: () => void
  onOpen: (id: string) => void
}

/** AssetList lists the campaign's assets with their live progress, or its loading, error and empty states. */
export function AssetList({ campaignId, assets, loading, error, onRetry, onOpen }: AssetListProps) {
  const [toDelete, setToDelete] = useState<BuilderAsset | null>(null)
  const del = useDeleteAsset(campaignId)
  const rerun = useReprocessAsset(campaignId)

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
      <div className="overflow-hidden rounded-xl border bg-card">
        <div className="flex items-center justify-between border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground">
          <span>
            {assets.length} {assets.length === 1 ? 'asset' : 'assets'}
          </span>
          <span>Failed · Warnings · Passed</span>
        </div>
        <ul className="divide-y" aria-label="Campaign assets">
          {assets.map((a) => (
            <AssetRow
              key={a.id}
              asset={a}
              onOpen={() => onOpen(a.id)}
              onDelete={() => setToDelete(a)}
              onReprocess={() =>
                rerun.mutate(a.id, {
                  onSuccess: () => toast.success(`Re-running the checks of ${a.name}`),
                  onError: (e) => toast.error('Could not re-run the checks', { description: errorMessage(e) }),
                })
              }
            />
          ))}
        </ul>
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
    </>
  )
}
