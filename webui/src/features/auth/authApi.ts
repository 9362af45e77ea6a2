import { api } from '@/lib/api'
import type { User } from '@/lib/storage'

/** Organization is the caller's organization (spec §3). */
export interface Organization {
  organizationId: string
  name: string
  domain: string
  status: string
  plan: string
}

/** SessionResponse is the data of a successful sign-in. */
export interface SessionResponse {
  token: string
  user: User
}

/** MeResponse is the data of GET /api/auth/me. */
export interface MeResponse {
  user: User
  organization?: Organization
}

/** DriveStatus is the data of GET /api/google-drive/status. */
export interface DriveStatus {
  connected: boolean
  email?: string
  name?: string
  picture?: string
}

/** authApi holds the sign-in calls of spec §7. */
export const authApi = {
  demo: () => api.post<SessionResponse>('/api/auth/demo'),
  me: () => api.get<MeResponse>('/api/auth/me'),
  logout: () => api.post<{ loggedOut: boolean }>('/api/auth/logout'),
  driveStatus: () => api.get<DriveStatus>('/api/google-drive/status'),
  googleAuthUrl: () => api.get<{ authUrl?: string }>('/api/google-drive/auth-url'),
}
