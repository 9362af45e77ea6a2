import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import * as React from 'react'

/**
 * WINDOW_FROM is the length from which a list renders only the rows near the
 * viewport. Shorter lists render every row, exactly as a plain list does, so
 * small campaigns look and behave as they always did (find in page, print).
 */
export const WINDOW_FROM = 250

/** WINDOW_OVERSCAN is how many rows are rendered above and below the viewport. */
export const WINDOW_OVERSCAN = 10

/** shouldWindow reports whether a list of count rows is windowed. */
export function shouldWindow(count: number): boolean {
  return count >= WINDOW_FROM
}

/**
 * spacers returns the empty space above and below the rendered rows, so the
 * rendered rows stay in normal flow (borders, hover, stacked cards unchanged)
 * and the list keeps the height of all its rows. The items' start and end are
 * page offsets; scrollMargin is the page offset of the list itself.
 */
export function spacers(items: readonly Pick<VirtualItem, 'start' | 'end'>[], totalSize: number, scrollMargin: number): { top: number; bottom: number } {
  if (items.length === 0) return { top: 0, bottom: 0 }
  const first = items[0]!
  const last = items[items.length - 1]!
  return {
    top: Math.max(0, first.start - scrollMargin),
    bottom: Math.max(0, totalSize - (last.end - scrollMargin)),
  }
}

/** measuredHeight is a row's rendered height, or the estimate while it has no layout (hidden, or a test DOM). */
export function measuredHeight(element: Element, estimate: number): number {
  const h = element.getBoundingClientRect().height
  return h > 0 ? h : estimate
}

/** WindowedListProps are the props of WindowedList. */
export interface WindowedListProps<T> extends Omit<React.HTMLAttributes<HTMLUListElement>, 'children'> {
  items: readonly T[]
  getKey: (item: T) => string
  /** estimateSize is a row's expected height in pixels before it is measured. */
  estimateSize: number
  /** renderRow renders one row; the row's root <li> must take ref and data-index. */
  renderRow: (item: T, row: { index: number; ref?: (el: Element | null) => void }) => React.ReactNode
}

/**
 * WindowedList is a <ul> of rows that scrolls with the page. From WINDOW_FROM
 * rows on it renders only the rows near the viewport (TanStack Virtual, rows
 * measured as they render, so rows of different heights work); below that it
 * renders every row.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  return shouldWindow(props.items.length) ? <Windowed {...props} /> : <AllRows {...props} />
}

function AllRows<T>({ items, getKey, estimateSize: _estimate, renderRow, ...ul }: WindowedListProps<T>) {
  return <ul {...ul}>{items.map((item, index) => <React.Fragment key={getKey(item)}>{renderRow(item, { index })}</React.Fragment>)}</ul>
}

function Windowed<T>({ items, getKey, estimateSize, renderRow, style, ...ul }: WindowedListProps<T>) {
  const listRef = React.useRef<HTMLUListElement>(null)
  // The list's page offset moves when content above it changes height (the upload
  // panel, the toolbar); it is read after every render and on resize.
  const [scrollMargin, setScrollMargin] = React.useState(0)
  React.useLayoutEffect(() => {
    const read = () => {
      const el = listRef.current
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY))
    }
    read()
    window.addEventListener('resize', read)
    return () => window.removeEventListener('resize', read)
  })
  const v = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: WINDOW_OVERSCAN,
    scrollMargin,
    getItemKey: (i) => getKey(items[i]!),
    measureElement: (el) => measuredHeight(el, estimateSize),
  })
  const rows = v.getVirtualItems()
  const gap = spacers(rows, v.getTotalSize(), scrollMargin)
  return (
    <ul ref={listRef} {...ul} data-windowed="true" style={{ ...style, paddingTop: gap.top, paddingBottom: gap.bottom }}>
      {rows.map((r) => (
        <React.Fragment key={r.key}>{renderRow(items[r.index]!, { index: r.index, ref: v.measureElement })}</React.Fragment>
      ))}
    </ul>
  )
}
