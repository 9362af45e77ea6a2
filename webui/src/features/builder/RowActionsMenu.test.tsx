import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RowActionsMenu } from './RowActionsMenu'

function setup(busy = false) {
  const onReprocess = vi.fn()
  const onDelete = vi.fn()
  render(<RowActionsMenu name="banner.png" busy={busy} onReprocess={onReprocess} onDelete={onDelete} />)
  return { onReprocess, onDelete, button: screen.getByRole('button', { name: 'Actions for banner.png' }) }
}

describe('RowActionsMenu', () => {
  it('is a plain closed menu button until it is first pressed', () => {
    const { button } = setup()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Radix's trigger marks itself with data-state; the plain button has none.
    expect(button).not.toHaveAttribute('data-state')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('opens on a click and runs the chosen action', async () => {
    const user = userEvent.setup()
    const { button, onDelete, onReprocess } = setup()
    await user.click(button)
    const menu = await screen.findByRole('menu')
    expect(menu).toBeInTheDocument()
    // The open menu is modal: Radix hides the rest of the page, the trigger too, from assistive tech.
    expect(screen.getByRole('button', { name: 'Actions for banner.png', hidden: true })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('menuitem', { name: /Delete asset/ }))
    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(onReprocess).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens from the keyboard with %s, focuses the first item, and Escape returns focus', async (key) => {
    const user = userEvent.setup()
    const { onReprocess } = setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Actions for banner.png' })).toHaveFocus()
    await user.keyboard(key)
    const first = await screen.findByRole('menuitem', { name: /Re-run checks/ })
    await waitFor(() => expect(first).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Actions for banner.png' })).toHaveFocus()
    // Opened again, Radix's own trigger handles it.
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(onReprocess).toHaveBeenCalledTimes(1)
  })

  it('keeps Re-run checks disabled while the asset is processed', async () => {
    const user = userEvent.setup()
    const { button, onReprocess } = setup(true)
    await user.click(button)
    const rerun = await screen.findByRole('menuitem', { name: /Re-run checks/ })
    expect(rerun).toHaveAttribute('data-disabled')
    await user.click(rerun)
    expect(onReprocess).not.toHaveBeenCalled()
  })

  it('ignores a secondary-button press', () => {
    const { button } = setup()
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 2 }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
