import * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** MODAL is what an open dialog, alert dialog or sheet looks like in the page. */
const MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/**
 * useModalOpen reports whether a dialog is open. Radix mounts dialogs in
 * portals under <body>, so watching the body's children is enough.
 */
export function useModalOpen(): boolean {
  const [open, setOpen] = React.useState(false)
  React.useEffect(() => {
    const check = () => setOpen(document.querySelector(MODAL) !== null)
    check()
    const obs = new MutationObserver(check)
    obs.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] })
    return () => obs.disconnect()
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
