import { describe, expect, it } from 'vitest'
import { formatCount, formatSize } from './format'

describe('formatCount', () => {
  it.each([
    [0, 'en-US', '0'],
    [999, 'en-US', '999'],
    [1000, 'en-US', '1,000'],
    [100000, 'en-US', '100,000'],
    [100000, 'de-DE', '100.000'],
  ])('%d in %s is %s', (n, locale, want) => {
    expect(formatCount(n, locale)).toBe(want)
  })
})

describe('formatSize', () => {
  it.each([
    { bytes: 0, want: '0.0 KB' },
    { bytes: 2150, want: '2.1 KB' },
    { bytes: 150 * 1024, want: '150.0 KB' },
    { bytes: 1.5 * 1024 * 1024, want: '1.5 MB' },
    { bytes: -1, want: '—' },
    { bytes: Number.NaN, want: '—' },
    { bytes: undefined, want: '—' },
  ])('$bytes bytes is $want', ({ bytes, want }) => {
    expect(formatSize(bytes)).toBe(want)
  })
})
