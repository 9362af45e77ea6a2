import * as React from 'react'
import { IDLE, resetDelay, saveReducer, type SaveState } from './saveButton'

/** SaveButtonControls are the state and transitions returned by useSaveButton. */
export interface SaveButtonControls {
  state: SaveState
  start: () => void
  succeed: () => void
  fail: (message: string) => void
  reset: () => void
}

/**
 * useSaveButton runs saveReducer and returns success and error states to
 * idle after their delays (3 s and 5 s); timers are cleared on unmount.
 */
export function useSaveButton(): SaveButtonControls {
  const [state, dispatch] = React.useReducer(saveReducer, IDLE)
  React.useEffect(() => {
    const delay = resetDelay(state)
    if (delay === null) return
    const t = setTimeout(() => dispatch({ type: 'reset' }), delay)
    return () => clearTimeout(t)
  }, [state])
  return React.useMemo(
    () => ({
      state,
      start: () => dispatch({ type: 'start' }),
      succeed: () => dispatch({ type: 'succeed' }),
      fail: (message: string) => dispatch({ type: 'fail', message }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [state],
  )
}
