import { api, getAllPages } from '@/lib/api'

/** MemberRole is a member's role; owner appears in lists but is not offered in invitations. */
export type MemberRole = 'owner' | 'admin' | 'manager' | 'analyst' | 'viewer' | 'user'

/** INVITE_ROLES are the roles an invitation may grant (spec §3), default analyst. */
export const INVITE_ROLES = ['admin', 'manager', 'analyst', 'viewer'] as const

/** DEFAULT_INVITE_ROLE is the role an invitation grants unless another is chosen (spec §5). */
export const DEFAULT_INVITE_ROLE = 'analyst'

/** Member is one row of the team list (spec §3: userId, name, email, role, status). */
export interface Member {
  userId: string
  name: string
  email: string
  role: MemberRole | string
  status: 'active' | 'invited' | string
  provider?: string
  picture?: string
  lastSignInAt?: string
  joinedAt: string
}

/** Invitation is the body of POST /api/users/create. */
export interface Invitation {
  email: string
  name: string
  role: string
  organizationId: string
}

/** SentInvitation is the answer to an invitation: the invitation link is shown once. */
export interface SentInvitation {
  user: Member
  inviteCode: string
  /** inviteUrl is the login screen's path with the code, relative to the server. */
  inviteUrl: string
  expiresAt: string
}

/** absoluteInviteLink makes the server's relative invitation path a link a colleague can open. */
export function absoluteInviteLink(inviteUrl: string, origin: string): string {
  return new URL(inviteUrl, origin).toString()
}

/** organizationApi holds the organization calls of spec §7. */
export const organizationApi = {
  members: (orgId: string) => getAllPages<{ users: Member[] }>(`/api/organizations/${encodeURIComponent(orgId)}/users`, 'users'),
  invite: (inv: Invitation) => api.post<SentInvitation>('/api/users/create', inv),
  changeRole: (orgId: string, userId: string, role: string) =>
    api.put<{ user: Member }>(`/api/organizations/${encodeURIComponent(orgId)}/users/${encodeURIComponent(userId)}`, { role }),
  remove: (orgId: string, userId: string) =>
    api.delete<{ removed: boolean }>(`/api/organizations/${encodeURIComponent(orgId)}/users/${encodeURIComponent(userId)}`),
}

/** canAdminister reports whether the role may invite, change roles and remove members. */
export function canAdminister(role: string | undefined): boolean {
  return role === 'owner' || role === 'admin'
}

/** inviteFormError is the invite form's validation message, or null when it may be sent (spec §5). */
export function inviteFormError(email: string, name: string): string | null {
  return email.trim() && name.trim() ? null : 'Email and name are required'
}
