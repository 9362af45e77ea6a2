import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EditableCell, isPrintableKey } from './EditableCell'

/** Cells is two cells sharing a change log, as a row's cells do. */
function Cells({ onChange }: { onChange: (field: string, v: string) => void }) {
  const [cta, setCta] = useState('Learn more')
  const [lang, setLang] = useState('ENG')
  return (
    <div>
      <EditableCell label="CTA 300x250" value={cta} onChange={(v) => (setCta(v), onChange('cta', v))} />
      <EditableCell label="Language 300x250" value={lang} options={['ENG', 'SPA', '']} onChange={(v) => (setLang(v), onChange('lang', v))} />
    </div>
  )
}

describe('EditableCell', () => {
  it('is text in a button until edited: no form control is rendered', () => {
    render(<Cells onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'CTA 300x250: Learn more' })).toHaveTextContent('Learn more')
    expect(screen.getByRole('button', { name: 'Language 300x250: ENG' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })

  it('Tab moves between cells; Enter opens the editor, Enter keeps the text and returns to the cell', async () => {
    const changes = vi.fn()
    render(<Cells onChange={changes} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'CTA 300x250: Learn more' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const input = screen.getByRole('textbox', { name: 'CTA 300x250' })
    expect(input).toHaveFocus()
    await userEvent.keyboard(' today{Enter}')
    expect(changes).toHaveBeenLastCalledWith('cta', 'Learn more today')
    expect(screen.getByRole('button', { name: 'CTA 300x250: Learn more today' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Language 300x250: ENG' })).toHaveFocus()
  })

  it('typing on a text cell replaces its value; Escape puts the old one back', async () => {
    const changes = vi.fn()
    render(<Cells onChange={changes} />)
    screen.getByRole('button', { name: /^CTA/ }).focus()
    await userEvent.keyboard('Go')
    expect(screen.getByRole('textbox', { name: 'CTA 300x250' })).toHaveValue('Go')
    await userEvent.keyboard('{Escape}')
    expect(changes).toHaveBeenLastCalledWith('cta', 'Learn more')
    expect(screen.getByRole('button', { name: 'CTA 300x250: Learn more' })).toHaveFocus()
  })

  it('a choice opens as a native select of the usable options and closes once chosen', async () => {
    const changes = vi.fn()
    render(<Cells onChange={changes} />)
    await userEvent.click(screen.getByRole('button', { name: 'Language 300x250: ENG' }))
    const select = screen.getByRole('combobox', { name: 'Language 300x250' })
    expect(select.tagName).toBe('SELECT')
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['ENG', 'SPA'])
    fireEvent.change(select, { target: { value: 'SPA' } })
    expect(changes).toHaveBeenCalledWith('lang', 'SPA')
    expect(screen.getByRole('button', { name: 'Language 300x250: SPA' })).toHaveFocus()
  })

  it('marks a value the server rejected and a value outside the options', () => {
    render(<EditableCell label="Version 300x600" value="1" invalid onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Version 300x600: 1, rejected' })).toHaveAttribute('aria-invalid', 'true')
  })

  it.each([
    [{ key: 'a', ctrlKey: false, metaKey: false, altKey: false }, true],
    [{ key: 'Enter', ctrlKey: false, metaKey: false, altKey: false }, false],
    [{ key: 'c', ctrlKey: true, metaKey: false, altKey: false }, false],
    [{ key: 'Tab', ctrlKey: false, metaKey: false, altKey: false }, false],
  ])('isPrintableKey(%o) is %s', (e, want) => {
    expect(isPrintableKey(e)).toBe(want)
  })
})
