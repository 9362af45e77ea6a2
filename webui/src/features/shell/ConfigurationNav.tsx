import { NavLink } from 'react-router'
import { useAuth } from '@/features/auth/AuthContext'
import { cn } from '@/lib/utils'

/** AUDIT_ROLES may read the organization's whole audit trail. */
const AUDIT_ROLES = ['admin', 'owner']

/** canReadAudit reports whether a role may open the Audit page. */
export function canReadAudit(role: string | undefined): boolean {
  return !!role && AUDIT_ROLES.includes(role)
}

/** ConfigurationNav switches between the pages under Configuration: the BRD rules and, for admins and owners, the audit trail. */
export function ConfigurationNav() {
  const { user } = useAuth()
  if (!canReadAudit(user?.role)) return null
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      isActive ? 'border-brand text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
    )
  return (
    <nav aria-label="Configuration" className="mb-5 flex gap-1 border-b">
      <NavLink to="/rules" end className={tab}>
        BRD Rules
      </NavLink>
      <NavLink to="/rules/audit" className={tab}>
        Audit trail
      </NavLink>
    </nav>
  )
}
