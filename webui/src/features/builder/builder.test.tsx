import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, ok } from '@/test/fetch'
import { renderApp, renderWithClient } from '@/test/renderApp'
import { CheckCard } from './CheckCard'
import type { BuilderAsset, Issue } from './types'

const FAILED: Issue = {
  ruleId: 'r-dim',
  rule: 'Approved display dimensions',
  severity: 'critical',
  field: 'dimensions',
  section: 'Display Requirements',
  channel: 'Display',
  status: 'fail',
  message: 'Dimensions 120x60 not in approved BRD specifications',
  detectedValue: '120x60',
  expectedValue: '160x600, 300x250, 728x90, 300x600',
}

const wrap = renderWithClient

describe('CheckCard', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('starts a failed check expanded with current and expected state', () => {
    fakeServer({})
    wrap(<CheckCard campaignId="c1" assetId="a1" issue={FAILED} />)
    expect(screen.getByRole('button', { name: /Approved display dimensions/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('120x60')).toBeInTheDocument()
    expect(screen.getByText('160x600, 300x250, 728x90, 300x600')).toBeInTheDocument()
    expect(screen.getByLabelText('Required Fix')).toBeInTheDocument()
  })

  it('starts a passed check collapsed without review actions', () => {
    fakeServer({})
    wrap(<CheckCard campaignId="c1" assetId="a1" issue={{ ...FAILED, status: 'pass' }} />)
    expect(screen.getByRole('button', { name: /Approved display dimensions/ })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Apply Fix')).not.toBeInTheDocument()
  })

  it('Apply Fix and Mark as Reviewed post the issue key and collapse works', async () => {
    const bodies: unknown[] = []
    const { calls } = fakeServer({
      'POST /api/assets/a1/review': (req) => {
        bodies.push(JSON.parse(req.body ?? '{}'))
        return ok({ asset: { id: 'a1', campaignId: 'c1', name: 'x', type: 'image', size: 1, status: 'complete', progress: 100 } })
      },
    })
    const user = userEvent.setup()
    wrap(<CheckCard campaignId="c1" assetId="a1" issue={{ ...FAILED, ruleId: '' }} />)
    const apply = screen.getByRole('button', { name: 'Apply Fix' })
    expect(apply).toBeDisabled()
    await user.type(screen.getByLabelText('Required Fix'), 'Export at 300x250')
    await user.click(apply)
    await waitFor(() => expect(bodies).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Mark as Reviewed' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies).toEqual([
      { issueKey: 'Approved display dimensions|dimensions', apply: true, fix: 'Export at 300x250' },
      { issueKey: 'Approved display dimensions|dimensions', acknowledge: true },
    ])
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer demo_t')
    await user.click(screen.getByRole('button', { name: 'Collapse' }))
    expect(screen.queryByLabelText('Required Fix')).not.toBeInTheDocument()
  })

  it('shows who applied the fix and reviewed, and restores the fix text', () => {
    fakeServer({})
    wrap(
      <CheckCard
        campaignId="c1"
        assetId="a1"
        issue={FAILED}
        reviews={[{ issueKey: 'r-dim', fix: 'Use 300x250', fixAppliedBy: 'Demo User', fixAppliedAt: '2026-11-21T10:00:00Z', reviewedBy: 'Demo User', reviewedAt: '2026-11-21T10:01:00Z' }]}
      />,
    )
    const trail = screen.getByTestId('review-trail')
    expect(within(trail).getByText(/Use 300x250/)).toBeInTheDocument()
    expect(within(trail).getByText('Reviewed')).toBeInTheDocument()
    expect(screen.getByLabelText('Required Fix')).toHaveValue('Use 300x250')
  })
})

const ASSETS: BuilderAsset[] = [
  {
    id: 'a1',
    campaignId: 'c1',
    name: 'leaderboard_728x90.jpg',
    type: 'image',
    mimeType: 'image/jpeg',
    format: 'JPG',
    size: 2150,
    status: 'complete',
    progress: 100,
    info: { width: 728, height: 90 },
    processingSteps: ['Upload/Extract', 'OCR & Text', 'Elements Detection', 'BRD Matching', 'Compliance Score'].map((label) => ({ label, status: 'done' as const })),
    analysis: { complianceScore: 80, summary: { totalChecks: 10, passed: 8, failed: 2, warnings: 0 }, issues: [FAILED] },
  },
  { id: 'a2', campaignId: 'c1', name: 'spot.mp4', type: 'video', mimeType: 'video/mp4', size: 5120, status: 'analyzing', progress: 62 },
]

describe('CampaignBuilderPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows the top bar, stats strip, rows and tabs from the API', async () => {
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft', brand: 'Cardiozen' } }),
      'GET /api/campaigns/c1/assets': ok({ assets: ASSETS }),
      'GET /api/campaigns/c1/rule-set': ok({ ruleSet: { id: 'rs-1', name: 'Cardiozen BRD', version: 3 }, active: 2, stale: 0, recheck: { running: false, total: 0, done: 0 } }),
      'GET /api/campaigns': ok({ campaigns: [] }),
      // The tab counts the server's matrix rows (one per real creative, plus missing ones), not assets × 5.
      'GET /api/campaigns/c1/matrix': ok({ matrix: { options: {}, rows: [{ id: 'x', conceptNumber: 1 }, { id: 'y', conceptNumber: 1, missing: true }, { id: 'z', conceptNumber: 2 }] }, fieldOptions: {} }),
    })
    renderApp('/campaigns/c1')
    expect(await screen.findByRole('heading', { name: 'Q3 Launch' })).toBeInTheDocument()
    expect(screen.getByText('Creative Ad Trafficking System')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '2 Rules Active, Cardiozen BRD v3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Rules changed/ })).not.toBeInTheDocument()
    expect(await screen.findByRole('tab', { name: /Creative Matrix \(3\)/ })).toBeInTheDocument()
    const stats = screen.getByLabelText('Campaign statistics')
    expect(within(stats).getByText('Total Assets').nextSibling).toHaveTextContent('2')
    expect(within(stats).getByText('Processing').nextSibling).toHaveTextContent('1')
    expect(within(stats).getByText('Failed Checks').nextSibling).toHaveTextContent('2')
    const row = screen.getByRole('button', { name: 'Open analysis of leaderboard_728x90.jpg' }).closest('li')!
    expect(within(row).getByText('IMG')).toBeInTheDocument()
    expect(within(row).getByText('2.1 KB')).toBeInTheDocument()
    expect(within(row).getByTestId('asset-facts')).toHaveTextContent('JPG · 728x90')
    expect(within(row).getByText('80% Compliant')).toBeInTheDocument()
    // The row's one-element progress bar and icon-less counts keep their names and values.
    const bar = within(row).getByRole('progressbar', { name: 'Processing leaderboard_728x90.jpg' })
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '100%')
    expect(within(row).getByRole('img', { name: '2 failed, 0 warnings, 8 passed' })).toBeInTheDocument()
    expect(within(row).getByTitle('2 failed')).toHaveTextContent(/^2$/)
    expect(within(row).getByTitle('0 warnings')).toHaveTextContent(/^0$/)
    expect(within(row).getByTitle('8 passed')).toHaveTextContent(/^8$/)
    // The percentage is the status's generated text, from its data attribute.
    expect(within(row).getByTestId('asset-status')).toHaveAttribute('data-progress', '100%')
    expect(within(row).getByTestId('asset-status')).toHaveTextContent('Complete')
    expect(within(row).getByRole('button', { name: 'Actions for leaderboard_728x90.jpg' })).toBeInTheDocument()
    // A finished asset shows one status; its five steps are one click away.
    expect(within(row).getByTestId('steps-summary')).toHaveTextContent('All 5 steps done')
    expect(row.querySelectorAll('[data-step-status]')).toHaveLength(0)
    await userEvent.click(within(row).getByRole('button', { name: 'Show steps' }))
    expect(row.querySelectorAll('[data-step-status="done"]')).toHaveLength(5)
    const video = screen.getByRole('button', { name: 'Open analysis of spot.mp4' }).closest('li')!
    expect(within(video).getByText('VID')).toBeInTheDocument()
    expect(within(video).getByText('Analyzing')).toBeInTheDocument()
    expect(within(video).getByRole('progressbar', { name: 'Processing spot.mp4' })).toHaveAttribute('aria-valuenow', '62')
  })

  it('moves a row with the asset events of the live stream', async () => {
    const doneVideo = {
      ...ASSETS[1],
      status: 'complete',
      progress: 100,
      lastModified: '2026-11-21T10:00:05Z',
      info: { width: 64, height: 36, durationSeconds: 12.5 },
      processingSteps: ASSETS[0]!.processingSteps,
      analysis: { complianceScore: 55, summary: { totalChecks: 4, passed: 2, failed: 2, warnings: 0 } },
    }
    const stream =
      ': connected\n\n' +
      `event: asset\ndata: ${JSON.stringify({ type: 'asset.updated', asset: doneVideo })}\n\n` +
      `event: asset\ndata: ${JSON.stringify({ type: 'asset.deleted', asset: { id: 'a1' } })}\n\n`
    const { calls } = fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': ok({ assets: ASSETS }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
      'GET /api/campaigns/c1/events': { status: 200, body: stream },
    })
    renderApp('/campaigns/c1')
    const video = (await screen.findByRole('button', { name: 'Open analysis of spot.mp4' })).closest('li')!
    await waitFor(() => expect(within(video).getByText('Complete')).toBeInTheDocument())
    expect(within(video).getByText('55% Non-Compliant')).toBeInTheDocument()
    expect(within(video).getByTestId('asset-facts')).toHaveTextContent('64x36 · 12.5 s')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open analysis of leaderboard_728x90.jpg' })).not.toBeInTheDocument())
    const ev = calls.find((c) => c.path === '/api/campaigns/c1/events')!
    expect(ev.headers.get('Authorization')).toBe('Bearer demo_t')
  })

  it('reads the matrix again once the live stream is open (events sent before it are lost)', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': ok({ assets: ASSETS }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
      'GET /api/campaigns/c1/matrix': ok({ matrix: { options: {}, rows: [] }, version: 0 }),
      'GET /api/campaigns/c1/events': { status: 200, body: ': connected\n\n' },
    })
    renderApp('/campaigns/c1')
    await screen.findByRole('button', { name: 'Open analysis of spot.mp4' })
    const matrixReads = () => calls.filter((c) => c.method === 'GET' && c.path.split('?')[0] === '/api/campaigns/c1/matrix').length
    await waitFor(() => expect(matrixReads()).toBeGreaterThanOrEqual(1))
    const first = matrixReads()
    await waitFor(() => expect(matrixReads()).toBeGreaterThan(first), { timeout: 3000 })
  })

  it('draws the first page of assets before the next pages arrive, then the whole list', async () => {
    let releaseSecond: () => void = () => {}
    const second = new Promise<void>((r) => (releaseSecond = r))
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft', assetCount: 2 } }),
      'GET /api/campaigns/c1/assets': async (req) => {
        if (!req.path.includes('cursor=')) return ok({ assets: [ASSETS[0]], nextCursor: 'p2' })
        await second
        return ok({ assets: [ASSETS[1]] })
      },
    })
    renderApp('/campaigns/c1')
    expect(await screen.findByRole('button', { name: 'Open analysis of leaderboard_728x90.jpg' })).toBeInTheDocument()
    expect(screen.getByTestId('assets-loading-more')).toHaveTextContent('Loading more assets: 1 of 2 shown')
    // The campaign's counts wait for the whole list.
    expect(screen.getByLabelText('Campaign statistics').querySelectorAll('[aria-busy="true"]')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'Open analysis of spot.mp4' })).not.toBeInTheDocument()
    releaseSecond()
    expect(await screen.findByRole('button', { name: 'Open analysis of spot.mp4' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByTestId('assets-loading-more')).not.toBeInTheDocument())
    expect(screen.getByText('2 assets')).toBeInTheDocument()
    expect(screen.getByLabelText('Campaign statistics').querySelectorAll('[aria-busy="true"]')).toHaveLength(0)
  })

  it('asks the server for a filtered, sorted view and reads on as it scrolls', async () => {
    const worse = { ...ASSETS[0]!, id: 'a3', name: 'skyscraper_160x600.jpg', analysis: { complianceScore: 40, summary: { totalChecks: 10, passed: 5, failed: 5, warnings: 0 }, issues: [FAILED] } }
    const { calls } = fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': (req) => {
        const q = new URL(req.path, 'http://x').searchParams
        if (!q.has('outcome')) return ok({ assets: [...ASSETS, worse] })
        // The server's filter and order: the most failed first, in two pages.
        return q.get('cursor') ? ok({ assets: [ASSETS[0]] }) : ok({ assets: [worse], nextCursor: 'next' })
      },
    })
    renderApp('/campaigns/c1')
    await screen.findByRole('button', { name: 'Open analysis of spot.mp4' })
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by outcome' })).getByRole('button', { name: /^Failed 2$/ }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open analysis of spot.mp4' })).not.toBeInTheDocument())
    const names = () => screen.getAllByRole('button', { name: /^Open analysis of / }).map((b) => b.getAttribute('aria-label'))
    // A short list renders its last row at once, so the next page is read too.
    await waitFor(() => expect(names()).toEqual(['Open analysis of skyscraper_160x600.jpg', 'Open analysis of leaderboard_728x90.jpg']))
    const viewCalls = calls.filter((c) => c.path.includes('outcome=')).map((c) => c.path)
    expect(viewCalls[0]).toBe('/api/campaigns/c1/assets?outcome=failed&limit=200')
    expect(viewCalls).toContain('/api/campaigns/c1/assets?outcome=failed&limit=200&cursor=next')
    expect(screen.getByText('2 of 3 assets')).toBeInTheDocument()
  })

  it('shows a filter in upload order from the whole live list while the server view is read', async () => {
    const worse = { ...ASSETS[0]!, id: 'a3', name: 'skyscraper_160x600.jpg', analysis: { complianceScore: 40, summary: { totalChecks: 10, passed: 5, failed: 5, warnings: 0 }, issues: [FAILED] } }
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': (req) => (req.path.includes('outcome=') ? new Promise(() => {}) : ok({ assets: [...ASSETS, worse] })),
    })
    renderApp('/campaigns/c1')
    await screen.findByRole('button', { name: 'Open analysis of spot.mp4' })
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by outcome' })).getByRole('button', { name: /^Failed 2$/ }))
    const names = () => screen.getAllByRole('button', { name: /^Open analysis of / }).map((b) => b.getAttribute('aria-label'))
    await waitFor(() => expect(names()).toEqual(['Open analysis of leaderboard_728x90.jpg', 'Open analysis of skyscraper_160x600.jpg']))
    expect(screen.getByRole('list', { name: 'Campaign assets' }).closest('[aria-busy="true"]')).toBeNull()
  })

  it("says 'Loading Campaign Assets' while the assets load", async () => {
    fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': () => new Promise(() => {}),
      'GET /api/campaigns/c1/rule-set': ok({
        ruleSet: { id: 'organization', name: 'Organization rules', version: 0, profile: 'spec 2.0.0' },
        active: 12,
        stale: 0,
        recheck: { running: false, total: 0, done: 0 },
      }),
    })
    renderApp('/campaigns/c1')
    expect(await screen.findByText('Loading Campaign Assets')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '12 Rules Active, Organization rules (spec 2.0.0)' })).toBeInTheDocument()
  })

  it('offers a re-check when the rules changed and shows its progress', async () => {
    let status = { ruleSet: { id: 'rs-1', name: 'Zynthera BRD', version: 2 }, active: 9, stale: 3, recheck: { running: false, total: 0, done: 0 } }
    const { calls } = fakeServer({
      'GET /api/auth/me': ok({ user: DEMO_USER }),
      'GET /api/campaigns/c1': ok({ campaign: { id: 'c1', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c1/assets': ok({ assets: ASSETS }),
      'GET /api/campaigns/c1/rule-set': () => ok(status),
      'POST /api/campaigns/c1/recheck': () => {
        status = { ...status, stale: 2, recheck: { running: true, total: 3, done: 1 } }
        return ok(status)
      },
    })
    renderApp('/campaigns/c1')
    fireEvent.click(await screen.findByRole('button', { name: 'Rules changed — re-check 3 assets' }))
    expect(await screen.findByText('Re-checking 1 of 3…')).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/campaigns/c1/recheck')).toHaveLength(1)
    status = { ...status, stale: 0, recheck: { running: false, total: 0, done: 0 } }
    await waitFor(() => expect(screen.queryByText(/Re-checking/)).not.toBeInTheDocument(), { timeout: 3000 })
    expect(screen.queryByRole('button', { name: /Rules changed/ })).not.toBeInTheDocument()
  })
})
