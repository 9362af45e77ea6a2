import type { User } from '@/lib/storage'

/** displayName returns the user's full name, or the e-mail prefix when there is none. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  if (name) return name
  return user.email.split('@')[0] || user.email
}

/** initial returns the upper-case first letter of the display name. */
export function initial(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return (displayName(user).charAt(0) || '?').toUpperCase()
}

const PROVIDER_LABELS: Record<string, string> = { google: 'Google', demo: 'Demo', password: 'Email' }

/** providerLabel returns 'Google', 'Demo' or 'Email' for the user's sign-in provider. */
export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider
}
