import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { Providers } from '@/App'
import { AppRoutes } from '@/routes'

/** LocationProbe renders the current path so tests can assert redirects. */
export function LocationProbe() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

/** renderApp renders the whole route table at path with a fresh query client. */
export function renderApp(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  )
}
