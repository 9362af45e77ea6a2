import { act, render, screen, waitFor } from '@testing-library/react'
import * as React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isFlung, measuredHeight, SETTLE_MS, shouldWindow, spacers, WINDOW_FROM, WINDOW_OVERSCAN, WindowedList } from './windowed-list'

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

describe('isFlung', () => {
  const at = (t: number, offset: number) => ({ t, offset })
  it.each([
    { name: 'no samples', samples: [], row: 80, want: false },
    { name: 'one sample', samples: [at(0, 0)], row: 80, want: false },
    { name: 'a wheel: 100 px a frame', samples: [at(0, 0), at(16, 100), at(32, 200)], row: 80, want: false },
    { name: 'just under: 4 rows a frame', samples: [at(0, 0), at(16, 320), at(32, 640)], row: 80, want: false },
    { name: 'the bench: 733 px a frame (9 rows)', samples: [at(0, 0), at(16.7, 733), at(33.4, 1466)], row: 80, want: true },
    { name: 'the same on a page slow to draw: 733 px in 50 ms frames', samples: [at(0, 0), at(50, 733)], row: 80, want: true },
    { name: 'flung upwards', samples: [at(0, 5000), at(16.7, 4267)], row: 80, want: true },
    { name: 'flung back and forth: the path counts', samples: [at(0, 0), at(16.7, 733), at(33.4, 0), at(50.1, 733)], row: 80, want: true },
    { name: 'one fast frame among slow ones: the mean', samples: [at(0, 0), at(16, 500), at(32, 510), at(48, 520), at(64, 530)], row: 80, want: false },
    { name: 'the same speed in taller rows (phone cards)', samples: [at(0, 0), at(16.7, 733)], row: 200, want: false },
    { name: 'no row size yet', samples: [at(0, 0), at(16.7, 733)], row: 0, want: false },
  ])('$name → $want', ({ samples, row, want }) => {
    expect(isFlung(samples, row)).toBe(want)
  })
})

describe('WindowedList lightWhileFlung', () => {
  const items = Array.from({ length: 2000 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }))
  // A list of 2,000 rows of 40 px in a box of 400 px (happy-dom has no layout), with rows that
  // say whether they were drawn light and a button each (a light row has none).
  const Box = ({ light = true }: { light?: boolean }) => {
    const [box, setBox] = React.useState<HTMLDivElement | null>(null)
    const boxRef = React.useCallback((el: HTMLDivElement | null) => {
      if (el) Object.defineProperties(el, { offsetHeight: { value: 400 }, offsetWidth: { value: 800 }, clientHeight: { value: 400 } })
      setBox(el)
    }, [])
    return (
      <div ref={boxRef} data-testid="box">
        <WindowedList
          aria-label="Rows"
          items={items}
          getKey={(r) => r.id}
          estimateSize={40}
          scrollElement={box}
          lightWhileFlung={light}
          renderRow={(r, row) => (
            <li ref={row.ref} data-index={row.index} data-light={row.light ? 'true' : undefined}>
              {r.name}
              {row.light ? null : <button type="button">Open {r.name}</button>}
            </li>
          )}
        />
      </div>
    )
  }
  const lightRows = () => [...document.querySelectorAll('li[data-light="true"]')].map((li) => Number(li.getAttribute('data-index')))
  const drawn = () => [...document.querySelectorAll('li[data-index]')].map((li) => Number(li.getAttribute('data-index')))

  // The clock (timers and performance.now, which the fling's speed reads) is
  // faked once the rows are drawn; scrollAfter moves it on by ms, then
  // scrolls the box to top.
  const start = async () => {
    render(<Box />)
    await waitFor(() => expect(drawn().length).toBeGreaterThan(0))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    return screen.getByTestId('box')
  }
  const scrollAfter = (box: HTMLElement, ms: number, top: number) => {
    act(() => vi.advanceTimersByTime(ms))
    act(() => {
      box.scrollTop = top
      box.dispatchEvent(new Event('scroll'))
    })
  }
  afterEach(() => vi.useRealTimers())

  it('draws rows coming into view light while flung, keeps rows drawn full, and draws every row full once the scroll stops', async () => {
    const box = await start()
    expect(lightRows()).toEqual([])
    // 40 rows a frame: flung from the second frame on.
    scrollAfter(box, 16, 1600)
    scrollAfter(box, 16, 3200)
    scrollAfter(box, 16, 4800)
    expect(lightRows().length).toBeGreaterThan(0)
    // The rows drawn full before the speed was known stay full.
    const full = drawn().filter((i) => !lightRows().includes(i))
    scrollAfter(box, 16, 6400)
    expect(drawn().filter((i) => !lightRows().includes(i))).toEqual(full.filter((i) => drawn().includes(i)))
    // No scroll event for SETTLE_MS: every row full, with its button.
    act(() => vi.advanceTimersByTime(SETTLE_MS - 1))
    expect(lightRows().length).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(1))
    expect(lightRows()).toEqual([])
    expect(screen.getAllByRole('button').length).toBe(drawn().length)
  })

  it('draws every row full as soon as the scroll slows under the fling speed', async () => {
    const box = await start()
    scrollAfter(box, 16, 1600)
    scrollAfter(box, 16, 3200)
    scrollAfter(box, 16, 4800)
    expect(lightRows().length).toBeGreaterThan(0)
    // Then 4 px a frame: full once the mean over the last FLING_WINDOW_MS falls under 4 rows a frame.
    // (Five slow frames on, the window still holds the last fast frame of 1600 px: 270 px a frame; six on, 4.)
    for (let f = 1; f <= 5; f++) scrollAfter(box, 16, 4800 + 4 * f)
    expect(lightRows().length).toBeGreaterThan(0)
    scrollAfter(box, 16, 4824)
    expect(lightRows()).toEqual([])
  })

  it('never draws the row holding the keyboard focus, nor its neighbours, light', async () => {
    const box = await start()
    // Rows 10-19 in view, 0-29 drawn; the focus on the last drawn row.
    scrollAfter(box, 500, 400)
    const button = screen.getByRole('button', { name: 'Open Row 29' })
    act(() => button.focus())
    // Flung back and forth by 10 rows a frame: rows 30-39 come into view at 800, row 29 stays.
    scrollAfter(box, 500, 800)
    scrollAfter(box, 16, 400)
    scrollAfter(box, 16, 800)
    const light = lightRows()
    expect(light).toContain(31)
    // The row after the focused one (where Tab goes next) has its controls.
    expect(light).not.toContain(30)
    expect(light).not.toContain(29)
    expect(light).not.toContain(28)
    expect(document.activeElement).toBe(button)
  })

  it('is never flung while keys are pressed', async () => {
    const box = await start()
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }))
    })
    scrollAfter(box, 16, 1600)
    scrollAfter(box, 16, 3200)
    scrollAfter(box, 16, 4800)
    expect(lightRows()).toEqual([])
  })

  it('is never flung in a list that did not ask for it', async () => {
    render(<Box light={false} />)
    await waitFor(() => expect(drawn().length).toBeGreaterThan(0))
    const box = screen.getByTestId('box')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    scrollAfter(box, 16, 1600)
    scrollAfter(box, 16, 3200)
    scrollAfter(box, 16, 4800)
    expect(drawn().length).toBeGreaterThan(0)
    expect(lightRows()).toEqual([])
  })

  it('is never flung when the user asks for reduced motion', async () => {
    const matchMedia = window.matchMedia
    window.matchMedia = ((q: string) => ({ ...matchMedia(q), matches: q.includes('prefers-reduced-motion: reduce') })) as typeof window.matchMedia
    try {
      const box = await start()
      scrollAfter(box, 16, 1600)
      scrollAfter(box, 16, 3200)
      scrollAfter(box, 16, 4800)
      expect(lightRows()).toEqual([])
    } finally {
      window.matchMedia = matchMedia
    }
  })
})
