import { useEffect } from 'react'

/** APP_NAME is the product name appended to every page title. */
export const APP_NAME = 'PharmaOps'

/** useDocumentTitle sets document.title to '{title} · PharmaOps' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
