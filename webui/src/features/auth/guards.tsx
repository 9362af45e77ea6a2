import * as React from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from './AuthContext'
import { LoadingScreen } from './LoadingScreen'

/** AUTH_PATH is the public login route. */
export const AUTH_PATH = '/auth'

/**
 * guardRedirect returns where a visit to pathname must go instead, or null
 * to stay: signed-out users go to /auth from every other path; signed-in
 * users go from /auth to /.
 */
export function guardRedirect(pathname: string, isAuthenticated: boolean): string | null {
  const onAuth = pathname === AUTH_PATH || pathname === `${AUTH_PATH}/`
  if (onAuth) return isAuthenticated ? '/' : null
  return isAuthenticated ? null : AUTH_PATH
}

/**
 * RequireAuth renders its children for signed-in users, the loading screen
 * while the session is restored, and otherwise redirects to /auth.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth()
  const location = useLocation()
  if (isLoading) return <LoadingScreen />
  const to = guardRedirect(location.pathname, isAuthenticated)
  if (to === AUTH_PATH) return <Navigate to={to} replace state={{ from: location.pathname }} />
  return <>{children}</>
}

/**
 * PublicOnly wraps the login screen: it shows the loading screen while the
 * session is restored. The login screen itself sends signed-in users on (to
 * / per guardRedirect, or to where a sign-in it started leads), so that a
 * sign-in in progress is never overtaken by the redirect to /.
 */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  const { isLoading } = useAuth()
  if (isLoading) return <LoadingScreen />
  return <>{children}</>
}
