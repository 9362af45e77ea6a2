import { Activity, ArrowRight, FolderKanban, Plus, Settings, Sparkles, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { useAuth } from '@/features/auth/AuthContext'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { aiIndicator, useDashboardStats } from './dashboardApi'
import { DashboardStatsPanel } from './DashboardStatsPanel'
import { HowItWorks } from './HowItWorks'
import { RecentCampaigns } from './RecentCampaigns'

interface Action {
  to: string
  label: string
  text: string
  icon: LucideIcon
  primary?: boolean
}

const ACTIONS: Action[] = [
  { to: '/campaigns/new', label: 'Create Campaign', text: 'Start a campaign, then upload its creative assets for compliance checks.', icon: Plus, primary: true },
  { to: '/campaigns', label: 'View Campaigns', text: 'Open, edit and review every campaign of your organization.', icon: FolderKanban },
  { to: '/settings', label: 'Settings', text: 'Your profile, organization and service credentials.', icon: Settings },
]

/** DashboardPage is the home screen: the three main actions, the system indicators and the statistics. */
export function DashboardPage() {
  useDocumentTitle('Dashboard')
  const { user } = useAuth()
  const ai = aiIndicator(useDashboardStats().data)
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand">Welcome{user?.firstName ? `, ${user.firstName}` : ''}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">Pharmaceutical Creative Operations</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Turn BRDs into compliance rules, check creative assets against them and build the trafficking sheet.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Indicator icon={Activity} label="System Active" />
          {ai ? <Indicator icon={Sparkles} label={ai.label} on={ai.on} title={ai.title} /> : <Skeleton className="h-7 w-24 rounded-full" />}
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {ACTIONS.map(({ to, label, text, icon: Icon, primary }) => (
          <Link
            key={to}
            to={to}
            className={cn(
              'group flex min-h-36 flex-col rounded-xl border p-6 shadow-xs transition-all hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              primary ? 'border-transparent bg-brand text-brand-foreground' : 'bg-card hover:border-brand/40',
            )}
          >
            <span className={cn('flex size-11 items-center justify-center rounded-lg', primary ? 'bg-white/15' : 'bg-brand-soft text-brand')}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="mt-auto pt-6 text-lg font-semibold">{label}</span>
            <span className={cn('mt-1 text-sm', primary ? 'text-white/80' : 'text-muted-foreground')}>{text}</span>
            <ArrowRight className="mt-3 size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        ))}
      </div>

      <DashboardStatsPanel />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentCampaigns />
        <HowItWorks />
      </div>
    </div>
  )
}

function Indicator({ icon: Icon, label, on = true, title }: { icon: LucideIcon; label: string; on?: boolean; title?: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-xs font-medium" title={title} data-state={on ? 'on' : 'off'}>
      <span className="relative flex size-2">
        {on ? <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" /> : null}
        <span className={cn('relative inline-flex size-2 rounded-full', on ? 'bg-success' : 'bg-muted-foreground/50')} />
      </span>
      <Icon className={cn('size-3.5', on ? 'text-success' : 'text-muted-foreground')} aria-hidden="true" />
      {label}
    </span>
  )
}
