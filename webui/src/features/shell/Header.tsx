import { CalendarDays } from 'lucide-react'
import { useAuth } from '@/features/auth/AuthContext'
import { formatLongDate } from '@/lib/format'
import { UserBanner } from './UserBanner'

/** Header is the top bar of the shell: today's date and the user banner. */
export function Header() {
  const { user } = useAuth()
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-4 border-b bg-background/85 px-6 backdrop-blur">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={new Date().toISOString().slice(0, 10)}>{formatLongDate(new Date())}</time>
      </div>
      <UserBanner user={user} />
    </header>
  )
}
