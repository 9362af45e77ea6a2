import { AlertOctagon, Info, TriangleAlert, type LucideIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

const SEVERITY: Record<string, { variant: 'danger' | 'warning' | 'secondary' | 'outline'; icon: LucideIcon; hint: string }> = {
  critical: { variant: 'danger', icon: AlertOctagon, hint: 'Must be fixed before deployment' },
  warning: { variant: 'warning', icon: TriangleAlert, hint: 'Should be reviewed' },
  minor: { variant: 'secondary', icon: Info, hint: 'Nice to have' },
  info: { variant: 'outline', icon: Info, hint: 'Informational only' },
}

/** severityHint is the spec's meaning of a severity (§3). */
export function severityHint(severity: string): string {
  return SEVERITY[severity]?.hint ?? ''
}

/** SeverityBadge shows a severity with colour, icon and text. */
export function SeverityBadge({ severity }: { severity: string }) {
  const s = SEVERITY[severity] ?? SEVERITY.info!
  const Icon = s.icon
  return (
    <Badge variant={s.variant} className="capitalize" title={s.hint}>
      <Icon aria-hidden="true" /> {severity || 'info'}
    </Badge>
  )
}
