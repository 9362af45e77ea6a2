import { describe, expect, it } from 'vitest'
import { STANDARD_SIZES, addConcept, applySuggestedRemovals, conceptNumbers, expiredRows, setPhase, setRowField, setShared } from '@/features/matrix/concepts'
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
