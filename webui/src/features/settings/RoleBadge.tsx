import { BarChart3, Briefcase, Crown, Eye, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const ROLE_STYLE: Record<string, { icon: LucideIcon; className: string }> = {
  owner: { icon: Crown, className: 'border-[oklch(0.75_0.12_80)] bg-[oklch(0.96_0.05_85)] text-[oklch(0.45_0.1_70)]' },
  admin: { icon: ShieldCheck, className: 'border-danger/25 bg-danger/10 text-danger' },
  manager: { icon: Briefcase, className: 'border-transparent bg-brand-soft text-brand' },
  analyst: { icon: BarChart3, className: 'border-success/25 bg-success/10 text-success' },
  viewer: { icon: Eye, className: 'border-transparent bg-secondary text-secondary-foreground' },
}

/** RoleBadge shows a role with its colour and icon (spec §2: the owner role included), never colour alone. */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  const style = ROLE_STYLE[role] ?? { icon: UserRound, className: 'border-transparent bg-secondary text-secondary-foreground' }
  const Icon = style.icon
  return (
    <Badge variant="outline" className={cn('capitalize', style.className, className)}>
      <Icon aria-hidden="true" />
      {role}
    </Badge>
  )
}
