import { AlertTriangle, ImageOff } from 'lucide-react'
import * as React from 'react'
import { WindowedList, type RenderedRange } from '@/components/app/windowed-list'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { CellEditor, type CellEditorDone } from './CellEditor'
import { isMissing, type EditableField } from './concepts'
import { usableOptions } from './FieldSelect'
import { editFor, moveFor, type GridPos } from './gridKeys'
import { MatrixHead } from './MatrixHead'
import { COLUMNS, LONG_TABLE_WIDTH, LONG_TABLE_WIDTHS } from './matrixColumns'
import type { FieldOptions, MatrixRow } from './types'

/** MATRIX_TEXT_ROW_HEIGHT is the height of every row of the grid: rows are never measured while it scrolls. */
export const MATRIX_TEXT_ROW_HEIGHT = 52

/**
 * LONG_TABLE_OVERSCAN is how many rows the grid renders above and below its
 * box (four rows, 208 px; lists have ten). Each row is some 3,900 px of
 * cells, and when rows come and go the browser paints, lays out and
 * layerizes every rendered one again, so that work grows with the rows kept
 * ahead: at 1440 px ten rows a side made 33 in the DOM for 13 in view.
 */
export const LONG_TABLE_OVERSCAN = 4

/** GRID_COLS is the grid's columns: the row header (the size), the editable fields, the creative name and the taxonomy string. */
const GRID_COLS = COLUMNS.length + 3

/** HEADER_HEIGHT is the sticky header row's height: cells scrolled into view keep clear of it. */
const HEADER_HEIGHT = 37

/** MatrixGridProps are the props of MatrixGrid. */
export interface MatrixGridProps {
  rows: readonly MatrixRow[]
  fieldOptions: FieldOptions
  onChange: (rowId: string, field: EditableField, value: string) => void
  /** invalid marks the cell the server rejected. */
  invalid?: { rowId: string; field: string } | null
  /** showConcept names each row's concept (a table of every concept's rows). */
  showConcept?: boolean
  /** onNearEnd is called when the last rows render: time to read the next page. */
  onNearEnd?: () => void
  /** totalRows is how many rows the matrix has (rows may be its first pages), for assistive technology. */
  totalRows?: number
}

/**
 * Editing is the cell being edited, the row's id (rows change under it when
 * another concept is shown: the editor belongs to its row, not to a place)
 * and the value before the edit (Escape puts it back).
 */
interface Editing extends GridPos {
  rowId: string
  before: string
}

/** cellPos is the grid position of a cell element (a row's th or td with data-col), or null for anything else. */
function cellPos(target: EventTarget | null): GridPos | null {
  if (!(target instanceof HTMLElement) || target.dataset.col === undefined) return null
  const index = target.parentElement?.dataset.index
  return index === undefined ? null : { row: Number(index), col: Number(target.dataset.col) }
}

/**
 * MatrixGrid is the long matrix table as a spreadsheet-style grid (the
 * WAI-ARIA grid pattern): every cell is its value as one text node, one cell
 * is the grid's only tab stop (roving tabindex), the arrow keys, Home, End,
 * Page Up and Page Down move between cells, and Enter, F2, typing, a double
 * click or a click on the focused cell edit it: the browser's own input or
 * select is mounted in that one cell only (CellEditor). Each row's size is
 * its row header and each column's name its column header, so a screen
 * reader names both as it moves. Rows are windowed (WindowedList), of one
 * fixed height, in a box of their own with a sticky header row and first
 * column, and memoised: moving or editing renders the rows it touches.
 */
export function MatrixGrid({ rows, fieldOptions, onChange, invalid, showConcept, onNearEnd, totalRows }: MatrixGridProps) {
  // The table scrolls in a box of its own, both ways, so its header row and
  // its first column stay in view (a sticky header needs its scrolling box).
  const [box, setBox] = React.useState<HTMLDivElement | null>(null)
  const [active, setActive] = React.useState<GridPos>({ row: 0, col: 1 })
  const [editing, setEditing] = React.useState<Editing | null>(null)
  const hint = React.useId()
  // Each editable column's usable choices (null: free text), once per set of options.
  const choices = React.useMemo(() => COLUMNS.map((c) => (fieldOptions[c.field] ? usableOptions(fieldOptions[c.field]!) : null)), [fieldOptions])
  const at = { row: Math.max(0, Math.min(active.row, rows.length - 1)), col: active.col }

  // The handlers below are stable (rows are memoised on them) and read the latest state here.
  const latest = React.useRef({ rows, onChange, editing })
  latest.current = { rows, onChange, editing }

  /** focusCell focuses a cell, scrolling its row into the box first when it is not rendered yet. */
  const focusCell = React.useCallback(
    (pos: GridPos) => {
      if (!box) return
      let tries = 0
      const attempt = () => {
        const el = box.querySelector<HTMLElement>(`tr[data-index="${pos.row}"] > [data-col="${pos.col}"]`)
        if (el) {
          el.focus({ preventScroll: true })
          el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
          return
        }
        if (tries === 0) box.scrollTop = Math.max(0, pos.row * MATRIX_TEXT_ROW_HEIGHT - (box.clientHeight - HEADER_HEIGHT - MATRIX_TEXT_ROW_HEIGHT) / 2)
        if (++tries < 30) requestAnimationFrame(attempt)
      }
      attempt()
    },
    [box],
  )

  const kindOf = (col: number) => (col >= 1 && col <= COLUMNS.length ? (choices[col - 1] ? 'choice' : 'text') : null)

  const startEdit = (pos: GridPos, typed?: string) => {
    const r = rows[pos.row]
    const c = COLUMNS[pos.col - 1]
    if (!r || !c) return
    const before = String(r[c.field] ?? '')
    if (typed !== undefined) onChange(r.id, c.field, typed)
    setActive(pos)
    setEditing({ ...pos, rowId: r.id, before })
  }

  const onEditDone = React.useCallback(
    (how: CellEditorDone) => {
      const { editing: ed, rows, onChange } = latest.current
      if (!ed) return
      setEditing(null)
      if (how === 'blur') return
      if (how === 'cancel') {
        const r = rows[ed.row]
        const c = COLUMNS[ed.col - 1]
        if (r?.id === ed.rowId && c && String(r[c.field] ?? '') !== ed.before) onChange(r.id, c.field, ed.before)
      }
      const to = { row: ed.row, col: Math.max(0, Math.min(GRID_COLS - 1, ed.col + (how === 'next' ? 1 : how === 'previous' ? -1 : 0))) }
      setActive(to)
      focusCell(to)
    },
    [focusCell],
  )

  const onKeyDown = (e: React.KeyboardEvent) => {
    const pos = cellPos(e.target)
    if (!pos) return
    const page = box ? Math.max(1, Math.floor((box.clientHeight - HEADER_HEIGHT) / MATRIX_TEXT_ROW_HEIGHT) - 1) : 10
    const to = moveFor(e, pos, { rows: rows.length, cols: GRID_COLS, page })
    if (to) {
      e.preventDefault()
      setActive(to)
      focusCell(to)
      return
    }
    // The row header's one action (an expired creative's Remove) is pressed from the header itself.
    if (pos.col === 0 && (e.key === 'Enter' || e.key === ' ')) {
      const action = (e.target as HTMLElement).querySelector('button')
      if (action) {
        e.preventDefault()
        action.click()
      }
      return
    }
    const edit = editFor(e, kindOf(pos.col))
    if (edit) {
      e.preventDefault()
      startEdit(pos, edit.typed)
    }
  }

  // A click selects a cell (focus); a click on the cell already focused, or a double click, edits it.
  const focusedBefore = React.useRef<Element | null>(null)
  const onMouseDown = () => {
    focusedBefore.current = document.activeElement
  }
  const onClick = (e: React.MouseEvent) => {
    const pos = cellPos(e.target)
    if (pos && e.target === focusedBefore.current && kindOf(pos.col)) startEdit(pos)
  }
  const onDoubleClick = (e: React.MouseEvent) => {
    const pos = cellPos(e.target)
    if (pos && kindOf(pos.col) && !(editing && editing.row === pos.row && editing.col === pos.col)) startEdit(pos)
  }
  const onFocus = (e: React.FocusEvent) => {
    const pos = cellPos(e.target)
    if (pos) setActive((a) => (a.row === pos.row && a.col === pos.col ? a : pos))
  }

  return (
    <div className="space-y-2">
      <p id={hint} className="text-xs text-muted-foreground">
        Arrow keys move between cells; Enter, F2, typing or a double click edits a cell; Escape puts its value back.
      </p>
      <div ref={setBox} className="isolate max-h-[75vh] scroll-mt-16 overflow-auto overscroll-contain rounded-lg border bg-card will-change-scroll" data-testid="matrix-scroll">
        <table
          role="grid"
          aria-label="Creative matrix"
          aria-describedby={hint}
          aria-rowcount={(totalRows ?? rows.length) + 1}
          className="table-fixed caption-bottom text-xs [&_td]:scroll-mt-10 [&_td]:scroll-ml-[176px] [&_th]:scroll-mt-10"
          style={{ width: LONG_TABLE_WIDTH }}
          onKeyDown={onKeyDown}
          onMouseDown={onMouseDown}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
          onFocus={onFocus}
        >
          <LongTableColumns />
          <MatrixHead />
          <WindowedList
            as="tbody"
            className="[&_tr:last-child]:border-0"
            aria-label="Matrix rows"
            items={rows}
            getKey={(r) => r.id}
            estimateSize={MATRIX_TEXT_ROW_HEIGHT}
            fixedSize
            overscan={LONG_TABLE_OVERSCAN}
            scrollElement={box}
            onNearEnd={onNearEnd}
            renderRow={(r, row) => (
              <GridRow
                row={r}
                index={row.index}
                choices={choices}
                onChange={onChange}
                invalidField={invalid?.rowId === r.id ? invalid.field : undefined}
                showConcept={showConcept}
                tabCol={row.index === tabRow(at.row, row.range) ? at.col : undefined}
                editCol={editing?.row === row.index && editing.rowId === r.id ? editing.col : undefined}
                onEditDone={onEditDone}
              />
            )}
          />
        </table>
      </div>
    </div>
  )
}

/** tabRow is the row holding the grid's tab stop: the active cell's, or the first rendered row while that one is scrolled away. */
function tabRow(active: number, range: RenderedRange): number {
  return active >= range.first && active <= range.last ? active : range.first
}

/**
 * LongTableColumns gives the grid its columns' widths, and the table is laid
 * out fixed (table-fixed): its columns no longer depend on the rows in the
 * DOM. Laid out automatically, every row mounting or unmounting while the
 * table scrolled made the browser measure every cell again, and a column
 * whose widest text came or went moved every column after it, so the whole
 * table was laid out, repainted and layerized on every frame.
 */
function LongTableColumns() {
  return (
    <colgroup>
      {LONG_TABLE_WIDTHS.map((w, i) => (
        <col key={i} style={{ width: w }} />
      ))}
    </colgroup>
  )
}

/** GridRowProps are the props of GridRow. */
interface GridRowProps {
  row: MatrixRow
  index: number
  choices: readonly (readonly string[] | null)[]
  onChange: (rowId: string, field: EditableField, value: string) => void
  invalidField?: string
  showConcept?: boolean
  /** tabCol is the column of this row's cell that is the grid's tab stop (undefined: none in this row). */
  tabCol?: number
  /** editCol is the column of this row's cell being edited (undefined: none). */
  editCol?: number
  onEditDone: (how: CellEditorDone) => void
}

/** CELL is a grid cell's look: one line of text, cut with an ellipsis; the focused cell ringed in the brand colour. */
const CELL = 'truncate px-3 align-middle outline-none hover:bg-muted/60 focus:shadow-[inset_0_0_0_2px_var(--brand)]'

/**
 * GridRow is one row of the grid: its size as the row header, then each
 * field as one text node in its cell (or, in the cell being edited, the
 * editor), then the creative name and the taxonomy string, read only. It is
 * memoised: only rows coming into view, edited, or gaining or losing the
 * active cell render.
 */
const GridRow = React.memo(function GridRow({ row: r, index, choices, onChange, invalidField, showConcept, tabCol, editCol, onEditDone }: GridRowProps) {
  const missing = isMissing(r)
  const tab = (col: number) => (tabCol === col ? 0 : -1)
  return (
    <tr
      data-index={index}
      data-row-id={r.id}
      data-missing={missing || undefined}
      aria-rowindex={index + 2}
      style={{ height: MATRIX_TEXT_ROW_HEIGHT }}
      className={cn('border-b', r.expired ? 'bg-danger/5' : missing && 'bg-muted/40 text-muted-foreground')}
    >
      <th
        scope="row"
        data-col={0}
        tabIndex={tab(0)}
        className={cn(
          'sticky left-0 z-10 px-3 py-1 text-left align-middle font-medium outline-none focus:shadow-[inset_0_0_0_2px_var(--brand)]',
          r.expired ? 'bg-[color-mix(in_oklch,var(--danger)_5%,var(--card))]' : missing ? 'bg-muted' : 'bg-card',
        )}
      >
        <div className="flex items-baseline gap-1.5 overflow-hidden whitespace-nowrap">
          <span className="font-mono">{r.creativeSize || 'size unknown'}</span>
          {showConcept ? <span className="truncate text-[11px] font-normal text-muted-foreground">Concept {r.conceptNumber}</span> : null}
        </div>
        <div className="flex items-center gap-1 overflow-hidden whitespace-nowrap text-[11px] font-normal text-muted-foreground">
          {r.expired ? (
            r.creativeStatus !== 'Remove' ? (
              <Button
                variant="outline"
                size="sm"
                tabIndex={-1}
                className="h-5 shrink-0 gap-1 border-danger/40 px-1.5 text-[11px] text-danger"
                title={`${r.flags?.join('; ') || 'DOFU date has passed'}. Set this creative to Remove.`}
                onClick={() => onChange(r.id, 'creativeStatus', r.suggestedStatus || 'Remove')}
                aria-label={`DOFU expired: set ${r.creativeSize} to Remove`}
              >
                <AlertTriangle aria-hidden="true" /> Expired: Remove
              </Button>
            ) : (
              <span className="shrink-0 text-danger" title={r.flags?.join('; ') || 'DOFU date has passed'}>
                DOFU expired, set to Remove
              </span>
            )
          ) : missing ? (
            <span className="inline-flex items-center gap-1" title={`The concept plan needs ${r.creativeSize}; no asset of this concept has that size yet.`}>
              <ImageOff className="size-3" aria-hidden="true" /> Missing creative
            </span>
          ) : r.assetName ? (
            <span className="truncate" title={r.assetName}>
              {r.assetName}
            </span>
          ) : null}
        </div>
      </th>
      {COLUMNS.map((c, i) => {
        const col = i + 1
        const v = String(r[c.field] ?? '')
        const bad = invalidField === c.field
        const items = choices[i] ?? null
        if (editCol === col) {
          return (
            <td key={c.field} role="gridcell" data-col={col} tabIndex={-1} className="px-1.5 align-middle">
              <CellEditor label={`${c.label} ${r.creativeSize}`} value={v} items={items} placeholder={c.placeholder} invalid={bad} onChange={(nv) => onChange(r.id, c.field, nv)} onDone={onEditDone} />
            </td>
          )
        }
        const unknown = items !== null && v !== '' && !items.includes(v)
        return (
          <td
            key={c.field}
            role="gridcell"
            data-col={col}
            tabIndex={tab(col)}
            title={v || undefined}
            aria-label={v ? undefined : 'empty'}
            aria-invalid={bad || undefined}
            className={cn(CELL, !v && 'text-muted-foreground', bad ? 'shadow-[inset_0_0_0_2px_var(--destructive)]' : unknown && 'shadow-[inset_0_0_0_1px_var(--warning)]')}
          >
            {v || c.placeholder || '—'}
          </td>
        )
      })}
      <td role="gridcell" data-col={GRID_COLS - 2} tabIndex={tab(GRID_COLS - 2)} aria-readonly="true" title={r.creativeName || undefined} className={cn(CELL, 'font-mono text-[11px]')}>
        {r.creativeName || '—'}
      </td>
      <td role="gridcell" data-col={GRID_COLS - 1} tabIndex={tab(GRID_COLS - 1)} aria-readonly="true" title={r.taxonomyString || undefined} className={cn(CELL, 'font-mono text-[11px] text-muted-foreground')}>
        {r.taxonomyString || '—'}
      </td>
    </tr>
  )
})
