import { describe, expect, it } from 'vitest'
import { nextTick, saveLabel } from './saveIndicator'

const T0 = new Date('2026-11-21T10:00:00Z')
const after = (ms: number) => new Date(T0.getTime() + ms)

describe('saveLabel', () => {
  it.each([
    { name: 'before any save', saving: false, last: null, at: 0, want: 'Not saved yet' },
    { name: 'while saving', saving: true, last: T0, at: 5_000, want: 'Saving...' },
    { name: 'saving the first time', saving: true, last: null, at: 0, want: 'Saving...' },
    { name: 'just saved', saving: false, last: T0, at: 0, want: 'Saved Just now' },
    { name: '9.9 s', saving: false, last: T0, at: 9_999, want: 'Saved Just now' },
    { name: '10 s switches to seconds', saving: false, last: T0, at: 10_000, want: 'Saved 10s ago' },
    { name: '59 s', saving: false, last: T0, at: 59_999, want: 'Saved 59s ago' },
    { name: '60 s switches to minutes', saving: false, last: T0, at: 60_000, want: 'Saved 1m ago' },
    { name: '59 min', saving: false, last: T0, at: 59 * 60_000 + 59_000, want: 'Saved 59m ago' },
    { name: 'clock skew never shows a negative age', saving: false, last: T0, at: -30_000, want: 'Saved Just now' },
  ])('$name → $want', ({ saving, last, at, want }) => {
    expect(saveLabel({ saving, lastSaved: last }, after(at))).toBe(want)
  })

  it('shows the time of day from 60 minutes on', () => {
    const label = saveLabel({ saving: false, lastSaved: T0 }, after(60 * 60_000), 'en-US')
    expect(label).toBe(`Saved ${T0.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`)
    expect(label).not.toMatch(/ago/)
  })
})

describe('nextTick', () => {
  it('refreshes every second while seconds are shown, then less often', () => {
    expect(nextTick({ saving: false, lastSaved: T0 }, after(5_000))).toBe(1_000)
    expect(nextTick({ saving: false, lastSaved: T0 }, after(5 * 60_000))).toBe(15_000)
    expect(nextTick({ saving: false, lastSaved: T0 }, after(2 * 3600_000))).toBe(60_000)
    expect(nextTick({ saving: false, lastSaved: null }, T0)).toBe(60_000)
  })
})
