/**
 * The keyboard model of the long matrix table, a spreadsheet-style grid
 * (the WAI-ARIA grid pattern): one cell of the grid is a tab stop (roving
 * tabindex); the arrow keys, Home, End, Page Up and Page Down move between
 * cells; Enter, F2 or typing a character edits the cell.
 */

/** GridPos is a cell of the grid: its row (0 is the first body row) and column (0 is the row header). */
export interface GridPos {
  row: number
  col: number
}

/** GridBounds are the grid's rows and columns, and how many rows Page Up and Page Down move. */
export interface GridBounds {
  rows: number
  cols: number
  page: number
}

/** GridKey is the part of a key press the model reads. */
export type GridKey = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean }

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n))

/**
 * moveFor answers the cell a navigation key moves to from at, within the
 * bounds, or null when the key does not move (it is left to the browser).
 * Control (Command on a Mac) with Home or End goes to the grid's first or
 * last row; without it, to the row's first or last cell.
 */
export function moveFor(e: GridKey, at: GridPos, b: GridBounds): GridPos | null {
  if (e.altKey || b.rows === 0) return null
  const lastRow = b.rows - 1
  const lastCol = b.cols - 1
  const grid = e.ctrlKey || e.metaKey
  let to: GridPos
  switch (e.key) {
    case 'ArrowUp':
      to = { row: at.row - 1, col: at.col }
      break
    case 'ArrowDown':
      to = { row: at.row + 1, col: at.col }
      break
    case 'ArrowLeft':
      to = { row: at.row, col: at.col - 1 }
      break
    case 'ArrowRight':
      to = { row: at.row, col: at.col + 1 }
      break
    case 'Home':
      to = grid ? { row: 0, col: 0 } : { row: at.row, col: 0 }
      break
    case 'End':
      to = grid ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol }
      break
    case 'PageUp':
      to = { row: at.row - Math.max(1, b.page), col: at.col }
      break
    case 'PageDown':
      to = { row: at.row + Math.max(1, b.page), col: at.col }
      break
    default:
      return null
  }
  return { row: clamp(to.row, 0, lastRow), col: clamp(to.col, 0, lastCol) }
}

/** isPrintableKey reports whether a key press types a character (it starts editing with that character, as in a spreadsheet). */
export function isPrintableKey(e: GridKey): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey
}

/**
 * editFor answers whether a key press on a cell starts editing it, and with
 * what typed text: Enter and F2 edit with the cell's value; a character
 * replaces a free-text cell's value (a choice opens on Enter or F2 only).
 * kind is the cell's: free text, a choice, or not editable.
 */
export function editFor(e: GridKey, kind: 'text' | 'choice' | null): { typed?: string } | null {
  if (!kind || e.altKey || e.ctrlKey || e.metaKey) return null
  if (e.key === 'Enter' || e.key === 'F2') return {}
  if (kind === 'text' && isPrintableKey(e)) return { typed: e.key }
  return null
}
