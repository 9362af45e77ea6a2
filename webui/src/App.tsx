import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { BrowserRouter } from 'react-router'
import { ErrorBoundary } from '@/components/app/error-boundary'
import { Toaster } from '@/components/ui/sonner'
import { AuthProvider, useAuth } from '@/features/auth/AuthContext'
import { ApiError } from '@/lib/api'
import { AppRoutes } from './routes'

/** createQueryClient returns the app's TanStack Query client: no retries on 4xx, one on other errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
    },
  })
}

/** Providers wraps the app in the query client, the session and the toaster. */
export function Providers({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  const [qc] = React.useState(() => client ?? createQueryClient())
  return (
    <QueryClientProvider client={qc}>
      <AuthProvider>
        <SessionCacheReset />
        {children}
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  )
}

/** App is the whole single-page application. */
export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  )
}

/** SessionCacheReset drops all cached server data when the signed-in user changes, so no user sees another's data. */
function SessionCacheReset() {
  const { user } = useAuth()
  const qc = useQueryClient()
  const previous = React.useRef(user?.id)
  React.useEffect(() => {
    if (previous.current !== user?.id) qc.clear()
    previous.current = user?.id
  }, [user?.id, qc])
  return null
}
