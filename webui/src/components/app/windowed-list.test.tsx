import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { measuredHeight, shouldWindow, spacers, WINDOW_FROM, WindowedList } from './windowed-list'

describe('shouldWindow', () => {
  it.each([
    [0, false],
    [WINDOW_FROM - 1, false],
    [WINDOW_FROM, true],
    [2000, true],
  ])('%i rows → %s', (count, want) => {
    expect(shouldWindow(count)).toBe(want)
  })
})

describe('spacers', () => {
  it.each([
    { name: 'nothing rendered', items: [], total: 5000, margin: 300, want: { top: 0, bottom: 0 } },
    { name: 'first rows', items: [{ start: 300, end: 400 }, { start: 400, end: 500 }], total: 1000, margin: 300, want: { top: 0, bottom: 800 } },
    { name: 'middle rows', items: [{ start: 800, end: 900 }, { start: 900, end: 1000 }], total: 1000, margin: 300, want: { top: 500, bottom: 300 } },
    { name: 'last rows', items: [{ start: 1100, end: 1200 }, { start: 1200, end: 1300 }], total: 1000, margin: 300, want: { top: 800, bottom: 0 } },
  ])('$name', ({ items, total, margin, want }) => {
    expect(spacers(items, total, margin)).toEqual(want)
  })
})

describe('measuredHeight', () => {
  it('falls back to the estimate for an element without layout', () => {
    expect(measuredHeight(document.createElement('li'), 88)).toBe(88)
  })
  it('uses the rendered height', () => {
    const li = document.createElement('li')
    li.getBoundingClientRect = () => ({ height: 142 }) as DOMRect
    expect(measuredHeight(li, 88)).toBe(142)
  })
})

describe('WindowedList', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }))
  const renderList = (n: number) =>
    render(
      <WindowedList
        aria-label="Rows"
        items={rows(n)}
        getKey={(r) => r.id}
        estimateSize={80}
        renderRow={(r, row) => (
          <li ref={row.ref} data-index={row.index}>
            {r.name}
          </li>
        )}
      />,
    )

  it('renders every row of a short list, in order', () => {
    renderList(WINDOW_FROM - 1)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(WINDOW_FROM - 1)
    expect(items[0]).toHaveTextContent('Row 0')
    expect(screen.getByRole('list', { name: 'Rows' })).not.toHaveAttribute('data-windowed')
  })

  it('renders only the rows near the viewport of a long list, and keeps its full height', () => {
    renderList(2000)
    const list = screen.getByRole('list', { name: 'Rows' })
    const items = screen.getAllByRole('listitem')
    expect(list).toHaveAttribute('data-windowed', 'true')
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThan(60)
    expect(items[0]).toHaveTextContent('Row 0')
    expect(items[0]).toHaveAttribute('data-index', '0')
    // The rows not rendered are kept as space below, at the estimated height.
    expect(parseFloat(list.style.paddingTop)).toBe(0)
    expect(parseFloat(list.style.paddingBottom)).toBe((2000 - items.length) * 80)
  })
})
