import { RotateCw, Trash2 } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import * as React from 'react'
import { Button } from '@/components/ui/button'

/** RowActionsMenuProps are the props of RowActionsMenu. */
export interface RowActionsMenuProps {
  /** name is the asset's name, for the button's accessible name. */
  name: string
  /** busy disables re-running the checks while the asset is processed. */
  busy: boolean
  onReprocess: () => void
  onDelete: () => void
}

/** OPEN_KEYS are the keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

/**
 * RowActionsMenu is an asset row's "…" menu (Re-run checks, Delete asset).
 *
 * A list of thousands of assets mounts rows as they scroll into view, and a
 * Radix dropdown menu per row (its providers, ids and composed handlers) was
 * most of a row's mount cost. So a row starts with a plain button of the same
 * name and look, and mounts the Radix menu, already open, the first time it is
 * pressed: with the pointer (pointerdown, as Radix's own trigger) or with
 * Enter, Space or ArrowDown. Opened from the keyboard the first item takes
 * focus, as Radix does. From then on the Radix trigger handles everything.
 */
export function RowActionsMenu({ name, busy, onReprocess, onDelete }: RowActionsMenuProps) {
  // null until first opened; then how it was opened, so the first opening can
  // focus as Radix's own trigger would.
  const [openedBy, setOpenedBy] = React.useState<null | 'pointer' | 'keyboard'>(null)
  const firstOpen = React.useRef(true)
  const label = `Actions for ${name}`
  const trigger = (
    // The "…" is the button's own background (row-menu-dots in index.css), not an SVG child: one box a row less to lay out and paint.
    <Button variant="ghost" size="icon-sm" className="row-menu-dots relative z-10 shrink-0" aria-label={label} aria-haspopup="menu" />
  )
  if (openedBy === null) {
    return React.cloneElement(trigger, {
      'aria-expanded': false,
      onPointerDown: (e: React.PointerEvent) => {
        // Radix opens on the primary button without Ctrl (Ctrl-click is a right click on macOS).
        if (e.button !== 0 || e.ctrlKey) return
        // Keep focus off the button so the menu can take it, as Radix does.
        e.preventDefault()
        setOpenedBy('pointer')
      },
      onKeyDown: (e: React.KeyboardEvent) => {
        if (!OPEN_KEYS.includes(e.key)) return
        e.preventDefault()
        setOpenedBy('keyboard')
      },
    })
  }
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border bg-popover p-1 text-sm shadow-md"
          onFocus={(e) => {
            // Radix focuses the menu on opening, and its first item when its
            // trigger was used from the keyboard; it could not see the key
            // that mounted it, so the first opening does that here.
            if (e.target !== e.currentTarget || !firstOpen.current) return
            firstOpen.current = false
            if (openedBy === 'keyboard') e.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true })
          }}
        >
          <DropdownMenu.Item
            disabled={busy}
            onSelect={onReprocess}
            className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent"
          >
            <RotateCw className="size-4" /> Re-run checks
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onDelete} className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-danger outline-none data-[highlighted]:bg-danger/10">
            <Trash2 className="size-4" /> Delete asset
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
