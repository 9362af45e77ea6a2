import { api } from '@/lib/api'
import type { User } from '@/lib/storage'

/** Organization is the caller's organization (spec §3) with its member count. */
export interface Organization {
  organizationId: string
  name: string
  domain: string
  status: string
  plan: string
  memberCount?: number
  demo?: boolean
}

/** SessionResponse is the data of a successful sign-in. */
export interface SessionResponse {
  token: string
  user: User
  organization?: Organization
}

/** MeResponse is the data of GET /api/auth/me. */
export interface MeResponse {
  user: User
  organization?: Organization
}

/** Providers are the sign-ins this server offers (GET /api/auth/providers, public). */
export interface Providers {
  google: boolean
  demo: boolean
  password: boolean
}

/** Registration is the body of POST /api/auth/register. */
export interface Registration {
  email: string
  password: string
  firstName: string
  lastName: string
  /** inviteCode is the invitation link's code: without it no account joins an organization. */
  inviteCode?: string
}

/** ActiveSession is one of the user's sessions (GET /api/auth/sessions). */
export interface ActiveSession {
  id: string
  provider: string
  userAgent?: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  current: boolean
}

/** authApi holds the sign-in calls of spec §7. */
export const authApi = {
  providers: () => api.get<Providers>('/api/auth/providers'),
  demo: () => api.post<SessionResponse>('/api/auth/demo'),
  login: (email: string, password: string) => api.post<SessionResponse>('/api/auth/login', { email, password }),
  register: (r: Registration) => api.post<SessionResponse>('/api/auth/register', r),
  /** exchange trades the one-time code of the Google return URL for a session. */
  exchange: (token: string) => api.post<SessionResponse>('/api/auth/exchange', { token }),
  me: () => api.get<MeResponse>('/api/auth/me'),
  logout: () => api.post<{ loggedOut: boolean }>('/api/auth/logout'),
  sessions: () => api.get<{ sessions: ActiveSession[] }>('/api/auth/sessions'),
  revokeSession: (id: string) => api.delete<{ revoked: boolean }>(`/api/auth/sessions/${encodeURIComponent(id)}`),
  googleAuthUrl: () => api.get<{ authUrl?: string; accountsHost?: string }>('/api/google-drive/auth-url'),
}
