import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EditableField } from './concepts'
import { editFor, isPrintableKey, moveFor } from './gridKeys'
import { MatrixGrid } from './MatrixGrid'
import type { FieldOptions, MatrixRow } from './types'

/** row is a matrix row with only what the grid shows set. */
function row(id: string, size: string, extra: Partial<MatrixRow> = {}): MatrixRow {
  return { id, conceptNumber: 1, creativeSize: size, creativeStatus: 'Live', language: 'ENG', ctaDescription: 'Learn more', assetId: `a-${id}`, assetName: `${id}_${size}.png`, creativeName: `name-${id}`, taxonomyString: '', ...extra } as MatrixRow
}

const OPTIONS: FieldOptions = { creativeStatus: ['Live', 'Remove'], language: ['ENG', 'SPA', ''] }

/** Grid is a grid over rows kept in state, as the editor keeps them; changes are logged. */
function Grid({ changes, initial }: { changes: (rowId: string, field: EditableField, v: string) => void; initial?: MatrixRow[] }) {
  const [rows, setRows] = useState<MatrixRow[]>(initial ?? [row('r1', '300x250'), row('r2', '728x90', { ctaDescription: '' }), row('r3', '160x600')])
  return (
    <>
      <button type="button">before</button>
      <MatrixGrid
        rows={rows}
        fieldOptions={OPTIONS}
        onChange={(id, field, v) => {
          setRows((rs) => rs.map((r) => (r.id === id ? { ...r, [field]: v } : r)))
          changes(id, field, v)
        }}
      />
    </>
  )
}

/** cell is the grid cell of a row (1-based among the body rows) and column (0 is the row header). */
function cell(r: number, col: number): HTMLElement {
  const tr = within(screen.getByRole('grid')).getAllByRole('row')[r]!
  return tr.querySelector<HTMLElement>(`[data-col="${col}"]`)!
}

const CTA = 5 // Creative Status, Activation Team, Customer Type, Language, then CTA/Button Description

describe('MatrixGrid', () => {
  it('is a grid of text: one text node per cell, row and column headers, no form control until edited', () => {
    render(<Grid changes={() => {}} />)
    const grid = screen.getByRole('grid', { name: 'Creative matrix' })
    expect(grid).toHaveAccessibleDescription(/Arrow keys move between cells/)
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['300x250r1_300x250.png', '728x90r2_728x90.png', '160x600r3_160x600.png'])
    expect(within(grid).getAllByRole('columnheader')[CTA]).toHaveTextContent('CTA/Button Description')
    const cta = cell(1, CTA)
    expect(cta).toHaveRole('gridcell')
    expect([...cta.childNodes].map((n) => n.nodeType)).toEqual([Node.TEXT_NODE])
    expect(cta).toHaveTextContent('Learn more')
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(grid).queryByRole('combobox')).not.toBeInTheDocument()
    expect(within(grid).queryByRole('button')).not.toBeInTheDocument()
    // An empty cell says so; the read-only columns say so too.
    expect(cell(2, CTA)).toHaveAccessibleName('empty')
    expect(cell(1, CTA + 17)).toHaveAttribute('aria-readonly', 'true')
    expect(within(grid).getAllByRole('row').map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4'])
  })

  it('has one tab stop, which follows the active cell; the arrow keys, Home and End move it', async () => {
    render(<Grid changes={() => {}} />)
    const grid = screen.getByRole('grid')
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    screen.getByRole('button', { name: 'before' }).focus()
    await userEvent.tab()
    expect(cell(1, 1)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
    expect(cell(2, 3)).toHaveFocus()
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    expect(cell(2, 3)).toHaveAttribute('tabindex', '0')
    expect(cell(1, 1)).toHaveAttribute('tabindex', '-1')
    await userEvent.keyboard('{Home}')
    expect(cell(2, 0)).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}')
    expect(cell(1, 0)).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(cell(1, 22)).toHaveFocus()
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    expect(cell(1, 0)).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    expect(cell(3, 22)).toHaveFocus()
    // Tab leaves the grid: its cells are not tab stops of their own.
    await userEvent.tab()
    expect(grid).not.toContainElement(document.activeElement as HTMLElement)
  })

  it('Enter edits in place; Enter keeps the text and returns to the cell; only that cell holds an editor', async () => {
    const changes = vi.fn()
    render(<Grid changes={changes} />)
    cell(1, CTA).focus()
    await userEvent.keyboard('{Enter}')
    const input = screen.getByRole('textbox', { name: 'CTA/Button Description 300x250' })
    expect(input).toHaveFocus()
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
    await userEvent.keyboard(' today{Enter}')
    expect(changes).toHaveBeenLastCalledWith('r1', 'ctaDescription', 'Learn more today')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(cell(1, CTA)).toHaveFocus()
    expect(cell(1, CTA)).toHaveTextContent('Learn more today')
  })

  it('typing replaces a text cell; Escape puts the old value back; arrows inside the editor move the caret, not the cell', async () => {
    const changes = vi.fn()
    render(<Grid changes={changes} />)
    cell(1, CTA).focus()
    await userEvent.keyboard('Go{ArrowLeft}')
    expect(screen.getByRole('textbox', { name: 'CTA/Button Description 300x250' })).toHaveValue('Go')
    expect(screen.getByRole('textbox')).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(changes).toHaveBeenLastCalledWith('r1', 'ctaDescription', 'Learn more')
    expect(cell(1, CTA)).toHaveFocus()
    expect(cell(1, CTA)).toHaveTextContent('Learn more')
  })

  it('Tab in the editor keeps the value and moves to the next cell, Shift+Tab to the previous', async () => {
    const changes = vi.fn()
    render(<Grid changes={changes} />)
    cell(2, CTA).focus()
    await userEvent.keyboard('{F2}')
    await userEvent.keyboard('Ask{Tab}')
    expect(changes).toHaveBeenLastCalledWith('r2', 'ctaDescription', 'Ask')
    expect(cell(2, CTA + 1)).toHaveFocus()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.keyboard('{Enter}{Shift>}{Tab}{/Shift}')
    expect(cell(2, CTA)).toHaveFocus()
  })

  it('a choice opens on Enter or F2 as a native select of the usable options, not on typing', async () => {
    const changes = vi.fn()
    render(<Grid changes={changes} />)
    cell(1, 4).focus()
    await userEvent.keyboard('s')
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    const select = screen.getByRole('combobox', { name: 'Language 300x250' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveFocus()
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['ENG', 'SPA'])
    fireEvent.change(select, { target: { value: 'SPA' } })
    expect(changes).toHaveBeenCalledWith('r1', 'language', 'SPA')
    expect(cell(1, 4)).toHaveFocus()
    expect(cell(1, 4)).toHaveTextContent('SPA')
  })

  it('a click selects a cell; a second click or a double click edits it', async () => {
    render(<Grid changes={() => {}} />)
    await userEvent.click(cell(3, CTA))
    expect(cell(3, CTA)).toHaveFocus()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(cell(3, CTA))
    expect(screen.getByRole('textbox', { name: 'CTA/Button Description 160x600' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await userEvent.dblClick(cell(1, CTA + 1))
    expect(screen.getByRole('textbox', { name: 'URL 300x250' })).toHaveFocus()
    // The row header and the read-only columns are not edited.
    await userEvent.dblClick(cell(1, 0))
    await userEvent.dblClick(cell(1, 21))
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it("marks a rejected value; Enter on an expired row's header sets it to Remove", async () => {
    const changes = vi.fn()
    render(
      <>
        <Grid changes={changes} initial={[row('r1', '300x250', { expired: true, flags: ['DOFU date has passed'] })]} />
      </>,
    )
    expect(screen.getByRole('button', { name: 'DOFU expired: set 300x250 to Remove' })).toHaveAttribute('tabindex', '-1')
    cell(1, 0).focus()
    await userEvent.keyboard('{Enter}')
    expect(changes).toHaveBeenCalledWith('r1', 'creativeStatus', 'Remove')
    render(<MatrixGrid rows={[row('x', '300x600', { version: '1' })]} fieldOptions={{}} invalid={{ rowId: 'x', field: 'version' }} onChange={() => {}} />)
    expect(screen.getAllByRole('grid')[1]!.querySelector('[aria-invalid="true"]')).toHaveTextContent('1')
  })
})

describe('the grid keyboard model', () => {
  const b = { rows: 100, cols: 23, page: 12 }
  it.each([
    ['ArrowDown', {}, { row: 5, col: 3 }, { row: 6, col: 3 }],
    ['ArrowUp', {}, { row: 0, col: 3 }, { row: 0, col: 3 }],
    ['ArrowRight', {}, { row: 5, col: 22 }, { row: 5, col: 22 }],
    ['ArrowLeft', {}, { row: 5, col: 3 }, { row: 5, col: 2 }],
    ['Home', {}, { row: 5, col: 3 }, { row: 5, col: 0 }],
    ['End', {}, { row: 5, col: 3 }, { row: 5, col: 22 }],
    ['Home', { ctrlKey: true }, { row: 5, col: 3 }, { row: 0, col: 0 }],
    ['End', { metaKey: true }, { row: 5, col: 3 }, { row: 99, col: 22 }],
    ['PageDown', {}, { row: 95, col: 3 }, { row: 99, col: 3 }],
    ['PageUp', {}, { row: 20, col: 3 }, { row: 8, col: 3 }],
    ['Enter', {}, { row: 5, col: 3 }, null],
    ['ArrowDown', { altKey: true }, { row: 5, col: 3 }, null],
  ])('%s %o from %o goes to %o', (key, mods, at, want) => {
    expect(moveFor({ key, ...mods }, at, b)).toEqual(want)
  })

  it('moves nowhere in an empty grid', () => {
    expect(moveFor({ key: 'ArrowDown' }, { row: 0, col: 0 }, { rows: 0, cols: 23, page: 1 })).toBeNull()
  })

  it.each([
    ['Enter', 'text', {}],
    ['F2', 'choice', {}],
    ['a', 'text', { typed: 'a' }],
    ['a', 'choice', null],
    ['Enter', null, null],
    ['Tab', 'text', null],
    ['Delete', 'text', null],
  ] as const)('%s on a %s cell edits with %o', (key, kind, want) => {
    expect(editFor({ key }, kind)).toEqual(want)
  })

  it.each([
    [{ key: 'a' }, true],
    [{ key: 'Enter' }, false],
    [{ key: 'c', ctrlKey: true }, false],
    [{ key: 'Tab' }, false],
  ])('isPrintableKey(%o) is %s', (e, want) => {
    expect(isPrintableKey(e)).toBe(want)
  })
})

describe('MatrixGrid when its rows change', () => {
  it('keeps an open editor with its row: other rows in its place (another concept shown) show no editor', async () => {
    const first = [row('r1', '300x250'), row('r2', '728x90')]
    const { rerender } = render(<MatrixGrid rows={first} fieldOptions={{}} onChange={() => {}} />)
    cell(1, CTA).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'CTA/Button Description 300x250' })).toBeInTheDocument()
    rerender(<MatrixGrid rows={[row('c2a', '160x600'), row('c2b', '320x50')]} fieldOptions={{}} onChange={() => {}} />)
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    rerender(<MatrixGrid rows={first} fieldOptions={{}} onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'CTA/Button Description 300x250' })).toBeInTheDocument()
  })
})
