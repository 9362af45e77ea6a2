import { Archive, CheckCircle2, CircleAlert, FileImage, MinusCircle, Pencil, Trash2, TriangleAlert, XCircle } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { scoreTone } from './filter'
import type { Campaign } from './types'

const TONE = {
  success: { cls: 'text-success', bar: 'bg-success', icon: CheckCircle2 },
  warning: { cls: 'text-[oklch(0.55_0.13_70)]', bar: 'bg-warning', icon: TriangleAlert },
  danger: { cls: 'text-danger', bar: 'bg-danger', icon: XCircle },
} as const

/** StatusBadge shows a campaign status with colour, icon and text. */
export function StatusBadge({ status }: { status: string }) {
  if (status === 'active')
    return (
      <Badge variant="success" className="shrink-0 capitalize">
        <CheckCircle2 aria-hidden="true" /> active
      </Badge>
    )
  if (status === 'archived' || status === 'completed')
    return (
      <Badge variant="outline" className="shrink-0 capitalize text-muted-foreground">
        <Archive aria-hidden="true" /> {status}
      </Badge>
    )
  return (
    <Badge variant="secondary" className="shrink-0 capitalize">
      <CircleAlert aria-hidden="true" /> {status || 'draft'}
    </Badge>
  )
}

/** CampaignCardProps are the props of CampaignCard. */
export interface CampaignCardProps {
  campaign: Campaign
  onDelete: (c: Campaign) => void
}

/** CampaignCard summarizes one campaign; clicking it or Edit opens the builder. */
export function CampaignCard({ campaign: c, onDelete }: CampaignCardProps) {
  const navigate = useNavigate()
  const open = () => navigate(`/campaigns/${encodeURIComponent(c.id)}`)
  const edit = () => navigate(`/campaigns/${encodeURIComponent(c.id)}/edit`)
  const score = Math.max(0, Math.min(100, Math.round(c.complianceScore ?? 0)))
  // Without assets nothing was checked: show no score rather than a red 0%.
  const checked = (c.assetCount ?? 0) > 0
  const tone = TONE[scoreTone(score)]
  const ToneIcon = tone.icon
  return (
    // The whole card is clickable for the mouse; keyboard and screen-reader
    // users get the title link and the Edit button (no nested interactive roles).
    <article
      onClick={open}
      className="group flex min-w-0 cursor-pointer flex-col rounded-xl border bg-card p-5 shadow-xs transition-all focus-within:border-brand/40 hover:border-brand/40 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold group-hover:text-brand" title={c.name}>
            <Link
              to={`/campaigns/${encodeURIComponent(c.id)}`}
              onClick={(e) => e.stopPropagation()}
              className="rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {c.name}
            </Link>
          </h3>
          <p className="mt-0.5 line-clamp-2 min-h-10 text-sm [overflow-wrap:anywhere] text-muted-foreground">{c.description || 'No description'}</p>
        </div>
        <StatusBadge status={c.status} />
      </div>

      <div className="mt-4 flex flex-wrap gap-1.5">
        {c.channel ? <Badge variant="brand">{c.channel}</Badge> : null}
        {c.customerType ? <Badge variant="outline">{c.customerType}</Badge> : null}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Brand</dt>
          <dd className="truncate font-medium" title={c.brand}>{c.brand || '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Product</dt>
          <dd className="truncate font-medium" title={c.product}>{c.product || '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Assets</dt>
          <dd className="flex items-center gap-1.5 font-medium tabular-nums">
            <FileImage className="size-3.5 text-muted-foreground" aria-hidden="true" />
            {c.assetCount ?? 0}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Compliance</dt>
          {checked ? (
            <dd className={cn('flex items-center gap-1.5 font-semibold tabular-nums', tone.cls)}>
              <ToneIcon className="size-3.5" aria-hidden="true" />
              {score}%
            </dd>
          ) : (
            <dd className="flex items-center gap-1.5 text-muted-foreground">
              <MinusCircle className="size-3.5" aria-hidden="true" />
              Not checked
            </dd>
          )}
        </div>
      </dl>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {checked ? <div className={cn('h-full rounded-full', tone.bar)} style={{ width: `${score}%` }} /> : null}
      </div>

      <div className="mt-4 flex items-center justify-between border-t pt-3">
        <span className="text-xs text-muted-foreground">Updated {formatDate(c.updatedAt)}</span>
        <div className="flex gap-1" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${c.name}`} title="Edit details" onClick={edit}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="icon-sm" className="hover:text-danger" aria-label={`Delete ${c.name}`} title="Delete" onClick={() => onDelete(c)}>
            <Trash2 />
          </Button>
        </div>
      </div>
    </article>
  )
}
