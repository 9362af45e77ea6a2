import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { conflictOf } from '@/lib/api'
import { matrixApi, matrixKeys } from './matrixApi'
import type { MatrixPatch, MatrixResponse, MatrixRow, PatchAnswer } from './types'
import { AUTOSAVE_DELAY_MS, saveErrorMessage, type SaveState } from './useMatrixDraft'

/**
 * usePagedRows reads a large matrix's rows page by page (of one concept, or
 * of all when concept is null); the first page of all rows is the one the
 * tab already read.
 */
export function usePagedRows(campaignId: string, concept: number | null, first: MatrixResponse) {
  const q = useInfiniteQuery({
    queryKey: matrixKeys.rows(campaignId, concept),
    queryFn: ({ pageParam }) => matrixApi.rows(campaignId, concept, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    initialData: concept === null ? { pages: [first], pageParams: [''] } : undefined,
  })
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.matrix.rows) ?? [], [q.data])
  return { rows, loadMore, loading: q.isPending, loadingMore: hasNextPage || isFetchingNextPage, error: q.isError ? q.error : null, refetch: q.refetch }
}

/** Pending is the edits not yet sent: cells by row and field, and the shared values. */
interface Pending {
  cells: Map<string, { rowId: string; field: string; value: string }>
  shared: Omit<MatrixPatch, 'cells'>
}

const nothingPending = (): Pending => ({ cells: new Map(), shared: {} })

/** replaceRows puts the rows a patch answered into a page of the matrix, by id. */
function replaceRows(page: MatrixResponse, byId: Map<string, MatrixRow>): MatrixResponse {
  if (!page.matrix.rows.some((r) => byId.has(r.id))) return page
  return { ...page, matrix: { ...page.matrix, rows: page.matrix.rows.map((r) => byId.get(r.id) ?? r) } }
}

/**
 * useMatrixPatch edits a large matrix without sending all of it: cell and
 * shared-value edits show at once (as overrides of the rows read), are
 * gathered for AUTOSAVE_DELAY_MS and sent as one PATCH with the version
 * they are based on; structural edits (a concept, the plan, Remove on
 * expired rows) are sent at once and the rows read again. A stale version
 * ends in 'conflict' until resolveConflict reloads or overwrites.
 */
export function useMatrixPatch(campaignId: string, serverVersion: number) {
  const qc = useQueryClient()
  const [state, setState] = useState<SaveState>('idle')
  const [error, setError] = useState<string | null>(null)
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Partial<MatrixRow>>>(new Map())
  const [shared, setShared] = useState<Omit<MatrixPatch, 'cells'>>({})
  const version = useRef(serverVersion)
  const pending = useRef<Pending>(nothingPending())
  const failed = useRef<MatrixPatch | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const chain = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    // A refetch after the assets changed brings a newer version; edits in flight keep theirs.
    if (state === 'idle' || state === 'saved') version.current = serverVersion
  }, [serverVersion, state])

  const applyAnswer = useCallback(
    (answer: PatchAnswer, structural: boolean) => {
      version.current = answer.version
      qc.setQueryData<MatrixResponse>(matrixKeys.campaign(campaignId), (old) => (old ? { ...old, version: answer.version, summary: answer.summary } : old))
      const byId = new Map(answer.rows.map((r) => [r.id, r]))
      qc.setQueriesData<InfiniteData<MatrixResponse>>({ queryKey: ['matrix', campaignId, 'rows'] }, (old) =>
        old ? { ...old, pages: old.pages.map((p) => replaceRows(p, byId)) } : old,
      )
      if (structural) void qc.invalidateQueries({ queryKey: ['matrix', campaignId, 'rows'] })
    },
    [campaignId, qc],
  )

  /** send sends one patch after the ones before it; overwrite sends it without a version. */
  const send = useCallback(
    (patch: MatrixPatch, structural: boolean, overwrite = false): Promise<PatchAnswer | undefined> => {
      const run = chain.current.then(async () => {
        setState('saving')
        try {
          const answer = await matrixApi.patch(campaignId, patch, overwrite ? undefined : version.current)
          applyAnswer(answer, structural)
          failed.current = null
          setError(null)
          setState(pending.current.cells.size > 0 || Object.keys(pending.current.shared).length > 0 ? 'pending' : 'saved')
          return answer
        } catch (err) {
          failed.current = patch
          setError(saveErrorMessage(err))
          setState(conflictOf(err) || (err as { status?: number })?.status === 409 ? 'conflict' : 'error')
          throw err
        }
      })
      chain.current = run.then(
        () => {},
        () => {},
      )
      return run
    },
    [applyAnswer, campaignId],
  )

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current)
      timer.current = null
    }
    const p = pending.current
    pending.current = nothingPending()
    if (p.cells.size === 0 && Object.keys(p.shared).length === 0) return chain.current
    await send({ ...p.shared, cells: [...p.cells.values()] }, false)
  }, [send])

  const schedule = useCallback(() => {
    setState('pending')
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush().catch(() => {}), AUTOSAVE_DELAY_MS)
  }, [flush])

  /** setCell edits one field of one row. */
  const setCell = useCallback(
    (rowId: string, field: string, value: string) => {
      pending.current.cells.set(`${rowId}\u0000${field}`, { rowId, field, value })
      setOverrides((m) => new Map(m).set(rowId, { ...m.get(rowId), [field]: value }))
      schedule()
    },
    [schedule],
  )

  /** setShared edits the country, the advertiser or the phase labels (every row). */
  const setSharedValue = useCallback(
    (change: Omit<MatrixPatch, 'cells'>) => {
      Object.assign(pending.current.shared, change)
      setShared((s) => ({ ...s, ...change }))
      schedule()
    },
    [schedule],
  )

  /** structural sends pending edits, then a concept, a plan or Remove on expired rows. */
  const structural = useCallback(
    async (patch: Omit<MatrixPatch, 'cells'>) => {
      await flush().catch(() => {})
      return send(patch, true)
    },
    [flush, send],
  )

  const resolveConflict = useCallback(
    async (how: 'reload' | 'overwrite') => {
      const patch = failed.current
      failed.current = null
      setError(null)
      if (how === 'overwrite' && patch) {
        await send(patch, true, true)
        return
      }
      pending.current = nothingPending()
      setOverrides(new Map())
      setShared({})
      setState('idle')
      await qc.invalidateQueries({ queryKey: matrixKeys.campaign(campaignId) })
    },
    [campaignId, qc, send],
  )

  // Leaving with unsaved edits sends them rather than dropping them.
  const flushRef = useRef(flush)
  useEffect(() => {
    flushRef.current = flush
  }, [flush])
  useEffect(
    () => () => {
      if (timer.current) void flushRef.current().catch(() => {})
    },
    [],
  )

  return { state, error, overrides, shared, setCell, setShared: setSharedValue, structural, flush, resolveConflict }
}
