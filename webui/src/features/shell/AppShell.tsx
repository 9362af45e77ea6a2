import * as React from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '@/components/app/error-boundary'
import { Header } from './Header'
import { Sidebar } from './Sidebar'

const COLLAPSED_KEY = 'sidebar_collapsed'

function readCollapsed(): boolean {
  try {
    const saved = window.localStorage.getItem(COLLAPSED_KEY)
    if (saved !== null) return saved === 'true'
  } catch {
    // storage unavailable: fall through to the screen-size default
  }
  // Tablets start with the icon-only rail so the page keeps its width
  // (phones use the menu sheet instead, see MobileNav).
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches
}

/** AppShell lays out the sidebar, the header and the current page. */
export function AppShell() {
  const { pathname } = useLocation()
  const [collapsed, setCollapsed] = React.useState(readCollapsed)
  const toggle = React.useCallback(() => {
    setCollapsed((c) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!c))
      } catch {
        /* storage unavailable: the toggle still works for this visit */
      }
      return !c
    })
  }, [])
  return (
    <div className="flex min-h-svh bg-background">
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
          {/* Keyed by path so that navigating away from a crashed page recovers. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  )
}
