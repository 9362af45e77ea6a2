import { useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { nextTick, saveLabel, type SaveState } from './saveIndicator'

/**
 * useSaveIndicator returns the save indicator's label. Every mutation that
 * runs while the builder is open is a real save on the server (uploads,
 * review decisions, deletes, re-runs, matrix saves), so the indicator
 * watches TanStack Query's mutation cache: 'Saving...' while one runs, and
 * the time of the last success after. seed is the last save the server
 * already holds, so a reload does not claim nothing was saved.
 */
export function useSaveIndicator(seed: Date | null = null): { label: string; state: SaveState } {
  const qc = useQueryClient()
  const running = useIsMutating()
  const [saved, setLastSaved] = useState<Date | null>(null)
  // seed is the last save stored on the server (e.g. before a reload); a save in this session wins.
  const lastSaved = saved && (!seed || saved >= seed) ? saved : seed
  const [now, setNow] = useState(() => new Date())

  useEffect(
    () =>
      qc.getMutationCache().subscribe((ev) => {
        if (ev.type === 'updated' && ev.action.type === 'success') {
          const at = new Date()
          setLastSaved(at)
          setNow(at)
        }
      }),
    [qc],
  )

  const state: SaveState = { saving: running > 0, lastSaved }
  const lastMs = lastSaved?.getTime() ?? 0
  useEffect(() => {
    const t = setTimeout(() => setNow(new Date()), nextTick({ saving: running > 0, lastSaved: lastMs ? new Date(lastMs) : null }, now))
    return () => clearTimeout(t)
  }, [now, running, lastMs])

  return { label: saveLabel(state, now), state }
}
