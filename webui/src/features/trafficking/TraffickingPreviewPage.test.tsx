import { describe, expect, it } from 'vitest'
import { readPreviewState } from '@/features/trafficking/TraffickingPreviewPage'

describe('readPreviewState', () => {
  it.each([
    { name: 'nothing', state: null, want: null },
    { name: 'a string', state: 'x', want: null },
    { name: 'no headers', state: { headers: [], rows: [] }, want: null },
    { name: 'rows not a list', state: { headers: ['Country'], rows: 'x' }, want: null },
  ])('rejects $name', ({ state, want }) => {
    expect(readPreviewState(state)).toBe(want)
  })

  it('accepts headers and rows', () => {
    expect(readPreviewState({ headers: ['Country'], rows: [{ Country: 'USA' }], campaignName: 'C' })).toEqual({
      headers: ['Country'],
      rows: [{ Country: 'USA' }],
      campaignName: 'C',
    })
  })
})
