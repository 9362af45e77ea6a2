import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, conflictOf } from '@/lib/api'
import { matrixApi, matrixKeys } from './matrixApi'
import type { Matrix, MatrixResponse } from './types'

/** AUTOSAVE_DELAY_MS is how long the editor waits after the last edit before saving. */
export const AUTOSAVE_DELAY_MS = 700

/** SaveState is where the matrix draft stands against the server ('conflict': someone else saved it since it was read). */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict'

/** saveErrorMessage is the server's message of a failed save (its 400 text), or the error's. */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage || err.message
  if (err instanceof Error) return err.message
  return String(err)
}

/** InvalidCell is the row and field a save error names. */
export interface InvalidCell {
  rowId: string
  field: string
}

/** invalidCell reads 'row {id}: {field}: {message}' (pkg/matrix FieldError) from a save error, or null. */
export function invalidCell(message: string | null | undefined): InvalidCell | null {
  const m = /\brow (\S+): ([A-Za-z0-9]+): /.exec(message ?? '')
  return m ? { rowId: m[1] ?? '', field: m[2] ?? '' } : null
}

/** TheirMatrix is the matrix someone else saved, from a 409 answer. */
interface TheirMatrix {
  value: Matrix
  version: number
}

/**
 * useMatrixDraft keeps an editable copy of the server's matrix and saves it
 * (PUT /api/campaigns/{id}/matrix) shortly after each edit, with the version
 * it is based on. Server data (a refetch after the builder's assets change)
 * replaces the draft only when there are no unsaved edits. flush saves now
 * and resolves when the server has the edits; it rejects when the save
 * fails. When someone else saved the matrix meanwhile the state becomes
 * 'conflict' until resolveConflict reloads theirs or overwrites it with the
 * draft.
 */
export function useMatrixDraft(campaignId: string, server: Matrix | undefined, serverVersion = 0) {
  const qc = useQueryClient()
  const [draft, setDraft] = useState<Matrix | null>(server ?? null)
  const [state, setState] = useState<SaveState>('idle')
  const [error, setError] = useState<string | null>(null)
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const draftRef = useRef<Matrix | null>(server ?? null)
  const version = useRef(0)
  const savedVersion = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inflight = useRef<Promise<void> | null>(null)
  // The server version the draft is based on, and the matrix of a refused save.
  const base = useRef(serverVersion)
  const theirs = useRef<TheirMatrix | null>(null)

  useEffect(() => {
    if (server && version.current === savedVersion.current) {
      draftRef.current = server
      base.current = serverVersion
      setDraft(server)
    }
  }, [server, serverVersion])

  const save = useCallback(async (): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current)
      timer.current = null
    }
    // One save at a time: wait for the running one, then save what is left.
    while (inflight.current) await inflight.current.catch(() => {})
    const m = draftRef.current
    const v = version.current
    if (!m || v === savedVersion.current) return
    setState('saving')
    const p = (async () => {
      try {
        const answer = await matrixApi.save(campaignId, m, base.current)
        const saved = answer.matrix
        base.current = answer.version ?? base.current
        savedVersion.current = Math.max(savedVersion.current, v)
        qc.setQueryData<MatrixResponse>(matrixKeys.campaign(campaignId), (old) => (old ? { ...old, matrix: saved, version: answer.version } : old))
        if (version.current === v) {
          draftRef.current = saved
          setDraft(saved)
          setState('saved')
        }
        setError(null)
        setSavedAt(new Date())
      } catch (err) {
        const c = conflictOf<{ version: number; value: Matrix | null }>(err)
        setError(saveErrorMessage(err))
        if (c && c.current.value) {
          theirs.current = { value: c.current.value, version: c.version }
          setState('conflict')
        } else setState('error')
        throw err
      }
    })()
    inflight.current = p
    try {
      await p
    } finally {
      inflight.current = null
    }
  }, [campaignId, qc])

  const edit = useCallback(
    (fn: (m: Matrix) => Matrix, immediate = false) => {
      const cur = draftRef.current
      if (!cur) return
      const next = fn(cur)
      draftRef.current = next
      version.current++
      setDraft(next)
      setState('pending')
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void save().catch(() => {}), immediate ? 0 : AUTOSAVE_DELAY_MS)
    },
    [save],
  )

  // Leaving the tab with unsaved edits saves them rather than dropping them.
  const saveRef = useRef(save)
  useEffect(() => {
    saveRef.current = save
  }, [save])
  useEffect(
    () => () => {
      if (timer.current) void saveRef.current().catch(() => {})
    },
    [],
  )

  /**
   * resolveConflict ends a conflict: 'reload' shows the matrix someone else
   * saved (the draft's edits are dropped), 'overwrite' saves the draft over it.
   */
  const resolveConflict = useCallback(
    async (how: 'reload' | 'overwrite') => {
      const t = theirs.current
      if (!t) return
      theirs.current = null
      base.current = t.version
      setError(null)
      if (how === 'reload') {
        draftRef.current = t.value
        savedVersion.current = version.current
        setDraft(t.value)
        setState('saved')
        qc.setQueryData<MatrixResponse>(matrixKeys.campaign(campaignId), (old) => (old ? { ...old, matrix: t.value, version: t.version } : old))
        return
      }
      await save()
    },
    [campaignId, qc, save],
  )

  /** flush saves pending edits now. */
  const flush = useCallback(() => save(), [save])
  const dirty = state === 'pending' || state === 'saving' || state === 'error' || state === 'conflict'

  return { draft, edit, flush, state, error, savedAt, dirty, resolveConflict }
}
