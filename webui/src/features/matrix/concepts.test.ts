import { describe, expect, it } from 'vitest'
import { STANDARD_SIZES, addConcept, applySuggestedRemovals, conceptGroups, conceptNumbers, expiredRows, isMissing, matrixCounts, plannedSizeChoices, setPhase, setPlannedSizes, setRowField, setShared } from '@/features/matrix/concepts'
import { usableOptions } from '@/features/matrix/FieldSelect'
import type { Matrix, MatrixOptions, MatrixRow } from '@/features/matrix/types'

const options: MatrixOptions = {
  campaignName: 'Cardiozen Launch',
  country: 'CAN',
  advertiser: 'ADV-9',
  phases: ['Tease', 'Launch', 'Sustain'],
  fdaFilingNumber: 'FDA-123',
  indication: 'Hypertension',
  customerType: 'HCP',
  agency: 'Acme Health',
  channel: 'Display',
  dofuExpiration: '2030-01-01',
  url: 'https://example.org/hcp',
}

function row(id: string, concept: number, extra: Partial<MatrixRow> = {}): MatrixRow {
  const base = addConcept({ options, rows: [] }).matrix.rows[0]!
  return { ...base, id, conceptNumber: concept, ...extra }
}

describe('addConcept', () => {
  it.each([
    { name: 'empty matrix', rows: [] as MatrixRow[], want: 1 },
    { name: 'after the highest concept', rows: [row('a', 1), row('b', 3)], want: 4 },
  ])('numbers the new concept: $name', ({ rows, want }) => {
    const { matrix, concept } = addConcept({ options, rows })
    expect(concept).toBe(want)
    const added = matrix.rows.filter((r) => r.conceptNumber === want)
    expect(added.map((r) => r.creativeSize)).toEqual([...STANDARD_SIZES])
    expect(matrix.rows).toHaveLength(rows.length + STANDARD_SIZES.length)
  })

  it('fills the spec defaults and the options, with no source asset', () => {
    const r = addConcept({ options, rows: [] }).matrix.rows[1]!
    expect(r).toMatchObject({
      id: 'c1-300x250',
      creativeStatus: 'Adding',
      activationTeam: 'Programmatic',
      customerType: 'HCP',
      language: 'ENG',
      creativeType: 'HTML5 Banner',
      campaignType: 'Branded (BR)',
      version: 'V1',
      reutilization: 'N',
      approvedForAdChoices: 'Y',
      colabCfID: 'CF-PENDING',
      country: 'CAN',
      advertiser: 'ADV-9',
      url: 'https://example.org/hcp',
      fdaFilingNumber: 'FDA-123',
      creativeAgency: 'Acme Health',
      creativeCampaignName: 'Cardiozen Launch',
      creativeContentName: 'Concept 1',
      dofuExpiration: '2030-01-01',
    })
    expect(r.assetId).toBeUndefined()
  })

  it('falls back to the defaults when the options are empty', () => {
    const empty = { ...options, country: '', customerType: '', channel: '', campaignName: '' }
    const r = addConcept({ options: empty, rows: [] }).matrix.rows[0]!
    expect([r.country, r.customerType, r.channel, r.creativeCampaignName]).toEqual(['USA', 'DTC', 'Display', 'BRD Campaign'])
  })

  it('keeps ids unique and leaves the input unchanged', () => {
    const m: Matrix = { options, rows: [row('c2-300x600', 1)] }
    const out = addConcept(m).matrix
    expect(m.rows).toHaveLength(1)
    const ids = out.rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('c2-300x600-2')
  })
})

describe('editing', () => {
  const m: Matrix = { options, rows: [row('a', 1), row('b', 2)] }

  it('country and advertiser apply to every row and the options', () => {
    const out = setShared(setShared(m, 'country', 'MEX'), 'advertiser', '42')
    expect(out.options.country).toBe('MEX')
    expect(out.rows.every((r) => r.country === 'MEX' && r.advertiser === '42')).toBe(true)
  })

  it('sets one phase label', () => {
    expect(setPhase(m, 1, 'Go').options.phases).toEqual(['Tease', 'Go', 'Sustain'])
  })

  it('sets one field of one row', () => {
    const out = setRowField(m, 'b', 'language', 'SPA')
    expect(out.rows.map((r) => r.language)).toEqual(['ENG', 'SPA'])
  })

  it('lists concepts in order', () => {
    expect(conceptNumbers([row('x', 3), row('y', 1), row('z', 3)])).toEqual([1, 3])
  })

  it('suggests Remove for expired rows', () => {
    const rows = [row('a', 1, { expired: true, suggestedStatus: 'Remove' }), row('b', 1)]
    expect(expiredRows(rows).map((r) => r.id)).toEqual(['a'])
    const out = applySuggestedRemovals({ options, rows })
    expect(out.rows.map((r) => r.creativeStatus)).toEqual(['Remove', 'Adding'])
    expect(expiredRows(out.rows)).toEqual([])
  })
})

describe('usableOptions', () => {
  it('drops empty and duplicate values (a Select item must not be empty)', () => {
    expect(usableOptions(['ENG', '', ' ', 'SPA', 'ENG'])).toEqual(['ENG', 'SPA'])
  })
})

describe('matrix of real sizes', () => {
  // A matrix as the server sends it: concept 1 is one idea in two real
  // sizes plus an unplanned one, concept 2 an idea with one size, concept 3
  // a video; the planned sizes no asset provides are missing creatives.
  const real = (id: string, concept: number, size: string, name: string, extra: Partial<MatrixRow> = {}) =>
    row(id, concept, { creativeSize: size, assetId: `asset-${id}`, assetName: name, dimensions: size, missing: undefined, status: 'complete', creativeContentName: name.replace(/_\d+x\d+\..*$/, ''), ...extra })
  const missing = (id: string, concept: number, size: string) => row(id, concept, { creativeSize: size, missing: true, status: 'missing' })
  const rows = [
    missing('m1', 1, '300x600'),
    real('a', 1, '300x250', 'Hero_300x250.png', { creativeType: 'Static Banner' }),
    missing('m2', 1, '160x600'),
    real('b', 1, '728x90', 'Hero_728x90.gif', { creativeType: 'Static Banner' }),
    missing('m3', 1, '320x50'),
    real('c', 1, '120x60', 'Hero_120x60.png', { creativeType: 'Static Banner' }),
    missing('m4', 2, '300x600'),
    real('d', 2, '300x250', 'Promo_300x250.zip', { creativeType: 'HTML5 Banner' }),
    real('v', 3, '1920x1080', 'Spot_1920x1080.mp4', { creativeType: 'Video' }),
  ]

  it.each([
    { concept: 1, name: 'Hero', creatives: ['300x250', '728x90', '120x60'], missing: ['300x600', '160x600', '320x50'] },
    { concept: 2, name: 'Promo', creatives: ['300x250'], missing: ['300x600'] },
    { concept: 3, name: 'Spot', creatives: ['1920x1080'], missing: [] },
  ])('concept $concept groups the creatives of one idea at their real sizes', ({ concept, name, creatives, missing: want }) => {
    const g = conceptGroups(rows).find((x) => x.concept === concept)!
    expect(g.name).toBe(name)
    expect(g.creatives.map((r) => r.creativeSize)).toEqual(creatives)
    expect(g.missing.map((r) => r.creativeSize)).toEqual(want)
    // Every creative is a real asset whose size is its own; no missing row has an asset.
    for (const r of g.creatives) expect(r.creativeSize).toBe(r.dimensions)
    for (const r of g.missing) expect(r.assetId).toBeUndefined()
  })

  it('counts creatives, missing creatives and concepts the same way for every view', () => {
    expect(matrixCounts(rows)).toEqual({ rows: 9, creatives: 5, missing: 4, concepts: 3 })
    expect(matrixCounts([])).toEqual({ rows: 0, creatives: 0, missing: 0, concepts: 0 })
  })

  it('treats a row without an asset from an older matrix as missing', () => {
    const legacy = { ...row('x', 1), missing: undefined, assetId: undefined }
    expect(isMissing(legacy)).toBe(true)
    expect(matrixCounts([legacy]).missing).toBe(1)
  })

  it('adds a concept as missing creatives of the planned sizes, never as fabricated assets', () => {
    const { matrix, concept } = addConcept({ options: { ...options, plannedSizes: ['300x250', '728x90'] }, rows })
    const g = conceptGroups(matrix.rows).find((x) => x.concept === concept)!
    expect(concept).toBe(4)
    expect(g.creatives).toEqual([])
    expect(g.missing.map((r) => r.creativeSize)).toEqual(['300x250', '728x90'])
    expect(g.missing.every((r) => r.status === 'missing' && !r.assetName)).toBe(true)
  })

  describe('setPlannedSizes', () => {
    const m: Matrix = { options, rows }
    const sizesOf = (mm: Matrix, concept: number) => {
      const g = conceptGroups(mm.rows).find((x) => x.concept === concept)!
      return { creatives: g.creatives.map((r) => r.creativeSize), missing: g.missing.map((r) => r.creativeSize) }
    }
    it.each([
      {
        name: 'unplanning a size removes its missing creatives, never a real one',
        plan: ['300x600', '300x250', '728x90', '320x50'],
        want: { 1: { creatives: ['300x250', '728x90', '120x60'], missing: ['300x600', '320x50'] }, 2: { creatives: ['300x250'], missing: ['300x600', '728x90', '320x50'] } },
      },
      {
        name: 'planning nothing leaves only real creatives',
        plan: [],
        want: { 1: { creatives: ['300x250', '728x90', '120x60'], missing: [] }, 2: { creatives: ['300x250'], missing: [] } },
      },
      {
        name: 'a newly planned size becomes a missing creative of each banner concept lacking it',
        plan: ['300x250', '160x600', '120x60'],
        want: { 1: { creatives: ['300x250', '120x60', '728x90'], missing: ['160x600'] }, 2: { creatives: ['300x250'], missing: ['160x600', '120x60'] } },
      },
    ])('$name', ({ plan, want }) => {
      const out = setPlannedSizes(m, plan)
      expect(sizesOf(out, 1)).toEqual(want[1])
      expect(sizesOf(out, 2)).toEqual(want[2])
      // A video concept has no size plan; real rows are the same objects, untouched.
      expect(sizesOf(out, 3)).toEqual({ creatives: ['1920x1080'], missing: [] })
      expect(out.rows.filter((r) => !isMissing(r))).toEqual(expect.arrayContaining(rows.filter((r) => !isMissing(r))))
      expect(out.rows.filter((r) => !isMissing(r))).toHaveLength(5)
      expect(out.options.plannedSizes).toEqual(plan) // each plan here is already in the choices' order
      expect(new Set(out.rows.map((r) => r.id)).size).toBe(out.rows.length)
    })

    it('gives a new missing creative its concept\'s name and banner type, with no asset', () => {
      const r = setPlannedSizes(m, ['120x60']).rows.find((x) => x.conceptNumber === 2 && x.creativeSize === '120x60')!
      expect(r).toMatchObject({ missing: true, status: 'missing', creativeContentName: 'Promo', creativeType: 'HTML5 Banner', id: 'c2-120x60' })
      expect(r.assetId).toBeUndefined()
    })

    it('orders the plan by the choices and offers a planned size that is not standard', () => {
      const out = setPlannedSizes(m, ['320x50', '970x250', '300x600'])
      expect(out.options.plannedSizes).toEqual(['300x600', '320x50', '970x250'])
      expect(plannedSizeChoices(out.options)).toEqual([...STANDARD_SIZES, '970x250'])
      expect(plannedSizeChoices(options)).toEqual([...STANDARD_SIZES])
    })
  })
})
