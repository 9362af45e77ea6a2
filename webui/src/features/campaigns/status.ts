/** statusLabel is a campaign status as people read it: 'draft' → 'Draft'. */
export function statusLabel(status: string | undefined): string {
  const s = status || 'draft'
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** MANAGING_ROLES may create, edit and delete campaigns (pkg/app roles: manager and above). */
const MANAGING_ROLES = ['manager', 'admin', 'owner']

/** canManageCampaigns reports whether a session role may change campaigns; the server enforces the same. */
export function canManageCampaigns(role: string | undefined): boolean {
  return MANAGING_ROLES.includes(role ?? '')
}
