import { PREVIEW_TILE_LIMIT, type PreviewTile, type TraffickingPreviewState } from '@/features/trafficking/preview'
import type { AssetThumb, PackagePage } from './matrixApi'
import { isMissing } from './concepts'
import type { Matrix, MatrixRow } from './types'

/** tileAssetIds are the assets behind the preview tiles: those of the first rows. */
export function tileAssetIds(rows: readonly MatrixRow[]): string[] {
  return [...new Set(rows.slice(0, PREVIEW_TILE_LIMIT).flatMap((r) => (r.assetId ? [r.assetId] : [])))]
}

/** previewTiles builds the preview tiles of the first rows: the creative, its size and its asset's image. */
export function previewTiles(m: Matrix, assets: readonly AssetThumb[]): PreviewTile[] {
  const byId = new Map(assets.map((a) => [a.id, a]))
  return m.rows.slice(0, PREVIEW_TILE_LIMIT).map((r) => {
    const a = r.assetId ? byId.get(r.assetId) : undefined
    const image = a && (a.type === 'image' || a.type === undefined) ? a.thumbnailLink || a.url : a?.thumbnailLink
    return { name: r.creativeName || r.creativeContentName || r.assetName || r.id, size: r.creativeSize, imageUrl: image || r.previewUrl || undefined, missing: isMissing(r) }
  })
}

/**
 * HANDOVER_ROW_LIMIT is the most rows handed over in router state and
 * sessionStorage; a bigger sheet is handed over by package id and the
 * preview loads its rows from the server.
 */
export const HANDOVER_ROW_LIMIT = 1000

/**
 * previewState is what the builder hands over to /trafficking/preview for a
 * trafficking package (its first page of rows): the rows when that page is
 * the whole sheet and small, else none (the preview pages them from the server).
 */
export function previewState(page: PackagePage, m: Matrix, assets: readonly AssetThumb[], assetCount: number): TraffickingPreviewState {
  const pkg = page.package
  return {
    headers: pkg.headers,
    rows: page.nextCursor || pkg.rows.length > HANDOVER_ROW_LIMIT ? [] : pkg.rows,
    campaignName: pkg.campaignName || m.options.campaignName,
    campaignId: pkg.campaignId,
    assetCount,
    packageId: pkg.id,
    fileName: pkg.fileName,
    phases: [...(m.options.phases ?? [])],
    tiles: previewTiles(m, assets),
  }
}
