import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { Providers } from '@/App'
import { AppRoutes } from '@/routes'

/** LocationProbe renders the current path so tests can assert redirects. */
export function LocationProbe() {
  const l = useLocation()
  return <output data-testid="location">{l.pathname + l.search}</output>
}

/** testQueryClient is a query client for one test: nothing is retried, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** renderWithClient renders one component with a fresh query client, outside the routes. */
export function renderWithClient(ui: React.ReactNode) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>)
}

/** renderApp renders the whole route table at path with a fresh query client. */
export function renderApp(path: string) {
  const client = testQueryClient()
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  )
}
