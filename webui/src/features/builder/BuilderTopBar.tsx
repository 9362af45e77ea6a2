import { ArrowLeft, CheckCircle2, Cloud, Info, LoaderCircle, LogOut, Pencil, RefreshCw, ShieldCheck, SlidersHorizontal } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { HistoryButton } from '@/features/audit/HistoryDialog'
import { CampaignStatusControl } from '@/features/campaigns/CampaignStatusControl'
import type { Campaign } from '@/features/campaigns/types'
import { ruleSetLabel, useCampaignRules, useRecheck } from '@/features/rules/ruleSets'
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
        <RulesBadge campaignId={campaign.id} />
        <HistoryButton type="campaign" id={campaign.id} name={campaign.name} />
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

/**
 * RulesBadge shows '{n} Rules Active' and the rule set and version the
 * campaign's assets are checked against; after the rules change it offers
 * "Rules changed — re-check N assets" and shows the re-check's progress.
 */
function RulesBadge({ campaignId }: { campaignId: string }) {
  const q = useCampaignRules(campaignId)
  const recheck = useRecheck(campaignId)
  if (q.isPending) return <Badge variant="outline">Loading rules…</Badge>
  if (q.isError)
    return (
      <Badge variant="warning" title="The rules could not be loaded">
        Rules unavailable
      </Badge>
    )
  const { ruleSet, active, stale, recheck: progress } = q.data
  const label = ruleSetLabel(ruleSet)
  return (
    <>
      {progress.running ? (
        <Badge variant="brand" className="h-9 px-3 text-sm" role="status" aria-live="polite">
          <LoaderCircle className="animate-spin" aria-hidden="true" /> Re-checking {progress.done} of {progress.total}…
        </Badge>
      ) : stale > 0 ? (
        <Button
          variant="outline"
          className="border-warning/50 bg-warning/10 hover:bg-warning/20"
          disabled={recheck.isPending}
          onClick={() =>
            recheck.mutate(undefined, {
              onError: (err) => toast.error('Could not start the re-check', { description: err instanceof Error ? err.message : String(err) }),
            })
          }
        >
          <RefreshCw className={recheck.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
          Rules changed — re-check {stale} asset{stale === 1 ? '' : 's'}
        </Button>
      ) : null}
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" aria-label={`${active} Rules Active, ${label}`}>
            <Badge variant={active > 0 ? 'success' : 'warning'} className="h-9 max-w-[18rem] px-3 text-sm">
              <ShieldCheck /> {active} Rules Active
              <span className="truncate font-normal opacity-80" data-testid="rule-set-label">
                · {label}
              </span>
              <Info aria-hidden="true" />
            </Badge>
          </button>
        </TooltipTrigger>
        <TooltipContent className="max-w-xs">
          {active === 0
            ? `Every rule of ${label} is disabled, so no rule is checked. Enable rules in Manage Rules.`
            : `This campaign's assets are checked against ${label}: ${active} enabled rules. Each result records the version it was checked against.`}
        </TooltipContent>
      </Tooltip>
    </>
  )
}
