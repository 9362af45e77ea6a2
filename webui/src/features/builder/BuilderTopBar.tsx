import { ArrowLeft, CheckCircle2, Cloud, Info, LoaderCircle, LogOut, Pencil, ShieldCheck, SlidersHorizontal } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { CampaignStatusControl } from '@/features/campaigns/CampaignStatusControl'
import type { Campaign } from '@/features/campaigns/types'
import { useBrdRules } from './builderApi'
import { useSaveIndicator } from './useSaveIndicator'
import type { LiveState } from './useCampaignEvents'

/** BuilderTopBar is the builder's top bar: back, campaign name, save indicator, Save & Exit, Manage Rules and the rules badge. */
export function BuilderTopBar({ campaign, live, lastSaved }: { campaign: Campaign; live: LiveState; lastSaved: Date | null }) {
  const navigate = useNavigate()
  const save = useSaveIndicator(lastSaved)
  const sub = [campaign.brand, campaign.product, campaign.channel, campaign.customerType].filter((v): v is string => !!v)
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-4 border-b pb-5">
      <div className="min-w-0 flex-1 basis-72">
        <Button variant="ghost" size="sm" className="-ml-2 mb-1 text-muted-foreground" asChild>
          <Link to="/campaigns">
            <ArrowLeft /> Back to Campaigns
          </Link>
        </Button>
        <p className="text-xs font-medium tracking-wide text-brand uppercase">Creative Ad Trafficking System</p>
        <div className="mt-0.5 flex min-w-0 items-center gap-2">
          <h1 className="truncate text-xl font-semibold tracking-tight sm:text-2xl" title={campaign.name}>
            {campaign.name}
          </h1>
          <CampaignStatusControl campaign={campaign} />
          <Button variant="ghost" size="icon-sm" asChild>
            <Link to={`/campaigns/${encodeURIComponent(campaign.id)}/edit`} aria-label="Edit campaign details" title="Edit campaign details">
              <Pencil />
            </Link>
          </Button>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {sub.length > 0 ? (
            <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5">
              {sub.map((v, i) => (
                <span key={`${i}-${v}`} className="inline-flex items-center gap-x-1.5">
                  {i > 0 ? <span aria-hidden="true">·</span> : null}
                  <span className="max-w-48 truncate" title={v}>
                    {v}
                  </span>
                </span>
              ))}
            </span>
          ) : null}
          <SaveIndicator label={save.label} saving={save.state.saving} />
          <LiveBadge live={live} />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RulesBadge />
        <Button variant="outline" asChild>
          <Link to="/rules">
            <SlidersHorizontal /> Manage Rules
          </Link>
        </Button>
        <Button variant="brand" onClick={() => navigate('/campaigns')}>
          <LogOut /> Save &amp; Exit
        </Button>
      </div>
    </div>
  )
}

function SaveIndicator({ label, saving }: { label: string; saving: boolean }) {
  const Icon = saving ? LoaderCircle : label === 'Not saved yet' ? Cloud : CheckCircle2
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center gap-1.5" data-testid="save-indicator">
      <Icon className={saving ? 'size-3.5 animate-spin' : label === 'Not saved yet' ? 'size-3.5' : 'size-3.5 text-success'} aria-hidden="true" />
      {label}
    </span>
  )
}

function LiveBadge({ live }: { live: LiveState }) {
  const on = live === 'live'
  return (
    <span className="inline-flex items-center gap-1.5 text-xs" title={on ? 'Processing progress streams live from the server' : 'Reconnecting to the live progress stream'}>
      <span className={on ? 'size-2 rounded-full bg-success' : 'size-2 animate-pulse rounded-full bg-warning'} aria-hidden="true" />
      {on ? 'Live' : live === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
    </span>
  )
}

/** RulesBadge shows '{n} Rules Active': the rules the server applies to new assets. */
function RulesBadge() {
  const q = useBrdRules()
  if (q.isPending) return <Badge variant="outline">Loading rules…</Badge>
  if (q.isError)
    return (
      <Badge variant="warning" title="The rules could not be loaded">
        Rules unavailable
      </Badge>
    )
  const { rules, effective } = q.data
  const enabled = effective.active
  const builtIn = effective.source !== 'organization'
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" aria-label={`${enabled} Rules Active${builtIn ? ' (built-in spec profile applies)' : ''}`}>
          <Badge variant={enabled > 0 ? 'success' : builtIn ? 'brand' : 'warning'} className="h-9 px-3 text-sm">
            <ShieldCheck /> {enabled} Rules Active
            {builtIn ? <Info aria-hidden="true" /> : null}
          </Badge>
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {builtIn
          ? "Your organization has no saved BRD rules, so the server checks assets against its built-in 'spec' profile (the specification's default checks). Upload a BRD in Manage Rules to use your own."
          : enabled === 0
            ? 'Every saved BRD rule is disabled, so no rule is checked. Enable rules in Manage Rules.'
            : `${enabled} of ${rules.length} BRD rules are enabled; only enabled rules are applied to new and re-run assets.`}
      </TooltipContent>
    </Tooltip>
  )
}
