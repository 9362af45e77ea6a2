import * as React from 'react'
import { ApiError, onUnauthorized } from '@/lib/api'
import { clearSession, readToken, readUser, saveSession, type User } from '@/lib/storage'
import { authApi, type Registration, type SessionResponse } from './authApi'

/** AuthContextValue is what useAuth returns. */
export interface AuthContextValue {
  user: User | null
  token: string | null
  isAuthenticated: boolean
  /** loginDemo signs in through POST /api/auth/demo (a sandbox of one's own). */
  loginDemo: () => Promise<User>
  /** loginWithPassword signs in through POST /api/auth/login. */
  loginWithPassword: (email: string, password: string) => Promise<User>
  /** register creates an account through POST /api/auth/register and signs it in. */
  register: (r: Registration) => Promise<User>
  /**
   * loginWithToken signs in with the one-time code (and e-mail) handed back
   * by the Google sign-in redirect: the code is exchanged for a session.
   */
  loginWithToken: (token: string, email?: string) => Promise<User>
  /** refreshUser reloads the signed-in user from GET /api/auth/me (role changes, picture). */
  refreshUser: () => Promise<void>
  /** logout calls POST /api/auth/logout, then clears the saved token and user. */
  logout: () => Promise<void>
}

/** AuthContext carries the session; read it through useAuth. */
export const AuthContext = React.createContext<AuthContextValue | null>(null)

interface SessionState {
  user: User | null
  token: string | null
}

/**
 * AuthProvider restores the saved session (token and user from local
 * storage, then the user refreshed from the server) and provides the
 * sign-in and sign-out actions. A signed-out visit calls no endpoint that
 * needs a session.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<SessionState>(() => {
    const token = readToken()
    const user = readUser()
    if (token && user) return { user, token, }
    if (token || user) clearSession() // half a session is no session
    return { user: null, token: null, }
  })

  const setSession = React.useCallback((token: string, user: User) => {
    saveSession(token, user)
    setState({ user, token })
  }, [])

  const dropSession = React.useCallback(() => {
    clearSession()
    setState({ user: null, token: null })
  }, [])

  const refreshUser = React.useCallback(async () => {
    const token = readToken()
    if (!token) return
    try {
      const me = await authApi.me()
      if (readToken() === token) setSession(token, me.user)
    } catch {
      // A 401 signs out through onUnauthorized; other failures (server
      // unreachable) keep the saved user.
    }
  }, [setSession])

  // The saved user may be stale (a role changed, a member removed, the
  // session revoked): ask the server once, in the background, so the app
  // shows at once and a revoked session signs out on the answer.
  const hadSession = React.useRef(state.token !== null)
  React.useEffect(() => {
    if (hadSession.current) void refreshUser()
  }, [refreshUser])

  // A 401 on a call that carried our token means the session is gone.
  React.useEffect(() => onUnauthorized(dropSession), [dropSession])

  const signIn = React.useCallback(
    (res: SessionResponse | undefined, failure: string) => {
      if (!res?.token || !res.user) throw new Error(failure)
      setSession(res.token, res.user)
      return res.user
    },
    [setSession],
  )

  const loginDemo = React.useCallback(async () => signIn(await authApi.demo(), 'Demo login failed'), [signIn])
  const loginWithPassword = React.useCallback(
    async (email: string, password: string) => signIn(await authApi.login(email, password), 'Login failed. Please try again.'),
    [signIn],
  )
  const register = React.useCallback(async (r: Registration) => signIn(await authApi.register(r), 'Registration failed'), [signIn])
  const loginWithToken = React.useCallback(
    async (token: string) => {
      if (!token) throw new Error('Login failed. Please try again.')
      return signIn(await authApi.exchange(token), 'Login failed. Please try again.')
    },
    [signIn],
  )

  const logout = React.useCallback(async () => {
    try {
      if (readToken()) await authApi.logout()
    } catch {
      // The session is dropped locally whatever the server says.
    } finally {
      dropSession()
    }
  }, [dropSession])

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      isAuthenticated: !!state.user && !!state.token,
      loginDemo,
      loginWithPassword,
      register,
      loginWithToken,
      refreshUser,
      logout,
    }),
    [state, loginDemo, loginWithPassword, register, loginWithToken, refreshUser, logout],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** useAuth returns the session; it throws when used outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const ctx = React.useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider')
  return ctx
}

/** authErrorMessage returns the server's message of a failed sign-in call, or the fallback. */
export function authErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage || fallback
  if (err instanceof Error && err.message) return err.message
  return fallback
}
