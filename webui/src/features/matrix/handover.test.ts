import { describe, expect, it } from 'vitest'
import { addConcept } from '@/features/matrix/concepts'
import { HANDOVER_ROW_LIMIT, previewState, previewTiles } from '@/features/matrix/handover'
import type { TraffickingPackage } from '@/features/matrix/matrixApi'
import type { Matrix, MatrixOptions } from '@/features/matrix/types'

const options = { campaignName: 'C', phases: ['A', 'B', 'C'] } as MatrixOptions

function twoConcepts(): Matrix {
  const m = addConcept(addConcept({ options, rows: [] }).matrix).matrix
  m.rows = m.rows.map((r, i) => ({ ...r, assetId: r.conceptNumber === 1 ? 'a1' : undefined, missing: r.conceptNumber !== 1, creativeName: `N${i}` }))
  return m
}

describe('previewTiles', () => {
  it('gives the first 4 rows only, with their asset thumbnails', () => {
    const tiles = previewTiles(twoConcepts(), [{ id: 'a1', name: 'x.png', type: 'image', thumbnailLink: '/t/a1', url: '/f/a1' }])
    expect(tiles).toEqual([
      { name: 'N0', size: '300x600', imageUrl: '/t/a1', missing: false },
      { name: 'N1', size: '300x250', imageUrl: '/t/a1', missing: false },
      { name: 'N2', size: '160x600', imageUrl: '/t/a1', missing: false },
      { name: 'N3', size: '728x90', imageUrl: '/t/a1', missing: false },
    ])
  })

  it('has no image for rows without an asset', () => {
    const m = addConcept({ options, rows: [] }).matrix
    expect(previewTiles(m, []).every((t) => t.imageUrl === undefined && t.missing)).toBe(true)
  })
})

describe('previewState', () => {
  const pkg = (n: number): TraffickingPackage => ({
    id: 'p1',
    campaignId: 'c1',
    campaignName: 'Cardio',
    headers: ['Country'],
    rows: Array.from({ length: n }, () => ({ Country: 'USA' })),
    status: 'draft',
    fileName: 'cardio_trafficking.csv',
  })

  it('hands over the rows, the package and the phases', () => {
    const st = previewState({ package: pkg(10) }, twoConcepts(), [], 2)
    expect(st).toMatchObject({ campaignName: 'Cardio', campaignId: 'c1', packageId: 'p1', assetCount: 2, fileName: 'cardio_trafficking.csv', phases: ['A', 'B', 'C'] })
    expect(st.rows).toHaveLength(10)
  })

  it('hands a large sheet over by package id only', () => {
    expect(previewState({ package: pkg(HANDOVER_ROW_LIMIT + 1) }, twoConcepts(), [], 1).rows).toEqual([])
  })

  it('hands a sheet of several pages over by package id only, whatever the size of the first', () => {
    const st = previewState({ package: pkg(10), nextCursor: 'p2' }, twoConcepts(), [], 1)
    expect(st.rows).toEqual([])
    expect(st.packageId).toBe('p1')
  })
})
