import * as React from 'react'
import { ApiError, onUnauthorized } from '@/lib/api'
import { clearSession, readToken, readUser, saveSession, type User } from '@/lib/storage'
import { authApi } from './authApi'
import { decodeIdToken, googleUserFromEmail, synthesizeGoogleToken } from './googleAuth'

/** AuthContextValue is what useAuth returns. */
export interface AuthContextValue {
  user: User | null
  token: string | null
  /** isLoading is true while the saved session is being restored. */
  isLoading: boolean
  isAuthenticated: boolean
  /** loginDemo signs in through POST /api/auth/demo. */
  loginDemo: () => Promise<User>
  /** loginWithToken signs in with the token (and e-mail) handed back by the sign-in redirect. */
  loginWithToken: (token: string, email?: string) => Promise<User>
  /** loginWithGoogle signs in from a Google identity token (claims sub, email, given_name, family_name, picture). */
  loginWithGoogle: (credential: string) => User
  /** logout calls POST /api/auth/logout, then clears the saved token and user. */
  logout: () => Promise<void>
}

/** AuthContext carries the session; read it through useAuth. */
export const AuthContext = React.createContext<AuthContextValue | null>(null)

interface SessionState {
  user: User | null
  token: string | null
  isLoading: boolean
}

/**
 * AuthProvider restores the session in the spec's order (saved token and
 * user; otherwise the drive status, when connected with an e-mail, signs in
 * as a Google user) and provides the login and logout actions.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<SessionState>({ user: null, token: null, isLoading: true })

  const setSession = React.useCallback((token: string, user: User) => {
    saveSession(token, user)
    setState({ user, token, isLoading: false })
  }, [])

  const dropSession = React.useCallback(() => {
    clearSession()
    setState({ user: null, token: null, isLoading: false })
  }, [])

  React.useEffect(() => {
    let cancelled = false
    async function restore() {
      const token = readToken()
      const user = readUser()
      if (token && user) {
        setState({ user, token, isLoading: false })
        return
      }
      if (token || user) clearSession() // half a session is no session
      try {
        const status = await authApi.driveStatus()
        if (!cancelled && status?.connected && status.email) {
          const u = googleUserFromEmail(status.email, status.picture ? { picture: status.picture } : {})
          setSession(synthesizeGoogleToken(), u)
          return
        }
      } catch {
        // Not signed in anywhere: stay signed out.
      }
      if (!cancelled) setState({ user: null, token: null, isLoading: false })
    }
    void restore()
    return () => {
      cancelled = true
    }
  }, [setSession])

  // A 401 on a call that carried our token means the session is gone.
  React.useEffect(() => onUnauthorized(dropSession), [dropSession])

  const loginDemo = React.useCallback(async () => {
    const res = await authApi.demo()
    if (!res?.token || !res.user) throw new Error('Demo login failed')
    setSession(res.token, res.user)
    return res.user
  }, [setSession])

  const loginWithToken = React.useCallback(
    async (token: string, email?: string) => {
      if (!token) throw new Error('Login failed. Please try again.')
      saveSession(token, googleUserFromEmail(email ?? '')) // so /me carries the token
      let user: User
      try {
        user = (await authApi.me()).user
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          clearSession()
          throw err
        }
        if (!email) {
          clearSession()
          throw err
        }
        user = googleUserFromEmail(email) // server profile unavailable: keep what the redirect told us
      }
      setSession(token, user)
      return user
    },
    [setSession],
  )

  const loginWithGoogle = React.useCallback(
    (credential: string) => {
      const c = decodeIdToken(credential)
      const user = googleUserFromEmail(c.email, {
        id: c.sub,
        firstName: c.given_name ?? c.email.split('@')[0] ?? '',
        lastName: c.family_name ?? '',
        ...(c.picture ? { picture: c.picture } : {}),
      })
      setSession(synthesizeGoogleToken(), user)
      return user
    },
    [setSession],
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
      isLoading: state.isLoading,
      isAuthenticated: !!state.user && !!state.token,
      loginDemo,
      loginWithToken,
      loginWithGoogle,
      logout,
    }),
    [state, loginDemo, loginWithToken, loginWithGoogle, logout],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** useAuth returns the session; it throws when used outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const ctx = React.useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider')
  return ctx
}
