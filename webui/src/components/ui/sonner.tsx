import * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** MODAL is what an open dialog, alert dialog or sheet looks like in the page. */
const MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/**
 * useModalOpen reports whether a dialog is open. Radix mounts dialogs in
 * portals that are children of <body>, and opens and closes them through
 * their data-state, so it watches the body's own children and data-state
 * attributes: not every node added anywhere in the page (a windowed list
 * adds and removes rows on every scroll frame, and each one made it search
 * the page).
 */
export function useModalOpen(): boolean {
  const [open, setOpen] = React.useState(false)
  React.useEffect(() => {
    const check = () => setOpen(document.querySelector(MODAL) !== null)
    check()
    const portals = new MutationObserver(check)
    portals.observe(document.body, { childList: true })
    const states = new MutationObserver(check)
    states.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] })
    return () => {
      portals.disconnect()
      states.disconnect()
    }
  }, [])
  return open
}

/**
 * Toaster renders toasts raised with sonner's toast(); mount it once. Toasts
 * sit bottom-right, and move to the top while a dialog is open so that they
 * never cover the dialog's buttons (its footer is at its bottom).
 */
export function Toaster(props: ToasterProps) {
  const modal = useModalOpen()
  return (
    <Sonner
      position={modal ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  )
}
