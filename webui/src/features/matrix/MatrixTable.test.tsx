import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WINDOW_OVERSCAN } from '@/components/app/windowed-list'
import { LONG_TABLE_OVERSCAN, MATRIX_TEXT_ROW_HEIGHT } from './MatrixGrid'
import { MatrixTable } from './MatrixTable'
import type { MatrixRow } from './types'

/** row is a matrix row with only what the table shows set. */
function row(id: string, size: string, extra: Partial<MatrixRow> = {}): MatrixRow {
  return { id, conceptNumber: 1, creativeSize: size, creativeStatus: 'Live', assetId: `a-${id}`, assetName: `${id}_${size}.png`, creativeName: '', taxonomyString: '', ...extra } as MatrixRow
}

const ROWS = [row('r1', '300x250', { url: 'https://example.com/a-long-landing-page?utm_source=display' }), row('r2', '728x90'), row('r3', '160x600', { assetId: undefined, assetName: undefined, missing: true })]

describe('MatrixTable', () => {
  it('lays a long table out fixed: a width for every column, the table as wide as their sum', () => {
    const { container } = render(<MatrixTable rows={ROWS} fieldOptions={{}} onChange={() => {}} editOnDemand />)
    const table = container.querySelector('table')!
    expect(table).toHaveClass('table-fixed')
    const cols = [...table.querySelectorAll('colgroup > col')] as HTMLElement[]
    const heads = within(table).getAllByRole('columnheader')
    expect(cols).toHaveLength(heads.length)
    const widths = cols.map((c) => parseFloat(c.style.width))
    expect(widths.every((w) => w > 0)).toBe(true)
    expect(parseFloat(table.style.width)).toBe(widths.reduce((a, w) => a + w, 0))
    // The URL column is wider than the default, whatever its rows hold.
    expect(widths[heads.findIndex((h) => h.textContent === 'URL')]).toBeGreaterThan(widths[heads.findIndex((h) => h.textContent === 'Language')]!)
  })

  it('makes a long table a grid of text cells: about 30 elements a row (57 with a button per cell), no form control', () => {
    const { container } = render(<MatrixTable rows={ROWS} fieldOptions={{ language: ['ENG'] }} onChange={() => {}} editOnDemand />)
    expect(screen.getByRole('grid')).toBeInTheDocument()
    const rows = [...container.querySelectorAll('tr[data-row-id]')]
    for (const tr of rows) {
      expect(tr.querySelectorAll('*').length).toBeLessThan(36)
      expect(tr.querySelectorAll('input, select, button')).toHaveLength(0)
    }
    expect(within(screen.getByRole('rowgroup', { name: 'Matrix rows' })).getAllByRole('gridcell', { name: 'https://example.com/a-long-landing-page?utm_source=display' })).toHaveLength(1)
  })

  it('keeps each row read with its size: the first cell of every row is its row header, sticky at the left', () => {
    render(<MatrixTable rows={ROWS} fieldOptions={{}} onChange={() => {}} editOnDemand />)
    const rows = within(screen.getByRole('rowgroup', { name: 'Matrix rows' })).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const first = rows.map((r) => within(r).getByRole('rowheader'))
    expect(first[0]).toHaveTextContent('300x250')
    expect(first[2]).toHaveTextContent('160x600 Missing creative')
    for (const c of first) expect(c).toHaveClass('sticky', 'left-0')
  })

  it('leaves a short table of form controls laid out by its content', () => {
    const { container } = render(<MatrixTable rows={ROWS} fieldOptions={{}} onChange={() => {}} />)
    const table = container.querySelector('table')!
    expect(table).not.toHaveClass('table-fixed')
    expect(table.querySelector('colgroup')).toBeNull()
  })
})

describe('MatrixTable windowing', () => {
  it(`renders a long table's rows in view and ${LONG_TABLE_OVERSCAN} ahead, not a list's ${WINDOW_OVERSCAN}`, async () => {
    // The test DOM has no layout: every element is given ten rows' height.
    const h = 10 * MATRIX_TEXT_ROW_HEIGHT
    const spies = [vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(h), vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(h), vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000)]
    try {
      const many = Array.from({ length: 1000 }, (_, i) => row(`r${i}`, '300x250'))
      const { container } = render(<MatrixTable rows={many} fieldOptions={{}} onChange={() => {}} editOnDemand />)
      await waitFor(() => expect(container.querySelectorAll('tr[data-row-id]').length).toBeGreaterThan(0))
      // At the top: the ten rows in view and the rows kept ahead below them.
      expect(container.querySelectorAll('tr[data-row-id]')).toHaveLength(10 + LONG_TABLE_OVERSCAN)
    } finally {
      for (const s of spies) s.mockRestore()
    }
  })
})
