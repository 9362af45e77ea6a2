import type { User } from '@/lib/storage'

/** GOOGLE_ACCOUNTS_HOST is the identity provider's accounts host (spec §5). */
export const GOOGLE_ACCOUNTS_HOST = 'accounts.google.com'

/**
 * isValidGoogleAuthUrl reports whether url is an https authorization URL on
 * the accounts host whose client_id is not empty, 'undefined' or 'null'.
 */
export function isValidGoogleAuthUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !url.trim()) return false
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  if (u.protocol !== 'https:' || u.hostname !== GOOGLE_ACCOUNTS_HOST) return false
  const clientId = (u.searchParams.get('client_id') ?? '').trim()
  return clientId !== '' && clientId !== 'undefined' && clientId !== 'null'
}

/** GOOGLE_TOKEN_PREFIX prefixes the session tokens synthesized for Google users (spec §9). */
export const GOOGLE_TOKEN_PREFIX = 'google_'

/** synthesizeGoogleToken returns a token made of the Google prefix and a timestamp. */
export function synthesizeGoogleToken(now: number = Date.now()): string {
  return `${GOOGLE_TOKEN_PREFIX}${now}`
}

/** googleUserFromEmail builds a signed-in Google user ('user' role) from an e-mail. */
export function googleUserFromEmail(email: string, extra: Partial<User> = {}): User {
  const prefix = email.split('@')[0] ?? email
  return {
    id: email,
    email,
    firstName: prefix,
    lastName: '',
    role: 'user',
    provider: 'google',
    createdAt: new Date().toISOString(),
    ...extra,
  }
}

/** IdTokenClaims are the identity-token claims the product reads (spec §4). */
export interface IdTokenClaims {
  sub: string
  email: string
  given_name?: string
  family_name?: string
  picture?: string
}

/**
 * decodeIdToken reads the claims of a JWT identity token without verifying
 * it (the server verifies tokens; this only fills the local profile). It
 * throws when the token is malformed or lacks sub or email.
 */
export function decodeIdToken(credential: string): IdTokenClaims {
  const parts = credential.split('.')
  if (parts.length !== 3 || !parts[1]) throw new Error('Google authentication failed')
  let claims: unknown
  try {
    const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4)
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)))
    claims = JSON.parse(json)
  } catch {
    throw new Error('Google authentication failed')
  }
  const c = claims as Partial<IdTokenClaims> | null
  if (!c || typeof c.sub !== 'string' || typeof c.email !== 'string') throw new Error('Google authentication failed')
  return c as IdTokenClaims
}
