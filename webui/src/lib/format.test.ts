import { describe, expect, it } from 'vitest'
import { formatCount } from './format'

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
