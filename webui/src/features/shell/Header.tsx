import { CalendarDays } from 'lucide-react'
import { useAuth } from '@/features/auth/AuthContext'
import { formatLongDate } from '@/lib/format'
import { MobileNav } from './Sidebar'
import { UserBanner } from './UserBanner'

/** Header is the top bar of the shell: the menu button on phones, today's date and the user banner. */
export function Header() {
  const { user } = useAuth()
  const today = new Date()
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-2 border-b bg-background/85 px-2 backdrop-blur sm:gap-4 sm:px-6">
      <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
        <MobileNav />
        <CalendarDays className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
        <time dateTime={today.toISOString().slice(0, 10)} title={formatLongDate(today)} className="truncate">
          <span className="hidden sm:inline">{formatLongDate(today)}</span>
          <span className="sm:hidden">{today.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}</span>
        </time>
      </div>
      <div className="min-w-0 overflow-hidden">
        <UserBanner user={user} />
      </div>
    </header>
  )
}
