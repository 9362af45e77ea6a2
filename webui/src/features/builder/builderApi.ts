import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { api, getAllPages, queryString } from '@/lib/api'
import { campaignKeys } from '@/features/campaigns/campaignApi'
import { isProcessing, isZip } from './assetLogic'
import { outcomeCounts, outcomeOf, type AssetSort, type OutcomeFilter } from './assetOutcome'
import { postForm, type UploadProgress } from './upload'
import type { AssetScope, BuilderAsset, UploadResult } from './types'

/** builderKeys are the TanStack Query keys of the builder's data. */
export const builderKeys = {
  assets: (campaignId: string) => ['builder', 'assets', campaignId] as const,
  view: (campaignId: string, filter: OutcomeFilter, sort: AssetSort) => ['builder', 'assets', campaignId, 'view', filter, sort] as const,
}

/** AssetPage is one page of a campaign's assets. */
export interface AssetPage {
  assets: BuilderAsset[]
  nextCursor?: string
}

const enc = encodeURIComponent

/** unwrapAsset accepts list items that wrap the asset in a field 'asset' (spec §7). */
function unwrapAsset(item: BuilderAsset | { asset: BuilderAsset }): BuilderAsset {
  return 'asset' in item && item.asset ? item.asset : (item as BuilderAsset)
}

/** builderApi holds the builder's calls (spec §7, docs/api.md). */
export const builderApi = {
  /** listAssets reads every page of the campaign's assets; onPage is told the assets read so far while more pages follow. */
  listAssets: async (campaignId: string, onPage?: (assets: BuilderAsset[]) => void) => {
    type Item = BuilderAsset | { asset: BuilderAsset }
    const data = await getAllPages<{ assets?: Item[] }>(
      `/api/campaigns/${enc(campaignId)}/assets`,
      'assets',
      onPage ? (items) => onPage((items as Item[]).map(unwrapAsset)) : undefined,
    )
    return (data?.assets ?? []).map(unwrapAsset)
  },
  /** assetPage reads one page of the campaign's assets of one outcome (or all) in one order, filtered and sorted by the server. */
  assetPage: async (campaignId: string, filter: OutcomeFilter, sort: AssetSort, cursor?: string, limit = VIEW_PAGE_SIZE): Promise<AssetPage> => {
    type Item = BuilderAsset | { asset: BuilderAsset }
    const q = queryString({ outcome: filter === 'all' ? undefined : filter, sort: sort === 'upload' ? undefined : sort, limit, cursor })
    const page = await api.get<{ assets?: Item[]; nextCursor?: string }>(`/api/campaigns/${enc(campaignId)}/assets${q}`)
    return { assets: (page?.assets ?? []).map(unwrapAsset), nextCursor: page?.nextCursor }
  },
  /** uploadFiles sends the files with the campaign first, as the server streams the parts. */
  uploadFiles: (campaignId: string, files: File[], onProgress?: (p: UploadProgress) => void) => {
    const form = new FormData()
    form.append('campaignId', campaignId)
    for (const f of files) form.append('files', f, f.name)
    return postForm<UploadResult>('/api/campaigns/upload-files', form, onProgress)
  },
  /** uploadZip sends one zip of assets (an HTML5 banner zip stays one asset). */
  uploadZip: (campaignId: string, file: File, onProgress?: (p: UploadProgress) => void) => {
    const form = new FormData()
    form.append('campaignId', campaignId)
    form.append('file', file, file.name)
    return postForm<UploadResult>('/api/campaigns/upload-zip', form, onProgress)
  },
  remove: (id: string) => api.delete<unknown>(`/api/assets/${enc(id)}`),
  classify: (id: string) => api.post<unknown>(`/api/assets/${enc(id)}/classify`),
  /** recheck checks the named assets again against the campaign's current rules, from what processing measured (POST /api/campaigns/{id}/recheck). */
  recheck: (campaignId: string, assetIds: string[]) => api.post<unknown>(`/api/campaigns/${enc(campaignId)}/recheck`, { assetIds }),
  review: async (id: string, body: { issueKey: string; apply?: boolean; fix?: string; acknowledge?: boolean }) =>
    (await api.post<{ asset: BuilderAsset }>(`/api/assets/${enc(id)}/review`, body)).asset,
  setScope: async (id: string, scope: AssetScope) => (await api.patch<{ asset: BuilderAsset }>(`/api/assets/${enc(id)}`, { scope })).asset,
}

/** VIEW_PAGE_SIZE is how many assets one page of a filtered or sorted view reads. */
export const VIEW_PAGE_SIZE = 200

/** VIEW_REFRESH_MS is how long a filtered or sorted view waits after the live list's outcomes last changed before it asks the server again. */
export const VIEW_REFRESH_MS = 1000

/**
 * useAssetView is the builder's list of one outcome (or all) in one order,
 * filtered and sorted by the server and read page by page as the list
 * scrolls (loadMore). live is the campaign's whole list as the live stream
 * keeps it: each row shows the asset's latest state from it, a row whose
 * outcome has just changed leaves the view at once, and when the live
 * outcomes change the view is read again (after VIEW_REFRESH_MS of quiet)
 * so newly matching assets take their place. Disabled for every outcome in
 * upload order, which is the live list itself.
 */
export function useAssetView(campaignId: string, filter: OutcomeFilter, sort: AssetSort, live: readonly BuilderAsset[] | undefined, liveWhole: boolean) {
  const qc = useQueryClient()
  const enabled = !!campaignId && (filter !== 'all' || sort !== 'upload')
  const q = useInfiniteQuery({
    queryKey: builderKeys.view(campaignId, filter, sort),
    queryFn: ({ pageParam }) => builderApi.assetPage(campaignId, filter, sort, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  })
  const counts = useMemo(() => JSON.stringify(outcomeCounts(live ?? [])), [live])
  useEffect(() => {
    if (!enabled) return
    const t = setTimeout(() => void qc.invalidateQueries({ queryKey: builderKeys.view(campaignId, filter, sort), exact: true }), VIEW_REFRESH_MS)
    return () => clearTimeout(t)
  }, [counts, enabled, qc, campaignId, filter, sort])
  // A filter in upload order over the whole live list is known before the
  // server answers: show it at once rather than a placeholder.
  const localFirst = enabled && q.isPending && liveWhole && sort === 'upload' && live !== undefined
  const rows = useMemo(() => {
    if (localFirst) return (live ?? []).filter((a) => outcomeOf(a) === filter)
    const byId = new Map((live ?? []).map((a) => [a.id, a]))
    const out: BuilderAsset[] = []
    for (const page of q.data?.pages ?? []) {
      for (const a of page.assets) {
        const cur = byId.get(a.id)
        // An asset gone from the whole live list was deleted.
        if (!cur && liveWhole) continue
        const shown = cur && !isOlder(cur, a) ? cur : a
        if (filter !== 'all' && outcomeOf(shown) !== filter) continue
        out.push(shown)
      }
    }
    return out
  }, [q.data, live, liveWhole, filter, localFirst])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  )
  return { enabled, rows, loading: enabled && q.isPending && !localFirst, error: q.isError ? q.error : null, hasMore: !!hasNextPage, loadMore, refetch: q.refetch }
}

/** PROCESSING_REFETCH_MS is how often the asset list is refetched while an asset is processing. */
export const PROCESSING_REFETCH_MS = 4000

/**
 * useCampaignAssets loads a campaign's assets. The first load shows each
 * page as it arrives (a large campaign's list draws its first rows before
 * the rest is read); loadingMore is true until the last page is in. A
 * refetch keeps the list it has until the new one is whole.
 */
export function useCampaignAssets(campaignId: string) {
  const qc = useQueryClient()
  const [loadingMore, setLoadingMore] = useState(false)
  const key = builderKeys.assets(campaignId)
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const showPages = qc.getQueryData(key) === undefined
      try {
        return await builderApi.listAssets(
          campaignId,
          showPages
            ? (assets) => {
                // Live events may already hold newer versions of these assets.
                qc.setQueryData<BuilderAsset[]>(key, (old) => mergeAssets(old, assets))
                setLoadingMore(true)
              }
            : undefined,
        )
      } finally {
        setLoadingMore(false)
      }
    },
    enabled: !!campaignId,
    structuralSharing: (old, fresh) => mergeAssets(old as BuilderAsset[] | undefined, fresh as BuilderAsset[]),
    // While anything is processing, refetch now and then: a live event that
    // was lost (a slow stream drops events) cannot leave a row stuck.
    refetchInterval: (q) => ((q.state.data ?? []).some(isProcessing) ? PROCESSING_REFETCH_MS : false),
  })
  return { ...query, loadingMore }
}

/** modifiedAt is an asset's lastModified in ms, or 0 when unknown. */
function modifiedAt(a: BuilderAsset): number {
  const t = a.lastModified ? Date.parse(a.lastModified) : NaN
  return Number.isFinite(t) ? t : 0
}

/**
 * isOlder reports whether a is an older state of the same asset than b: by
 * the server's per-asset revision (raised on every write) when both carry
 * one, else by lastModified. Two writes in one millisecond are told apart
 * only by the revision.
 */
export function isOlder(a: BuilderAsset, b: BuilderAsset): boolean {
  if (typeof a.revision === 'number' && typeof b.revision === 'number') return a.revision < b.revision
  return modifiedAt(a) < modifiedAt(b)
}

/**
 * upsertAsset returns the list with the asset replaced or appended. An
 * answer older than what the list holds (an upload response that arrives
 * after the stream already reported the finished asset) does not win.
 */
export function upsertAsset(list: BuilderAsset[] | undefined, a: BuilderAsset): BuilderAsset[] {
  const cur = list ?? []
  const i = cur.findIndex((x) => x.id === a.id)
  if (i < 0) return [...cur, a]
  if (isOlder(a, cur[i]!)) return cur
  const next = cur.slice()
  next[i] = a
  return next
}

/**
 * mergeAssets takes a refetched list but keeps any asset the cache holds in
 * a newer version (the stream can be ahead of a list request in flight).
 */
export function mergeAssets(old: BuilderAsset[] | undefined, fresh: BuilderAsset[]): BuilderAsset[] {
  if (!old || old.length === 0) return fresh
  const byId = new Map(old.map((a) => [a.id, a]))
  return fresh.map((a) => {
    const o = byId.get(a.id)
    return o && isOlder(a, o) ? o : a
  })
}

/** removeAsset returns the list without the asset. */
export function removeAsset(list: BuilderAsset[] | undefined, id: string): BuilderAsset[] {
  return (list ?? []).filter((x) => x.id !== id)
}

function useAssetCache(campaignId: string) {
  const qc = useQueryClient()
  return {
    qc,
    put: (a: BuilderAsset) => qc.setQueryData<BuilderAsset[]>(builderKeys.assets(campaignId), (l) => upsertAsset(l, a)),
    drop: (id: string) => qc.setQueryData<BuilderAsset[]>(builderKeys.assets(campaignId), (l) => removeAsset(l, id)),
    refreshCampaign: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  }
}

/** UploadInput is a batch of files for the upload mutation. */
export interface UploadInput {
  files: File[]
  /** onProgress reports the bytes sent over the whole batch. */
  onProgress?: (p: UploadProgress) => void
}

/** UploadOutcome sums the upload calls of one batch. */
export interface UploadOutcome {
  assets: BuilderAsset[]
  rejected: { name: string; error: string }[]
}

/** useUploadAssets uploads files (zips one by one to the zip endpoint) and adds the stored assets to the list. */
export function useUploadAssets(campaignId: string) {
  const cache = useAssetCache(campaignId)
  return useMutation({
    mutationKey: ['builder', 'upload', campaignId],
    mutationFn: async ({ files, onProgress }: UploadInput): Promise<UploadOutcome> => {
      const zips = files.filter(isZip)
      const others = files.filter((f) => !isZip(f))
      const out: UploadOutcome = { assets: [], rejected: [] }
      const total = files.reduce((n, f) => n + f.size, 0)
      let done = 0
      type Call = { names: string[]; bytes: number; run: (p: (x: UploadProgress) => void) => Promise<UploadResult> }
      const calls: Call[] = []
      const sum = (l: File[]) => l.reduce((n, f) => n + f.size, 0)
      if (others.length) calls.push({ names: others.map((f) => f.name), bytes: sum(others), run: (p) => builderApi.uploadFiles(campaignId, others, p) })
      for (const z of zips) calls.push({ names: [z.name], bytes: z.size, run: (p) => builderApi.uploadZip(campaignId, z, p) })
      for (const c of calls) {
        // The request body is a little larger than the files (multipart framing): scale it to the files' bytes.
        const progress = (x: UploadProgress) => onProgress?.({ loaded: done + (x.total > 0 ? Math.min(1, x.loaded / x.total) * c.bytes : 0), total })
        try {
          const r = await c.run(progress)
          out.assets.push(...(r?.assets ?? []))
          out.rejected.push(...(r?.rejected ?? []))
          for (const a of r?.assets ?? []) cache.put(a)
        } catch (err) {
          const msg = uploadErrorMessage(err)
          for (const n of c.names) out.rejected.push({ name: n, error: msg })
        }
        done += c.bytes
        onProgress?.({ loaded: done, total })
      }
      if (out.assets.length === 0 && out.rejected.length > 0) {
        const e = new Error(out.rejected.map((r) => `${r.name}: ${r.error}`).join('; ')) as Error & { outcome?: UploadOutcome }
        e.outcome = out
        throw e
      }
      return out
    },
    onSettled: () => {
      void cache.qc.invalidateQueries({ queryKey: builderKeys.assets(campaignId) })
      void cache.refreshCampaign()
    },
  })
}

/** uploadErrorMessage is the server's message of a failed upload call. */
export function uploadErrorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'serverMessage' in err) {
    const m = (err as { serverMessage: string }).serverMessage
    if (m) return m
  }
  return err instanceof Error ? err.message : 'Upload failed'
}

/** useDeleteAsset deletes an asset and removes it from the list. */
export function useDeleteAsset(campaignId: string) {
  const cache = useAssetCache(campaignId)
  return useMutation({
    mutationKey: ['builder', 'delete', campaignId],
    mutationFn: (id: string) => builderApi.remove(id),
    onSuccess: (_d, id) => {
      cache.drop(id)
      void cache.refreshCampaign()
    },
  })
}

/** useReprocessAsset re-runs an asset's processing. */
export function useReprocessAsset(campaignId: string) {
  const cache = useAssetCache(campaignId)
  return useMutation({
    mutationKey: ['builder', 'classify', campaignId],
    mutationFn: (id: string) => builderApi.classify(id),
    onSuccess: () => void cache.qc.invalidateQueries({ queryKey: builderKeys.assets(campaignId) }),
  })
}

/** ReviewInput is one review decision on an asset's issue. */
export interface ReviewInput {
  assetId: string
  issueKey: string
  fix?: string
  apply?: boolean
  acknowledge?: boolean
}

/** useSetAssetScope stores what the team says of an asset's platform, placement and part; the answer carries its new checks. */
export function useSetAssetScope(campaignId: string) {
  const cache = useAssetCache(campaignId)
  return useMutation({
    mutationKey: ['builder', 'scope', campaignId],
    mutationFn: ({ assetId, scope }: { assetId: string; scope: AssetScope }) => builderApi.setScope(assetId, scope),
    onSuccess: (a) => {
      if (a) cache.put(a)
    },
  })
}

/** useReviewIssue persists Apply Fix / Mark as Reviewed and stores the answered asset. */
export function useReviewIssue(campaignId: string) {
  const cache = useAssetCache(campaignId)
  return useMutation({
    mutationKey: ['builder', 'review', campaignId],
    mutationFn: ({ assetId, ...body }: ReviewInput) => builderApi.review(assetId, body),
    onSuccess: (a) => {
      if (a) cache.put(a)
    },
  })
}
