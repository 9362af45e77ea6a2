/** Local storage keys of the signed-in session (spec §9). */
export const AUTH_TOKEN_KEY = 'auth_token'
export const AUTH_USER_KEY = 'auth_user'

/** User is the signed-in user as stored locally (spec §3). */
export interface User {
  id: string
  email: string
  firstName: string
  lastName: string
  picture?: string
  role: 'user' | 'admin' | string
  provider: 'google' | 'demo' | string
  createdAt: string
  organizationId?: string
}

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null // storage disabled (privacy mode, sandboxed iframe)
  }
}

/** readToken returns the saved session token, or null. */
export function readToken(): string | null {
  const t = store()?.getItem(AUTH_TOKEN_KEY)
  return t ? t : null
}

/** readUser returns the saved user, or null when absent or unreadable. */
export function readUser(): User | null {
  const raw = store()?.getItem(AUTH_USER_KEY)
  if (!raw) return null
  try {
    const u: unknown = JSON.parse(raw)
    if (u && typeof u === 'object' && typeof (u as User).id === 'string' && typeof (u as User).email === 'string') {
      return u as User
    }
  } catch {
    /* fall through: corrupt value */
  }
  return null
}

/** saveSession stores the token and user under the spec's keys. */
export function saveSession(token: string, user: User): void {
  const s = store()
  s?.setItem(AUTH_TOKEN_KEY, token)
  s?.setItem(AUTH_USER_KEY, JSON.stringify(user))
}

/** clearSession removes the saved token and user. */
export function clearSession(): void {
  const s = store()
  s?.removeItem(AUTH_TOKEN_KEY)
  s?.removeItem(AUTH_USER_KEY)
}
