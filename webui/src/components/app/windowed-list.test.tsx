import { render, screen, waitFor } from '@testing-library/react'
import * as React from 'react'
import { describe, expect, it, vi } from 'vitest'
import { measuredHeight, shouldWindow, spacers, WINDOW_FROM, WINDOW_OVERSCAN, WindowedList } from './windowed-list'

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
  const renderList = (n: number, overscan?: number) =>
    render(
      <WindowedList
        aria-label="Rows"
        overscan={overscan}
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

  it('renders overscan rows beyond the viewport: WINDOW_OVERSCAN unless the list asks for fewer', () => {
    const { unmount } = renderList(2000)
    const byDefault = screen.getAllByRole('listitem').length
    unmount()
    renderList(2000, 3)
    const fewer = screen.getAllByRole('listitem').length
    // At the top there are no rows above: only those below the viewport differ.
    expect(byDefault - fewer).toBe(WINDOW_OVERSCAN - 3)
  })

  it('windows a table body in a box of its own, the rows above and below kept as two empty rows', async () => {
    const onNearEnd = vi.fn()
    const Box = () => {
      const [box, setBox] = React.useState<HTMLDivElement | null>(null)
      // jsdom has no layout: the box is given a height of 400 px.
      const boxRef = React.useCallback((el: HTMLDivElement | null) => {
        if (el) Object.defineProperties(el, { offsetHeight: { value: 400 }, offsetWidth: { value: 800 }, clientHeight: { value: 400 } })
        setBox(el)
      }, [])
      return (
        <div ref={boxRef}>
          <table>
            <WindowedList
              as="tbody"
              aria-label="Sheet"
              items={rows(2000)}
              getKey={(r) => r.id}
              estimateSize={40}
              scrollElement={box}
              onNearEnd={onNearEnd}
              renderRow={(r, row) => (
                <tr ref={row.ref} data-index={row.index}>
                  <td>{r.name}</td>
                </tr>
              )}
            />
          </table>
        </div>
      )
    }
    const { container } = render(<Box />)
    const body = container.querySelector('tbody')!
    expect(body).toHaveAttribute('data-windowed', 'true')
    await waitFor(() => expect(body.querySelectorAll('tr[data-index]').length).toBeGreaterThan(0))
    const drawn = body.querySelectorAll('tr[data-index]')
    expect(drawn.length).toBeLessThan(60)
    const space = body.querySelectorAll('tr[aria-hidden="true"]')
    expect(space).toHaveLength(1)
    expect(parseFloat((space[0] as HTMLElement).style.height)).toBe((2000 - drawn.length) * 40)
    // At the top of a long list there is no next page to fetch yet.
    expect(onNearEnd).not.toHaveBeenCalled()
  })
})
