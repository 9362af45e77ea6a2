import * as React from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from './AuthContext'

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
 * RequireAuth renders its children for signed-in users and otherwise
 * redirects to /auth. The saved session is read synchronously, so there is
 * no loading state to wait for; the sign-in return shows 'Signing you
 * in...' while it works.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { isAuthenticated } = useAuth()
  const location = useLocation()
  const to = guardRedirect(location.pathname, isAuthenticated)
  if (to === AUTH_PATH) return <Navigate to={to} replace state={{ from: location.pathname }} />
  return <>{children}</>
}

/**
 * PublicOnly wraps the login screen. The login screen itself sends
 * signed-in users on (to / per guardRedirect, or to where a sign-in it
 * started leads), so that a sign-in in progress is never overtaken by the
 * redirect to /.
 */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  return <>{children}</>
}
