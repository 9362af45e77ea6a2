import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fail, fakeServer, ok } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'
import { aiIndicator, bandBars } from './dashboardApi'

describe('bandBars', () => {
  it.each([
    { bands: { Compliant: 2, Review: 1, 'Non-Compliant': 1 }, want: [[2, 50], [1, 25], [1, 25]] },
    { bands: { Compliant: 1, Review: 2 }, want: [[1, 33.3], [2, 66.7], [0, 0]] },
    { bands: {}, want: [[0, 0], [0, 0], [0, 0]] },
    { bands: null, want: [[0, 0], [0, 0], [0, 0]] },
    { bands: { Compliant: -3, Review: Number.NaN, 'Non-Compliant': 4 }, want: [[0, 0], [0, 0], [4, 100]] },
  ])('$bands', ({ bands, want }) => {
    const bars = bandBars(bands as Record<string, number> | null)
    expect(bars.map((b) => b.band)).toEqual(['Compliant', 'Review', 'Non-Compliant'])
    expect(bars.map((b) => [b.count, b.percent])).toEqual(want)
  })
})

describe('dashboard statistics', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows counts, the band chart and the most-failed rules', async () => {
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns': ok({ campaigns: [] }),
      'GET /api/dashboard/stats': ok({
        campaigns: 3,
        campaignsByStatus: { draft: 2, active: 1 },
        assets: 7,
        assetsByStatus: { complete: 6, analyzing: 1 },
        averageCompliance: 72,
        bands: { Compliant: 3, Review: 2, 'Non-Compliant': 1 },
        mostFailedRules: [{ rule: 'FDA Filing Number required', field: 'fdaFilingNumber', severity: 'critical', failures: 5 }],
        assetsNeedingFixes: 4,
        aiMode: 'openai',
        aiAvailable: true,
      }),
    })
    renderApp('/')
    const stats = await screen.findByRole('region', { name: 'Statistics' })
    expect(within(stats).getByText('72%')).toBeInTheDocument()
    expect(within(stats).getByText('1 active · 2 draft')).toBeInTheDocument()
    expect(within(stats).getByText('1 processing')).toBeInTheDocument()
    expect(within(stats).getByRole('img', { name: 'Compliant: 3 assets, 50%' })).toBeInTheDocument()
    expect(within(stats).getByRole('img', { name: 'Non-Compliant: 1 assets, 16.7%' })).toBeInTheDocument()
    expect(within(stats).getByText('FDA Filing Number required')).toBeInTheDocument()
    expect(within(stats).getByText('5 assets')).toBeInTheDocument()
    expect(screen.getByText('System Active')).toBeInTheDocument()
    expect(screen.getByText('AI Ready')).toBeInTheDocument()
  })

  it('shows an empty chart and no failed rules on a new organization', async () => {
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns': ok({ campaigns: [] }),
      'GET /api/dashboard/stats': ok({ campaigns: 0, assets: 0, averageCompliance: null, bands: {}, mostFailedRules: [], assetsNeedingFixes: 0 }),
    })
    renderApp('/')
    expect(await screen.findAllByText('No scored assets yet')).toHaveLength(2)
    expect(screen.getByText('—')).toBeInTheDocument()
    expect(screen.getByText('No failed checks yet.')).toBeInTheDocument()
    expect(screen.queryByText('AI Ready')).not.toBeInTheDocument() // the mode is not known: no claim
  })

  it('offers Retry when the statistics fail to load', async () => {
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns': ok({ campaigns: [] }),
      'GET /api/dashboard/stats': fail(500, 'internal error'),
    })
    renderApp('/')
    expect(await screen.findByText('Could not load the statistics')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument()
  })
})

describe('aiIndicator', () => {
  it.each([
    { s: { aiMode: 'offline', aiAvailable: false }, want: 'AI offline', on: false },
    { s: { aiMode: 'openai', aiAvailable: true }, want: 'AI Ready', on: true },
    { s: { aiMode: 'openai', aiAvailable: false }, want: 'AI offline', on: false },
  ])('$s.aiMode available=$s.aiAvailable → $want', ({ s, want, on }) => {
    expect(aiIndicator(s)).toMatchObject({ label: want, on })
  })
  it('claims nothing before the server answered', () => {
    expect(aiIndicator(undefined)).toBeUndefined()
    expect(aiIndicator({})).toBeUndefined()
  })
})
