import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addConcept } from '@/features/matrix/concepts'
import { MatrixTab } from '@/features/matrix/MatrixTab'
import type { Matrix, MatrixOptions } from '@/features/matrix/types'
import { fail, fakeServer, ok } from '@/test/fetch'

const options: MatrixOptions = {
  campaignName: 'Cardio Q3',
  country: 'USA',
  advertiser: '',
  phases: ['Phase 1', 'Phase 2', 'Phase 3'],
  fdaFilingNumber: '',
  indication: '',
  customerType: 'DTC',
  agency: '',
  channel: 'Display',
  dofuExpiration: '',
  url: '',
}
const matrix: Matrix = addConcept({ options, rows: [] }).matrix
const fieldOptions = { language: ['ENG', 'SPA'], creativeStatus: ['Adding', 'Existing', 'Remove'] }

function renderTab(assetCount: number, onUpload = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <MatrixTab campaignId="c1" assetCount={assetCount} onUploadAssets={onUpload} />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  )
  return onUpload
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('MatrixTab', () => {
  it('with no assets shows the empty state and Upload Assets', () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: [] }) })
    const onUpload = renderTab(0)
    expect(screen.getByText('No Assets for Creative Matrix')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Upload Assets' }))
    expect(onUpload).toHaveBeenCalledOnce()
  })

  it('shows the editor, the enabled rules, and saves an edit', async () => {
    const server = fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions }),
      'PUT /api/campaigns/c1/matrix': (req) => ok({ matrix: JSON.parse(req.body ?? '{}').matrix }),
      'GET /api/user-data/brd-rules': ok({
        rules: [
          { id: 'r1', rule: 'FDA Filing Number required', severity: 'critical', enabled: true },
          { id: 'r2', rule: 'Disabled rule', severity: 'minor', enabled: false },
        ],
      }),
    })
    renderTab(1)
    expect(await screen.findByText('Creative Ad Trafficking Matrix')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /^Concept 1\b/ })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('FDA Filing Number required')).toBeInTheDocument()
    expect(screen.queryByText('Disabled rule')).not.toBeInTheDocument()
    for (const b of ['CSV', 'HTML Preview', 'Excel']) expect(screen.getByRole('button', { name: b })).toBeEnabled()

    fireEvent.change(screen.getByLabelText('CTA/Button Description 300x250'), { target: { value: 'Ask "now"' } })
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = server.calls.find((c) => c.method === 'PUT')!
    const saved = JSON.parse(put.body ?? '{}').matrix as Matrix
    expect(saved.rows.find((r) => r.creativeSize === '300x250')?.ctaDescription).toBe('Ask "now"')
    expect(await screen.findByText('All changes saved')).toBeInTheDocument()
  })

  it('Add Concept adds a concept tab and saves five more rows', async () => {
    const server = fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions }),
      'PUT /api/campaigns/c1/matrix': (req) => ok({ matrix: JSON.parse(req.body ?? '{}').matrix }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Concept' }))
    expect(await screen.findByRole('tab', { name: /^Concept 2\b/ })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true))
    const saved = JSON.parse(server.calls.find((c) => c.method === 'PUT')!.body ?? '{}').matrix as Matrix
    expect(saved.rows).toHaveLength(10)
  })

  it('unplanning a size removes its missing creative and saves the plan with the version it read', async () => {
    const server = fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions, version: 7 }),
      'PUT /api/campaigns/c1/matrix': (req) => {
        const body = JSON.parse(req.body ?? '{}') as { matrix: Matrix; version: number }
        return ok({ matrix: body.matrix, version: body.version + 1 })
      },
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    const plan = await screen.findByRole('group', { name: 'Planned sizes' })
    expect(within(plan).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['300x600', '300x250', '160x600', '728x90', '320x50'])
    expect(screen.getByRole('tab', { name: /^Concept 1\b/ })).toHaveTextContent('5 missing')
    fireEvent.click(within(plan).getByRole('button', { name: '320x50' }))
    expect(within(plan).getByRole('button', { name: '320x50' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('tab', { name: /^Concept 1\b/ })).toHaveTextContent('4 missing')
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true))
    const saved = JSON.parse(server.calls.find((c) => c.method === 'PUT')!.body ?? '{}') as { matrix: Matrix; version: number }
    expect(saved.version).toBe(7)
    expect(saved.matrix.options.plannedSizes).toEqual(['300x600', '300x250', '160x600', '728x90'])
    expect(saved.matrix.rows.map((r) => r.creativeSize)).toEqual(['300x600', '300x250', '160x600', '728x90'])
  })

  it('sends the version it read; a stale save asks to reload or overwrite', async () => {
    const theirs: Matrix = { ...matrix, rows: matrix.rows.map((r) => ({ ...r, ctaDescription: 'Their CTA' })) }
    let puts = 0
    const server = fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions, version: 4 }),
      'PUT /api/campaigns/c1/matrix': (req) => {
        puts++
        const body = JSON.parse(req.body ?? '{}') as { matrix: Matrix; version: number }
        if (body.version === 4) return { status: 409, body: { success: false, error: 'This matrix was changed by someone else — reload or overwrite', data: { current: { version: 5, value: theirs }, version: 5 } } }
        return ok({ matrix: body.matrix, version: body.version + 1 })
      },
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    fireEvent.change(await screen.findByLabelText('CTA/Button Description 300x250'), { target: { value: 'Mine' } })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/changed by someone else — reload or overwrite/)).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(puts).toBe(2))
    const second = JSON.parse(server.calls.filter((c) => c.method === 'PUT')[1]!.body ?? '{}') as { matrix: Matrix; version: number }
    expect(second.version).toBe(5)
    expect(second.matrix.rows.find((r) => r.creativeSize === '300x250')?.ctaDescription).toBe('Mine')
    expect(await screen.findByText('All changes saved')).toBeInTheDocument()
  })

  it("shows the server's 400 message when a save is rejected", async () => {
    fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions }),
      'PUT /api/campaigns/c1/matrix': fail(400, 'row c1-300x600: version: must look like V1'),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    fireEvent.change(await screen.findByLabelText('Version 300x600'), { target: { value: 'v-one' } })
    expect(await screen.findByText(/row c1-300x600: version: must look like V1/)).toBeInTheDocument()
    expect(screen.getByText('Not saved')).toBeInTheDocument()
    expect(screen.getByLabelText('Version 300x600')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Version 300x250')).not.toHaveAttribute('aria-invalid')
  })

  it('shows the spec message when the Excel export fails', async () => {
    fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions }),
      'GET /api/campaigns/c1/matrix/export': fail(500, 'boom'),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }))
    expect(await screen.findByText('Failed to export Excel file. Please try CSV format.')).toBeInTheDocument()
  })

  it('falls back to the built-in rules when the rules cannot be loaded', async () => {
    fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix, fieldOptions }),
      'GET /api/user-data/brd-rules': fail(500, 'down'),
    })
    renderTab(1)
    expect(await screen.findByText('FDA Filing Number required')).toBeInTheDocument()
    expect(screen.getByText('Customer Type must be specified')).toBeInTheDocument()
    expect(screen.getByText('Indication required for HCP content')).toBeInTheDocument()
  })

  it('moves between concept tabs with the arrow keys', async () => {
    fakeServer({
      'GET /api/campaigns/c1/matrix': ok({ matrix: addConcept(matrix).matrix, fieldOptions }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    const first = await screen.findByRole('tab', { name: /^Concept 1\b/ })
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: /^Concept 2\b/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /^Concept 2\b/ })).toHaveFocus()
    fireEvent.keyDown(screen.getByRole('tab', { name: /^Concept 2\b/ }), { key: 'Home' })
    expect(first).toHaveAttribute('aria-selected', 'true')
  })

  it('disables export without assets', () => {
    const server = fakeServer({})
    renderTab(0)
    for (const b of ['CSV', 'HTML Preview', 'Excel']) expect(screen.getByRole('button', { name: b })).toBeDisabled()
    expect(screen.getByText('Add assets to enable export')).toBeInTheDocument()
    expect(server.calls).toHaveLength(0)
  })

  it('pages a matrix larger than one page, counts it by the summary and sends edits as patches', async () => {
    // Three concepts of five rows; the first page holds concept 1 only, as if it were the first of thousands.
    const big = addConcept(addConcept(matrix).matrix).matrix
    const summary = { rows: 15, creatives: 0, missing: 15, expired: 0, concepts: [1, 2, 3].map((n) => ({ number: n, rows: 5, missing: 5, expired: 0 })) }
    const server = fakeServer({
      'GET /api/campaigns/c1/matrix': (req) => {
        const q = new URL(req.path, 'http://x').searchParams
        if (q.get('concept') === '2') return ok({ matrix: { ...big, rows: big.rows.slice(5, 10) }, fieldOptions, version: 3, summary })
        if (q.get('cursor')) return ok({ matrix: { ...big, rows: big.rows.slice(5) }, fieldOptions, version: 3, summary })
        return ok({ matrix: { ...big, rows: big.rows.slice(0, 5) }, fieldOptions, version: 3, summary, nextCursor: 'n1' })
      },
      'PATCH /api/campaigns/c1/matrix': (req) => {
        const body = JSON.parse(req.body ?? '{}') as { cells: { rowId: string; field: string; value: string }[] }
        const row = { ...big.rows.find((r) => r.id === body.cells[0]!.rowId)!, [body.cells[0]!.field]: body.cells[0]!.value }
        return ok({ version: 4, rows: [row], summary })
      },
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
    })
    renderTab(1)
    expect(await screen.findByTestId('matrix-counts')).toHaveTextContent('0 creatives, 15 missing across 3 concepts')
    expect(screen.queryByRole('tab', { name: /^Concept 1\b/ })).not.toBeInTheDocument()
    const show = screen.getByLabelText('Show')
    expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All concepts (15 rows)',
      'Concept 1 (5 rows, 5 missing)',
      'Concept 2 (5 rows, 5 missing)',
      'Concept 3 (5 rows, 5 missing)',
    ])
    // Every concept's rows, read page by page: the short table asks for the next page at once.
    await waitFor(() => expect(server.calls.some((c) => c.path.includes('cursor=n1'))).toBe(true))
    expect(await screen.findByTestId('matrix-loaded')).toHaveTextContent('15 rows')

    // A long table is a grid of text cells until edited: a double click opens the editor in place.
    const grid = screen.getByRole('grid', { name: 'Creative matrix' })
    expect(screen.queryByRole('textbox', { name: 'CTA/Button Description 300x250' })).not.toBeInTheDocument()
    const ctaCol = within(grid).getAllByRole('columnheader').findIndex((h) => h.textContent === 'CTA/Button Description')
    const cellOf = (rowIndex: number, col: number) => grid.querySelector<HTMLElement>(`tr[data-index="${rowIndex}"] > [data-col="${col}"]`)!
    await userEvent.dblClick(cellOf(1, ctaCol))
    fireEvent.change(screen.getByRole('textbox', { name: 'CTA/Button Description 300x250' }), { target: { value: 'Learn more' } })
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true))
    const patch = JSON.parse(server.calls.find((c) => c.method === 'PATCH')!.body ?? '{}')
    expect(patch).toEqual({ cells: [{ rowId: big.rows[1]!.id, field: 'ctaDescription', value: 'Learn more' }], version: 3 })
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false)
    expect(await screen.findByText('All changes saved')).toBeInTheDocument()

    // An enumerated field opens as the browser's own select (Enter on the focused cell).
    const cell = cellOf(1, within(grid).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Language'))
    expect(cell).toHaveTextContent('ENG')
    cell.focus()
    await userEvent.keyboard('{Enter}')
    const language = screen.getByRole('combobox', { name: 'Language 300x250' })
    expect(language.tagName).toBe('SELECT')
    fireEvent.change(language, { target: { value: 'SPA' } })
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH').some((c) => c.body?.includes('"value":"SPA"'))).toBe(true))

    fireEvent.change(show, { target: { value: '2' } })
    await waitFor(() => expect(server.calls.some((c) => c.path.includes('concept=2'))).toBe(true))
  })
})
