import { useVirtualizer, useWindowVirtualizer, type Virtualizer, type VirtualItem } from '@tanstack/react-virtual'
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

/**
 * FLING_ROWS_PER_FRAME is the scrolling speed, in rows a frame (a scroll
 * event: the browser sends at most one a frame), from which a list that asks
 * for it (lightWhileFlung) draws the rows coming into view in their light
 * form. What a frame costs is the rows it brings into view: a list of 2,000
 * assets presents every frame at under five full rows a frame on this
 * machine's phone layout, and drops frames at seven to nine on wider screens
 * (docs/performance.md). Rows a second would not do: when frames take longer
 * the rows a second fall while the rows a frame, and the cost, grow. A wheel
 * or a page key moves a row or two a frame; the scroll bar dragged or a
 * trackpad's momentum many more.
 */
export const FLING_ROWS_PER_FRAME = 4

/** FLING_WINDOW_MS is how far back the scroll's speed is measured. */
const FLING_WINDOW_MS = 100

/**
 * SETTLE_MS is how long after its last scroll event a list counts as at rest:
 * a light row then turns into the full row.
 */
export const SETTLE_MS = 100

/** KEY_QUIET_MS: a scroll within this time of a key press is the keyboard's, never a fling. */
const KEY_QUIET_MS = 500

/** ScrollSample is where a list was scrolled to (px) at a scroll event. */
export interface ScrollSample {
  t: number
  offset: number
}

/**
 * isFlung reports whether the scroll the samples describe (oldest first, one
 * a scroll event over the last FLING_WINDOW_MS) moves more than
 * FLING_ROWS_PER_FRAME rows of rowSize pixels an event on average. The
 * distance is the path, not the displacement: a list scrolled back and forth
 * brings as many new rows into view.
 */
export function isFlung(samples: readonly ScrollSample[], rowSize: number): boolean {
  if (samples.length < 2 || rowSize <= 0) return false
  let px = 0
  for (let i = 1; i < samples.length; i++) px += Math.abs(samples[i]!.offset - samples[i - 1]!.offset)
  return px / rowSize / (samples.length - 1) > FLING_ROWS_PER_FRAME
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
  renderRow: (item: T, row: { index: number; ref?: (el: Element | null) => void; range: RenderedRange; light: boolean }) => React.ReactNode
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
  /**
   * lightWhileFlung lets a windowed list draw rows in a light form while it
   * is flung: a row that comes into view while the list scrolls faster than
   * FLING_ROWS_PER_FRAME gets light: true, and is drawn again in full as
   * soon as the scroll slows under that speed or stops (SETTLE_MS after its
   * last scroll event). The light form must have the full row's height and
   * its text in the same places (see the builder's AssetRow). Rows drawn in
   * full stay full; the row holding the keyboard focus and its neighbours are
   * never light, nor is any row while a key was pressed in the last
   * KEY_QUIET_MS, nor when the user asks for reduced motion, nor in a list
   * short enough to draw every row.
   */
  lightWhileFlung?: boolean
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

function AllRows<T>({ items, getKey, estimateSize: _estimate, renderRow, as: As = 'ul', scrollElement: _scroll, onNearEnd, fixedSize: _fixed, overscan: _overscan, lightWhileFlung: _light, ...rest }: WindowedListProps<T>) {
  // Every row is rendered, the last one too: a paged list reads on.
  React.useEffect(() => {
    onNearEnd?.()
  }, [onNearEnd, items.length])
  const range = { first: 0, last: items.length - 1 }
  return <As {...rest}>{items.map((item, index) => <React.Fragment key={getKey(item, index)}>{renderRow(item, { index, range, light: false })}</React.Fragment>)}</As>
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

/** reducedMotion reports whether the user asks for reduced motion. */
function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * useFling follows the scroll of target (the window or the list's box) and
 * answers whether the list is flung now: faster than FLING_ROWS_PER_FRAME
 * rows of rowSize() pixels over the last FLING_WINDOW_MS, not moved by the
 * keyboard, and scrolled within the last SETTLE_MS. Every scroll event is
 * sampled (the virtualizer tells of a scroll only when its rows change); the
 * state changes only where a fling starts and ends, one render each.
 */
function useFling(enabled: boolean, target: Window | HTMLElement | null, rowSize: () => number): boolean {
  const [flung, setFlung] = React.useState(false)
  const size = React.useRef(rowSize)
  size.current = rowSize
  React.useEffect(() => {
    if (!enabled || !target) return
    let samples: ScrollSample[] = []
    let keyAt = -Infinity
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      samples = []
      setFlung(false)
    }
    const onKey = () => {
      keyAt = performance.now()
    }
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(settle, SETTLE_MS)
      const now = performance.now()
      if (now - keyAt < KEY_QUIET_MS || reducedMotion()) return settle()
      const offset = target instanceof HTMLElement ? target.scrollTop : target.scrollY
      samples = samples.filter((s) => now - s.t <= FLING_WINDOW_MS)
      if (samples.at(-1)?.offset !== offset) samples.push({ t: now, offset })
      // One sample says nothing of the speed (the first event, or the first
      // after a frame the busy page took long over): the answer stands.
      if (samples.length >= 2) setFlung(isFlung(samples, size.current()))
    }
    window.addEventListener('keydown', onKey, true)
    target.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('keydown', onKey, true)
      target.removeEventListener('scroll', onScroll)
      clearTimeout(timer)
    }
  }, [enabled, target])
  return enabled && flung
}

/** meanRowSize is the mean height of the list's rows as measured so far (the estimate for the rest). */
function meanRowSize(v: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>): number {
  const count = v.options.count
  return count > 0 ? v.getTotalSize() / count : 0
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
  const flung = useFling(!!props.lightWhileFlung, typeof window === 'undefined' ? null : window, () => meanRowSize(v))
  return <WindowRows {...props} listRef={listRef} rows={v.getVirtualItems()} totalSize={v.getTotalSize()} scrollMargin={scrollMargin} measure={v.measureElement} flung={flung} />
}

function WindowedInElement<T>(props: WindowedListProps<T>) {
  const listRef = React.useRef<HTMLElement>(null)
  const scrollMargin = useListOffset(listRef, props.scrollElement)
  const v = useVirtualizer({ ...rowOptions(props, scrollMargin), getScrollElement: () => props.scrollElement ?? null })
  const flung = useFling(!!props.lightWhileFlung, props.scrollElement ?? null, () => meanRowSize(v))
  return <WindowRows {...props} listRef={listRef} rows={v.getVirtualItems()} totalSize={v.getTotalSize()} scrollMargin={scrollMargin} measure={v.measureElement} flung={flung} />
}

interface WindowRowsProps<T> extends WindowedListProps<T> {
  listRef: React.RefObject<HTMLElement | null>
  rows: VirtualItem[]
  totalSize: number
  scrollMargin: number
  measure: (el: Element | null) => void
  /** flung is set while the list is flung (see useFling): rows coming into view are light. */
  flung: boolean
}

/** focusedIndex is the data-index of the row holding el, or null. */
function focusedIndex(el: EventTarget | null): number | null {
  const row = el instanceof Element ? el.closest('[data-index]') : null
  const i = row ? Number(row.getAttribute('data-index')) : NaN
  return Number.isFinite(i) ? i : null
}

/** WindowRows renders the rendered rows between the space of the rows above and below them. */
function WindowRows<T>({ items, getKey: _key, estimateSize: _estimate, renderRow, as = 'ul', scrollElement: _scroll, onNearEnd, fixedSize, overscan = WINDOW_OVERSCAN, lightWhileFlung, listRef, rows, totalSize, scrollMargin, measure, flung, style, onFocus, onBlur, ...rest }: WindowRowsProps<T>) {
  const gap = spacers(rows, totalSize, scrollMargin)
  // The row holding the keyboard focus: it and its neighbours (where Tab and
  // the arrow keys go next) always have their controls.
  const [focus, setFocus] = React.useState<number | null>(null)
  // Rows drawn in full stay full while the list is flung; only rows that come
  // into view during the fling are light.
  const full = React.useRef(new Set<React.Key>())
  const light = (r: VirtualItem) => flung && !full.current.has(r.key) && (focus === null || Math.abs(r.index - focus) > 1)
  const drawnFull = new Set(rows.filter((r) => !light(r)).map((r) => r.key))
  React.useLayoutEffect(() => {
    full.current = drawnFull
  })
  const focusProps = lightWhileFlung
    ? {
        onFocus: (e: React.FocusEvent<HTMLElement>) => {
          setFocus(focusedIndex(e.target))
          onFocus?.(e)
        },
        onBlur: (e: React.FocusEvent<HTMLElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(null)
          onBlur?.(e)
        },
      }
    : { onFocus, onBlur }
  const lastRendered = rows.length > 0 ? rows[rows.length - 1]!.index : -1
  React.useEffect(() => {
    if (onNearEnd && lastRendered >= items.length - 1 - overscan) onNearEnd()
  }, [onNearEnd, lastRendered, items.length])
  const range = { first: rows.length > 0 ? rows[0]!.index : 0, last: lastRendered }
  const rendered = rows.map((r) => <React.Fragment key={r.key}>{renderRow(items[r.index]!, { index: r.index, ref: fixedSize ? undefined : measure, range, light: !drawnFull.has(r.key) })}</React.Fragment>)
  if (as === 'tbody') {
    // A table body cannot take padding: the space is two empty rows.
    return (
      <tbody ref={listRef as React.RefObject<HTMLTableSectionElement>} {...rest} {...focusProps} style={style} data-windowed="true">
        {gap.top > 0 ? <tr aria-hidden="true" style={{ height: gap.top }} /> : null}
        {rendered}
        {gap.bottom > 0 ? <tr aria-hidden="true" style={{ height: gap.bottom }} /> : null}
      </tbody>
    )
  }
  return (
    <ul ref={listRef as React.RefObject<HTMLUListElement>} {...rest} {...focusProps} data-windowed="true" style={{ ...style, paddingTop: gap.top, paddingBottom: gap.bottom }}>
      {rendered}
    </ul>
  )
}
