/** SaveState is the credential save button's state (spec §4). */
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'success' } | { kind: 'error'; message: string }

/** SaveEvent moves the save button between states. */
export type SaveEvent = { type: 'start' } | { type: 'succeed' } | { type: 'fail'; message: string } | { type: 'reset' }

/** SUCCESS_RESET_MS is how long 'Saved!' stays before the button is idle again. */
export const SUCCESS_RESET_MS = 3000

/** ERROR_RESET_MS is how long the error state stays before the button is idle again. */
export const ERROR_RESET_MS = 5000

/** IDLE is the initial save state. */
export const IDLE: SaveState = { kind: 'idle' }

/**
 * saveReducer is the save button's state machine: idle|error → saving →
 * success|error → (reset) idle. Events that do not apply to the current
 * state leave it unchanged, so a double click cannot send twice.
 */
export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'start':
      return state.kind === 'idle' || state.kind === 'error' ? { kind: 'saving' } : state
    case 'succeed':
      return state.kind === 'saving' ? { kind: 'success' } : state
    case 'fail':
      return state.kind === 'saving' ? { kind: 'error', message: event.message || 'Save failed' } : state
    case 'reset':
      return state.kind === 'success' || state.kind === 'error' ? IDLE : state
  }
}

/** resetDelay is how long state lasts before it resets by itself, or null when it does not. */
export function resetDelay(state: SaveState): number | null {
  if (state.kind === 'success') return SUCCESS_RESET_MS
  if (state.kind === 'error') return ERROR_RESET_MS
  return null
}

/** saveLabel is the save button's text in state. */
export function saveLabel(state: SaveState): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving...'
    case 'success':
      return 'Saved!'
    case 'error':
      return 'Save failed'
    default:
      return 'Save'
  }
}
