import { FolderKanban, HardDrive, LayoutDashboard, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Plus, Settings2 } from 'lucide-react'
import * as React from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import { BrandMark } from '@/components/app/brand'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { useAuth } from '@/features/auth/AuthContext'
import { cn } from '@/lib/utils'
import { displayName, initial } from './userDisplay'

const NAV = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/campaigns', label: 'Campaigns', icon: FolderKanban, end: false },
  { to: '/rules', label: 'Configuration', icon: Settings2, end: false },
  { to: '/drive', label: 'Cloud Drive', icon: HardDrive, end: false },
]

/** SidebarProps are the props of Sidebar. */
export interface SidebarProps {
  collapsed: boolean
  onToggle: () => void
}

/**
 * Sidebar is the application's main navigation on screens 768 px and wider:
 * a rail that the user collapses to icons. Narrower screens get the same
 * navigation in a sheet (MobileNav).
 */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-svh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div className={cn('flex h-14 items-center border-b', collapsed ? 'justify-center px-2' : 'justify-between px-4')}>
        <BrandMark compact={collapsed} />
        {collapsed ? null : (
          <Button variant="ghost" size="icon-sm" onClick={onToggle} aria-label="Collapse sidebar" title="Collapse sidebar">
            <PanelLeftClose />
          </Button>
        )}
      </div>
      <SidebarNav collapsed={collapsed} onToggle={onToggle} />
    </aside>
  )
}

/**
 * MobileNav is the navigation below 768 px: a menu button in the header
 * that opens the sidebar as a sheet from the left; choosing a page closes it.
 */
export function MobileNav() {
  const [open, setOpen] = React.useState(false)
  const { pathname } = useLocation()
  React.useEffect(() => setOpen(false), [pathname])
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" title="Menu" onClick={() => setOpen(true)}>
        <Menu />
      </Button>
      <SheetContent side="left" aria-describedby={undefined} className="bg-sidebar">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <div className="flex h-14 items-center border-b px-4">
          <BrandMark />
        </div>
        <SidebarNav collapsed={false} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  )
}

/** SidebarNav is the body of the sidebar: Create Campaign, the pages, the user block and Sign Out. */
function SidebarNav({ collapsed, onToggle, onNavigate }: { collapsed: boolean; onToggle?: () => void; onNavigate?: () => void }) {
  const { user, logout } = useAuth()
  const navigate = useNavigate()

  async function signOut() {
    onNavigate?.()
    await logout()
    navigate('/auth', { replace: true })
  }

  return (
    <>

      <div className={cn('p-3', collapsed && 'px-2')}>
        <Button
          variant="brand"
          className={cn('w-full', collapsed && 'px-0')}
          onClick={() => navigate('/campaigns/new')}
          aria-label="Create Campaign"
          title={collapsed ? 'Create Campaign' : undefined}
        >
          <Plus />
          {collapsed ? null : 'Create Campaign'}
        </Button>
      </div>

      <nav aria-label="Main" className={cn('flex flex-col gap-0.5 px-3', collapsed && 'px-2')}>
        {NAV.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                collapsed && 'justify-center px-0',
                isActive && 'bg-brand-soft text-brand hover:bg-brand-soft hover:text-brand',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {collapsed ? null : label}
          </NavLink>
        ))}
      </nav>

      <div className="mt-auto border-t p-3">
        {collapsed && onToggle ? (
          <Button variant="ghost" size="icon" className="mb-2 w-full" onClick={onToggle} aria-label="Expand sidebar" title="Expand sidebar">
            <PanelLeftOpen />
          </Button>
        ) : null}
        {user ? (
          <NavLink
            to="/settings"
            title="Settings"
            aria-label={`Settings: ${displayName(user)}, ${user.email}`}
            className={cn('flex items-center gap-3 rounded-md p-2 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none', collapsed && 'justify-center p-1')}
          >
            <Avatar>
              {user.picture ? <AvatarImage src={user.picture} alt="" /> : null}
              <AvatarFallback>{initial(user)}</AvatarFallback>
            </Avatar>
            {collapsed ? null : (
              <span className="min-w-0 leading-tight">
                <span className="block truncate text-sm font-medium">{displayName(user)}</span>
                <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              </span>
            )}
          </NavLink>
        ) : null}
        <Button
          variant="ghost"
          className={cn('mt-1 w-full justify-start text-muted-foreground', collapsed && 'justify-center px-0')}
          onClick={() => void signOut()}
          aria-label="Sign Out"
          title={collapsed ? 'Sign Out' : undefined}
        >
          <LogOut />
          {collapsed ? null : 'Sign Out'}
        </Button>
      </div>
    </>
  )
}
