import { AlertTriangle, CheckCircle2, ChevronDown, CircleX, Info, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { findReview, issueKey } from './assetLogic'
import { useReviewIssue } from './builderApi'
import type { Issue, IssueReview } from './types'

const STATUS = {
  fail: { icon: CircleX, tone: 'text-danger', border: 'border-danger/40', label: 'Failed' },
  warning: { icon: AlertTriangle, tone: 'text-[oklch(0.55_0.13_70)]', border: 'border-warning/50', label: 'Warning' },
  pass: { icon: CheckCircle2, tone: 'text-success', border: 'border-border', label: 'Passed' },
} as const

/** severityVariant maps a severity (critical, high, warning, medium, minor, info) to a badge colour. */
export function severityVariant(sev: string): 'danger' | 'warning' | 'secondary' | 'outline' {
  switch (sev) {
    case 'critical':
    case 'high':
      return 'danger'
    case 'warning':
    case 'medium':
      return 'warning'
    case 'minor':
      return 'secondary'
    default:
      return 'outline'
  }
}

/** CheckCardProps are the props of CheckCard. */
export interface CheckCardProps {
  campaignId: string
  assetId: string
  issue: Issue
  reviews?: IssueReview[] | null
  /** boxNumber is the issue's marker on the image preview, if it has one. */
  boxNumber?: number
}

/**
 * CheckCard is one compliance check of the side panel. Failed checks start
 * expanded and offer the Required Fix, Apply Fix and Mark as Reviewed, which
 * are stored on the server with who and when.
 */
export function CheckCard({ campaignId, assetId, issue, reviews, boxNumber }: CheckCardProps) {
  const failed = issue.status === 'fail'
  const [open, setOpen] = useState(failed)
  const key = issueKey(issue)
  const review = findReview(reviews, key)
  const [fix, setFix] = useState(review?.fix ?? '')
  const m = useReviewIssue(campaignId)
  const st = STATUS[issue.status as keyof typeof STATUS] ?? { icon: Info, tone: 'text-muted-foreground', border: 'border-border', label: issue.status }
  const Icon = st.icon
  const bodyId = `check-${assetId}-${key}`.replace(/[^a-zA-Z0-9_-]/g, '_')

  const act = (body: { apply?: boolean; fix?: string; acknowledge?: boolean }, okText: string) =>
    m.mutate(
      { assetId, issueKey: key, ...body },
      {
        onSuccess: () => toast.success(okText),
        onError: (e) => toast.error('Could not save the review', { description: errorMessage(e) }),
      },
    )

  return (
    <article className={cn('rounded-lg border bg-card', st.border)} data-testid="check-card" data-status={issue.status} data-expanded={open}>
      <button
        type="button"
        className="flex w-full items-start gap-2.5 px-3 py-2.5 text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon className={cn('mt-0.5 size-4 shrink-0', st.tone)} aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium">{issue.rule}</span>
          <span className="mt-1 flex flex-wrap items-center gap-1">
            <span className={cn('text-xs font-medium', st.tone)}>{st.label}</span>
            {/* A passed check is not alarming: its severity is shown without colour. */}
            <Badge variant={issue.status === 'pass' ? 'outline' : severityVariant(issue.severity)} className={issue.status === 'pass' ? 'text-muted-foreground' : undefined}>
              {issue.severity}
            </Badge>
            {issue.channel ? <Badge variant="outline">{issue.channel}</Badge> : null}
            {boxNumber ? (
              <Badge variant="outline" title={`Marked ${boxNumber} on the preview${issue.gridLocation ? `, grid ${issue.gridLocation}` : ''}`}>
                #{boxNumber}
                {issue.gridLocation ? ` · ${issue.gridLocation}` : ''}
              </Badge>
            ) : null}
            {review?.fixAppliedAt ? <Badge variant="brand">Fix applied</Badge> : null}
            {review?.reviewedAt ? <Badge variant="success">Reviewed</Badge> : null}
          </span>
        </span>
        <ChevronDown className={cn('mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <div id={bodyId} className="space-y-3 border-t px-3 py-3 text-sm">
          <p className="text-muted-foreground">{issue.message}</p>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-muted-foreground">Current state</dt>
              <dd className="mt-0.5 font-medium [overflow-wrap:anywhere]">{issue.detectedValue || '—'}</dd>
            </div>
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-muted-foreground">Expected state</dt>
              <dd className="mt-0.5 font-medium [overflow-wrap:anywhere]">{issue.expectedValue || '—'}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            {[issue.section, issue.field && `field ${issue.field}`, issue.gridLocation && `grid ${issue.gridLocation}`].filter(Boolean).join(' · ')}
          </p>
          {review ? <ReviewTrail review={review} /> : null}
          {failed ? (
            <div className="space-y-2">
              <label htmlFor={`${bodyId}-fix`} className="text-xs font-medium">
                Required Fix
              </label>
              <Textarea
                id={`${bodyId}-fix`}
                value={fix}
                onChange={(e) => setFix(e.target.value)}
                placeholder={issue.expectedValue ? `e.g. change to ${issue.expectedValue}` : 'Describe the correction'}
                rows={3}
                maxLength={5000}
              />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="brand" disabled={m.isPending || !fix.trim()} onClick={() => act({ apply: true, fix: fix.trim() }, 'Fix applied and saved')}>
                  {m.isPending ? <LoaderCircle className="animate-spin" /> : null} Apply Fix
                </Button>
                <Button size="sm" variant="outline" disabled={m.isPending} onClick={() => act({ acknowledge: true }, 'Issue marked as acknowledged')}>
                  Mark as Reviewed
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  Collapse
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

function when(iso?: string): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

function ReviewTrail({ review }: { review: IssueReview }) {
  return (
    <ul className="space-y-1 rounded-md border border-brand/20 bg-brand-soft/50 p-2 text-xs" data-testid="review-trail">
      {review.fixAppliedAt ? (
        <li>
          <span className="font-medium">Fix applied</span> by {review.fixAppliedBy || 'unknown'} on {when(review.fixAppliedAt)}
          {review.fix ? <span className="mt-0.5 block whitespace-pre-wrap text-muted-foreground">“{review.fix}”</span> : null}
        </li>
      ) : null}
      {review.reviewedAt ? (
        <li>
          <span className="font-medium">Reviewed</span> by {review.reviewedBy || 'unknown'} on {when(review.reviewedAt)}
        </li>
      ) : null}
    </ul>
  )
}
