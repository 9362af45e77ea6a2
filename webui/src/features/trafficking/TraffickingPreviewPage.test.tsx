import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { fail, fakeServer, ok } from '@/test/fetch'
import { TraffickingPreviewPage, readPreviewState } from '@/features/trafficking/TraffickingPreviewPage'

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

describe('TraffickingPreviewPage', () => {
  const row = {
    Country: 'CAN',
    'Advertiser ID': '',
    'Creative Status': '',
    'Activation Team': 'Partner Direct',
    'Customer Type': 'HCP',
    Language: 'SPA',
    'CTA/Button Description': 'Learn "More"',
    URL: 'https://example.org',
    'CTA 2': '',
    'URL 2': '',
    Channel: 'Display',
    'FDA Filing Number': 'FDA-1',
    'Creative Agency': 'Acme',
    'Campaign Type': 'Branded (BR)',
    'Creative Name': 'CARDIO_C1_300x250',
    'Creative Version': 'V2',
    'Creative Size': '300x250',
    'Taxonomy String': 'USA_CARDIO_300x250',
    'HTML5 Preview Frames': '',
  }

  function renderAt(state: unknown, search = '') {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    return render(
      <MemoryRouter initialEntries={[{ pathname: '/trafficking/preview', search, state }]}>
        <QueryClientProvider client={client}>
          <TraffickingPreviewPage />
        </QueryClientProvider>
      </MemoryRouter>,
    )
  }

  it('without data shows the spec message and Back to Builder', () => {
    window.sessionStorage.clear()
    renderAt(null)
    expect(screen.getByText('Display Creative Matrix PREVIEW')).toBeInTheDocument()
    expect(screen.getByText('No preview data available. Return to the builder and click Preview Trafficking.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to Builder' })).toBeInTheDocument()
  })

  it('shows the spec sections from the handed-over rows', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ ...row, 'Creative Size': `${300 + i}x250` }))
    renderAt({ headers: Object.keys(row), rows, campaignName: 'Cardio Q3', assetCount: 1 })
    expect(screen.getByText('Cardio Q3', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('CAN')).toBeInTheDocument()
    expect(screen.getByText('—', { selector: 'p' })).toBeInTheDocument() // advertiser dash
    for (const p of ['Phase 1', 'Phase 2', 'Phase 3']) expect(screen.getByText(p)).toBeInTheDocument()
    expect(screen.getAllByText('Example')).toHaveLength(6)
    expect(screen.getAllByText('Adding')).toHaveLength(6) // default creative status
    expect(screen.getAllByText('HTML5 Banner (HTML BAN)')).toHaveLength(6)
    expect(screen.getAllByRole('figure')).toHaveLength(4) // tiles for the first 4 rows only
    expect(screen.getAllByText('USA_CARDIO_300x250')).toHaveLength(6)
    expect(screen.getAllByText('CF-PENDING')).toHaveLength(6)
    // a reload keeps it
    expect(window.sessionStorage.getItem('pharmaops.trafficking-preview')).toContain('Cardio Q3')
  })

  it('loads the rows of a package handed over by id only', async () => {
    window.sessionStorage.clear()
    fakeServer({
      'GET /api/trafficking/p9': ok({
        package: { id: 'p9', campaignId: 'c1', campaignName: 'Big One', headers: ['Country'], rows: [{ ...row, Country: 'MEX' }], fileName: 'big_one_trafficking.csv' },
      }),
    })
    renderAt(null, '?package=p9')
    expect(await screen.findByText('MEX')).toBeInTheDocument()
    expect(screen.getByText('Big One', { selector: 'span' })).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it('pages a long sheet from the server into windowed tables, counted by the server', async () => {
    window.sessionStorage.clear()
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ ...row, 'Creative Size': `${from + i}x1` }))
    const { calls } = fakeServer({
      'GET /api/trafficking/big': (req) =>
        req.path.includes('cursor=')
          ? ok({ package: { id: 'big', campaignId: 'c1', campaignName: 'Big One', headers: ['Country'], rows: page(1000, 500), rowCount: 1500, missingCount: 300, fileName: 'big_one_trafficking.csv' } })
          : ok({ package: { id: 'big', campaignId: 'c1', campaignName: 'Big One', headers: ['Country'], rows: page(0, 1000), rowCount: 1500, missingCount: 300, fileName: 'big_one_trafficking.csv' }, nextCursor: 'n1' }),
    })
    renderAt(null, '?package=big')
    expect(await screen.findByTestId('preview-counts')).toHaveTextContent('1,200 creatives · 300 missing')
    expect(screen.getByTestId('preview-loading-more')).toHaveTextContent('1,000 of 1,500 rows loaded')
    // Each of the three tables scrolls in its own box and renders only the rows near view.
    expect(screen.getAllByTestId('sheet-scroll')).toHaveLength(3)
    const sizes = screen.getByRole('table', { name: 'Sizes and Taxonomy' })
    expect(sizes.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(100)
    expect(calls.filter((c) => c.path.startsWith('/api/trafficking/big'))).toHaveLength(1)
    vi.unstubAllGlobals()
  })

  it('reports a package that cannot be loaded, with Retry', async () => {
    window.sessionStorage.clear()
    fakeServer({ 'GET /api/trafficking/gone': fail(404, 'trafficking package not found') })
    renderAt(null, '?package=gone')
    expect(await screen.findByText('Could not load the trafficking sheet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    vi.unstubAllGlobals()
  })
})
