import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE, resetDelay, saveLabel, saveReducer, type SaveEvent, type SaveState } from './saveButton'
import { useSaveButton } from './useSaveButton'

const saving: SaveState = { kind: 'saving' }
const success: SaveState = { kind: 'success' }
const error: SaveState = { kind: 'error', message: 'bad key' }

describe('saveReducer', () => {
  it.each<[SaveState, SaveEvent, SaveState]>([
    [IDLE, { type: 'start' }, saving],
    [error, { type: 'start' }, saving],
    [saving, { type: 'start' }, saving],
    [success, { type: 'start' }, success],
    [saving, { type: 'succeed' }, success],
    [IDLE, { type: 'succeed' }, IDLE],
    [saving, { type: 'fail', message: 'bad key' }, error],
    [saving, { type: 'fail', message: '' }, { kind: 'error', message: 'Save failed' }],
    [IDLE, { type: 'fail', message: 'x' }, IDLE],
    [success, { type: 'reset' }, IDLE],
    [error, { type: 'reset' }, IDLE],
    [saving, { type: 'reset' }, saving],
  ])('%j + %j → %j', (from, event, want) => {
    expect(saveReducer(from, event)).toEqual(want)
  })

  it('labels and delays each state', () => {
    expect([IDLE, saving, success, error].map(saveLabel)).toEqual(['Save', 'Saving...', 'Saved!', 'Save failed'])
    expect([IDLE, saving, success, error].map(resetDelay)).toEqual([null, null, 3000, 5000])
  })
})

describe('useSaveButton', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('returns to idle 3 s after success', () => {
    const { result } = renderHook(() => useSaveButton())
    act(() => result.current.start())
    act(() => result.current.succeed())
    expect(result.current.state.kind).toBe('success')
    act(() => vi.advanceTimersByTime(2999))
    expect(result.current.state.kind).toBe('success')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state.kind).toBe('idle')
  })

  it('keeps the error and its message for 5 s', () => {
    const { result } = renderHook(() => useSaveButton())
    act(() => result.current.start())
    act(() => result.current.fail('Missing field region'))
    expect(result.current.state).toEqual({ kind: 'error', message: 'Missing field region' })
    act(() => vi.advanceTimersByTime(4999))
    expect(result.current.state.kind).toBe('error')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state).toEqual(IDLE)
  })

  it('restarts the error timer when a retry fails again, and never resets while saving', () => {
    const { result } = renderHook(() => useSaveButton())
    act(() => result.current.start())
    act(() => result.current.fail('one'))
    act(() => vi.advanceTimersByTime(4000))
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(10000))
    expect(result.current.state.kind).toBe('saving')
    act(() => result.current.fail('two'))
    act(() => vi.advanceTimersByTime(4999))
    expect(result.current.state).toEqual({ kind: 'error', message: 'two' })
  })
})
