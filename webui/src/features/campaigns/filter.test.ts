import { describe, expect, it } from 'vitest'
import { filterCampaigns, scoreTone } from '@/features/campaigns/filter'
import type { Campaign } from '@/features/campaigns/types'

describe('scoreTone', () => {
  it.each([
    [100, 'success'],
    [90, 'success'],
    [89.9, 'warning'],
    [70, 'warning'],
    [69, 'danger'],
    [0, 'danger'],
  ] as const)('%d → %s', (score, want) => {
    expect(scoreTone(score)).toBe(want)
  })
})

const C = (over: Partial<Campaign>): Campaign => ({ id: over.name ?? 'x', name: 'x', status: 'draft', ...over })

describe('filterCampaigns', () => {
  const list = [
    C({ name: 'Cardiozen DTC', status: 'active', brand: 'Cardiozen', updatedAt: '2026-01-02T00:00:00Z' }),
    C({ name: 'Lumira HCP', status: 'draft', product: 'Lumira XR', updatedAt: '2026-03-01T00:00:00Z' }),
    C({ name: 'Neuro launch', status: 'draft', description: 'cardiology adjacent', updatedAt: '2026-02-01T00:00:00Z' }),
  ]
  it.each([
    { status: 'all', q: '', want: ['Lumira HCP', 'Neuro launch', 'Cardiozen DTC'] },
    { status: 'draft', q: '', want: ['Lumira HCP', 'Neuro launch'] },
    { status: 'active', q: '', want: ['Cardiozen DTC'] },
    { status: 'all', q: 'CARDIO', want: ['Neuro launch', 'Cardiozen DTC'] },
    { status: 'all', q: 'lumira xr', want: ['Lumira HCP'] },
    { status: 'active', q: 'lumira', want: [] },
    { status: 'all', q: '   ', want: ['Lumira HCP', 'Neuro launch', 'Cardiozen DTC'] },
  ] as const)('status=$status q=$q', ({ status, q, want }) => {
    expect(filterCampaigns(list, status, q).map((c) => c.name)).toEqual(want)
  })
})
