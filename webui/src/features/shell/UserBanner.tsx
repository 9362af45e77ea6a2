import { Info } from 'lucide-react'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import type { User } from '@/lib/storage'
import { displayName, initial, providerLabel } from './userDisplay'

/** UserBanner shows demo mode, or the signed-in user's picture, name, role, e-mail and provider. */
export function UserBanner({ user }: { user: User | null }) {
  if (!user || user.provider === 'demo') {
    return (
      <div className="flex items-center gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-1.5 text-xs font-medium text-[oklch(0.45_0.11_70)]">
        <Info className="size-3.5" aria-hidden="true" />
        Using demo mode (not logged in)
      </div>
    )
  }
  return (
    <div className="flex items-center gap-3">
      <Avatar className="size-8">
        {user.picture ? <AvatarImage src={user.picture} alt="" /> : null}
        <AvatarFallback>{initial(user)}</AvatarFallback>
      </Avatar>
      <div className="leading-tight">
        <div className="flex items-center gap-2 text-sm font-medium">
          {displayName(user)}
          <Badge variant="secondary" className="capitalize">
            {user.role}
          </Badge>
        </div>
        <div className="text-xs text-muted-foreground">
          {user.email} · {providerLabel(user.provider)}
        </div>
      </div>
    </div>
  )
}
