/** GOOGLE_ACCOUNTS_HOST is Google's accounts host (spec §5). */
export const GOOGLE_ACCOUNTS_HOST = 'accounts.google.com'

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/**
 * isValidGoogleAuthUrl reports whether url is an authorization URL on the
 * identity provider's accounts host (Google's, or the one the server says
 * it is configured with) whose client_id is not empty, 'undefined' or
 * 'null'. It must be https, except on a loopback host (a local identity
 * provider in tests).
 */
export function isValidGoogleAuthUrl(url: unknown, accountsHost: string = GOOGLE_ACCOUNTS_HOST): url is string {
  if (typeof url !== 'string' || !url.trim()) return false
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  if (u.hostname !== (accountsHost || GOOGLE_ACCOUNTS_HOST)) return false
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopback(u.hostname))) return false
  const clientId = (u.searchParams.get('client_id') ?? '').trim()
  return clientId !== '' && clientId !== 'undefined' && clientId !== 'null'
}
