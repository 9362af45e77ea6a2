import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
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

/** RenderedRange is the first and last index of the rows a list renders. */
export interface RenderedRange {
  first: number
  last: number
}

/** WindowedListProps are the props of WindowedList. */
export interface WindowedListProps<T> extends Omit<React.HTMLAttributes<HTMLElement>, 'children'> {
  items: readonly T[]
  /** getKey names a row (index is its place in items, for rows without an id). */
  getKey: (item: T, index: number) => string
  /** estimateSize is a row's expected height in pixels before it is measured. */
  estimateSize: number
  /**
   * renderRow renders one row; the row's root element (<li>, or <tr> in a
   * tbody) must take ref and data-index. range is the first and last index
   * of the rows rendered (a grid keeps its tab stop on a rendered row).
   */
  renderRow: (item: T, row: { index: number; ref?: (el: Element | null) => void; range: RenderedRange }) => React.ReactNode
  /** as is the list element: a <ul> of <li> rows (the default), or a table's <tbody> of <tr> rows. */
  as?: 'ul' | 'tbody'
  /**
   * scrollElement is the element the list scrolls in (a box of its own, as
   * a table in a page of several; null until that element is mounted, so
   * keep it in state through a callback ref); without it the list scrolls
   * with the page.
   */
  scrollElement?: HTMLElement | null
  /** onNearEnd is called when the list renders its last rows (a short list always does): time to fetch the next page. */
  onNearEnd?: () => void
  /**
   * fixedSize says every row is exactly estimateSize high: rows are not
   * measured (no layout read as each row comes into view) and renderRow
   * gets no ref.
   */
  fixedSize?: boolean
  /**
   * overscan is how many rows are rendered above and below the viewport
   * (default WINDOW_OVERSCAN). Every rendered row is painted again when rows
   * come and go, so a wide table whose rows are cheap to render ahead asks
   * for fewer.
   */
  overscan?: number
}

/**
 * WindowedList is a list of rows (a <ul>, or a table's <tbody>) that scrolls
 * with the page or in its own box. From WINDOW_FROM rows on it renders only
 * the rows near the viewport (TanStack Virtual, rows measured as they render,
 * so rows of different heights work); below that it renders every row.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  if (!shouldWindow(props.items.length)) return <AllRows {...props} />
  return props.scrollElement !== undefined ? <WindowedInElement {...props} /> : <WindowedInPage {...props} />
}

function AllRows<T>({ items, getKey, estimateSize: _estimate, renderRow, as: As = 'ul', scrollElement: _scroll, onNearEnd, fixedSize: _fixed, overscan: _overscan, ...rest }: WindowedListProps<T>) {
  // Every row is rendered, the last one too: a paged list reads on.
  React.useEffect(() => {
    onNearEnd?.()
  }, [onNearEnd, items.length])
  const range = { first: 0, last: items.length - 1 }
  return <As {...rest}>{items.map((item, index) => <React.Fragment key={getKey(item, index)}>{renderRow(item, { index, range })}</React.Fragment>)}</As>
}

/**
 * useListOffset reads the list's offset from the top of what scrolls (the
 * page, or the box). Reading it forces a layout, so it is read when the list
 * mounts, when the window is resized and when what scrolls changes size
 * (content above the list grew or shrank), not after every render: a
 * windowed list renders on every scroll frame, and a read there made every
 * frame lay the page out twice.
 */
function useListOffset(listRef: React.RefObject<HTMLElement | null>, box?: HTMLElement | null): number {
  const [offset, setOffset] = React.useState(0)
  React.useLayoutEffect(() => {
    const read = () => {
      const el = listRef.current
      if (!el) return
      const top = box ? el.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop : el.getBoundingClientRect().top + window.scrollY
      setOffset(Math.round(top))
    }
    read()
    window.addEventListener('resize', read)
    // What scrolls is the box's content or the page's body: content above the list changes its height.
    const content = box ? box.firstElementChild : document.body
    const ro = typeof ResizeObserver === 'undefined' || !content ? null : new ResizeObserver(read)
    if (ro && content) ro.observe(content)
    return () => {
      window.removeEventListener('resize', read)
      ro?.disconnect()
    }
  }, [listRef, box])
  return offset
}

/** rowOptions are the virtualizer's options for the list's rows, the same whichever element scrolls. */
function rowOptions<T>(props: WindowedListProps<T>, scrollMargin: number) {
  return {
    count: props.items.length,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan ?? WINDOW_OVERSCAN,
    scrollMargin,
    getItemKey: (i: number) => props.getKey(props.items[i]!, i),
    measureElement: (el: Element) => measuredHeight(el, props.estimateSize),
  }
}

function WindowedInPage<T>(props: WindowedListProps<T>) {
  const listRef = React.useRef<HTMLElement>(null)
  const scrollMargin = useListOffset(listRef)
  const v = useWindowVirtualizer(rowOptions(props, scrollMargin))
  return <WindowRows {...props} listRef={listRef} rows={v.getVirtualItems()} totalSize={v.getTotalSize()} scrollMargin={scrollMargin} measure={v.measureElement} />
}

function WindowedInElement<T>(props: WindowedListProps<T>) {
  const listRef = React.useRef<HTMLElement>(null)
  const scrollMargin = useListOffset(listRef, props.scrollElement)
  const v = useVirtualizer({ ...rowOptions(props, scrollMargin), getScrollElement: () => props.scrollElement ?? null })
  return <WindowRows {...props} listRef={listRef} rows={v.getVirtualItems()} totalSize={v.getTotalSize()} scrollMargin={scrollMargin} measure={v.measureElement} />
}

interface WindowRowsProps<T> extends WindowedListProps<T> {
  listRef: React.RefObject<HTMLElement | null>
  rows: VirtualItem[]
  totalSize: number
  scrollMargin: number
  measure: (el: Element | null) => void
}

/** WindowRows renders the rendered rows between the space of the rows above and below them. */
function WindowRows<T>({ items, getKey: _key, estimateSize: _estimate, renderRow, as = 'ul', scrollElement: _scroll, onNearEnd, fixedSize, overscan = WINDOW_OVERSCAN, listRef, rows, totalSize, scrollMargin, measure, style, ...rest }: WindowRowsProps<T>) {
  const gap = spacers(rows, totalSize, scrollMargin)
  const lastRendered = rows.length > 0 ? rows[rows.length - 1]!.index : -1
  React.useEffect(() => {
    if (onNearEnd && lastRendered >= items.length - 1 - overscan) onNearEnd()
  }, [onNearEnd, lastRendered, items.length])
  const range = { first: rows.length > 0 ? rows[0]!.index : 0, last: lastRendered }
  const rendered = rows.map((r) => <React.Fragment key={r.key}>{renderRow(items[r.index]!, { index: r.index, ref: fixedSize ? undefined : measure, range })}</React.Fragment>)
  if (as === 'tbody') {
    // A table body cannot take padding: the space is two empty rows.
    return (
      <tbody ref={listRef as React.RefObject<HTMLTableSectionElement>} {...rest} style={style} data-windowed="true">
        {gap.top > 0 ? <tr aria-hidden="true" style={{ height: gap.top }} /> : null}
        {rendered}
        {gap.bottom > 0 ? <tr aria-hidden="true" style={{ height: gap.bottom }} /> : null}
      </tbody>
    )
  }
  return (
    <ul ref={listRef as React.RefObject<HTMLUListElement>} {...rest} data-windowed="true" style={{ ...style, paddingTop: gap.top, paddingBottom: gap.bottom }}>
      {rendered}
    </ul>
  )
}
