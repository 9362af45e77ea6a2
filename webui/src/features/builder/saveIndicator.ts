/** SaveState is what the builder knows about its last save. */
export interface SaveState {
  /** saving is true while a save is in flight. */
  saving: boolean
  /** lastSaved is when the last save finished, or null before any save. */
  lastSaved: Date | null
}

/**
 * saveLabel returns the save indicator's text (spec §4): 'Saving...', then
 * 'Saved Just now' (under 10 s), 'Saved {s}s ago' (under 60 s),
 * 'Saved {m}m ago' (under 60 min) or 'Saved {time}'; 'Not saved yet'
 * before any save.
 */
export function saveLabel(state: SaveState, now: Date, locale?: string): string {
  if (state.saving) return 'Saving...'
  if (!state.lastSaved) return 'Not saved yet'
  const secs = Math.max(0, Math.floor((now.getTime() - state.lastSaved.getTime()) / 1000))
  if (secs < 10) return 'Saved Just now'
  if (secs < 60) return `Saved ${secs}s ago`
  const mins = Math.floor(secs / 60)
  if (mins < 60) return `Saved ${mins}m ago`
  return `Saved ${state.lastSaved.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`
}

/** nextTick returns how many ms until saveLabel's text can change, for the refresh timer. */
export function nextTick(state: SaveState, now: Date): number {
  if (state.saving || !state.lastSaved) return 60_000
  const secs = (now.getTime() - state.lastSaved.getTime()) / 1000
  if (secs < 60) return 1_000
  if (secs < 3600) return 15_000
  return 60_000
}
