import * as React from 'react'
import { cn } from '@/lib/utils'
import { formatSize } from '@/lib/format'
import { checkCounts, complianceBand, formatDuration, isProcessing, stepsOf, typeBadge } from './assetLogic'
import { RowActionsMenu } from './RowActionsMenu'
import { ScoreRing } from './ScoreRing'
import { StepChips } from './StepChips'
import type { BuilderAsset, ProcessingStep } from './types'

const BADGE_TONE = {
  IMG: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  VID: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  DOC: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const

/** assetFacts is the short line of facts read from the bytes: format, dimensions, duration, pages. */
export function assetFacts(a: BuilderAsset): string {
  const i = a.info
  const parts: string[] = []
  const fmt = a.format || i?.format
  if (fmt) parts.push(fmt)
  if (i?.width && i?.height) parts.push(`${i.width}x${i.height}`)
  const dur = i?.durationSeconds || (a.type === 'video' ? a.duration : 0)
  if (dur) parts.push(formatDuration(dur))
  if (i?.pageCount) parts.push(`${i.pageCount} ${i.pageCount === 1 ? 'page' : 'pages'}`)
  return parts.join(' · ')
}

/** AssetRowProps are the props of AssetRow. */
export interface AssetRowProps {
  asset: BuilderAsset
  /** selected and onSelect drive the row's checkbox for the bulk actions. */
  selected?: boolean
  onSelect?: (a: BuilderAsset) => void
  onOpen: (a: BuilderAsset) => void
  onDelete: (a: BuilderAsset) => void
  onReprocess: (a: BuilderAsset) => void
  /** index and ref let a windowed list measure the row (see WindowedList). */
  index?: number
  ref?: (el: Element | null) => void
  /**
   * light asks for the row's light form while the list is flung (see
   * WindowedList's lightWhileFlung); only a finished asset has one.
   */
  light?: boolean
}

// The row's boxes, shared by the full row and its light form so both have
// the same height and the name and status in the same places. On a phone the
// outcome (counts and score) wraps onto its own line under the name, so the
// name keeps the row's width instead of a few pixels.
const ROW = 'flex flex-wrap items-start gap-3 px-4 py-3 sm:flex-nowrap'
const BADGE = 'mt-0.5 inline-flex w-10 shrink-0 justify-center rounded-md py-1 text-[11px] font-bold tracking-wide'
const NAME_LINE = 'flex items-center gap-3'
const PROGRESS_LINE = 'mt-2 flex flex-wrap items-center gap-x-3 gap-y-2'
const outcomeBox = (selectable: boolean) =>
  cn('flex shrink-0 items-center gap-3 max-sm:order-last max-sm:basis-full sm:flex-col sm:items-end sm:gap-2', selectable ? 'max-sm:pl-20' : 'max-sm:pl-[3.25rem]')

/**
 * AssetRow is one asset in the upload tab: type badge, name, size, check
 * counts, progress and the five steps; or, asked for light, a finished
 * asset's light form (LightAssetRow). It is memoised: while a long list
 * scrolls only the rows coming into view render, so callers pass stable
 * callbacks (see AssetList).
 */
export const AssetRow = React.memo(function AssetRow(props: AssetRowProps) {
  return props.light && props.asset.status === 'complete' ? <LightAssetRow {...props} /> : <FullAssetRow {...props} />
})

function FullAssetRow({ asset: a, selected = false, onSelect, onOpen, onDelete, onReprocess, index, ref }: AssetRowProps) {
  const badge = typeBadge(a)
  const counts = checkCounts(a)
  const busy = isProcessing(a)
  const score = a.analysis?.complianceScore
  const band = complianceBand(score)
  const facts = assetFacts(a)
  // Once processing is done one status says it; the five steps stay one click away.
  const [showSteps, setShowSteps] = React.useState(false)
  return (
    <li ref={ref} data-index={index} className={cn(ROW, 'group relative hover:bg-muted/40', selected && 'bg-brand-soft/40')} data-asset-id={a.id} data-status={a.status}>
      {onSelect ? (
        <input
          type="checkbox"
          className="relative z-10 mt-1.5 size-4 shrink-0 accent-[var(--brand)]"
          checked={selected}
          onChange={() => onSelect(a)}
          aria-label={`Select ${a.name}`}
        />
      ) : null}
      <span className={cn(BADGE, BADGE_TONE[badge])}>{badge}</span>
      <div className="min-w-0 flex-1">
        <div className={NAME_LINE}>
          <button
            type="button"
            onClick={() => onOpen(a)}
            className="min-w-0 truncate text-left font-medium after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
            aria-label={`Open analysis of ${a.name}`}
          >
            {a.name}
          </button>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatSize(a.size)}</span>
          {facts ? <span className="hidden shrink-0 text-xs text-muted-foreground md:inline" data-testid="asset-facts">{facts}</span> : null}
        </div>
        <div className={PROGRESS_LINE}>
          <div className="flex items-center gap-3">
            <ProgressLine value={a.progress} label={`Processing ${a.name}`} tone={a.status === 'error' ? 'text-danger' : a.status === 'complete' ? 'text-success' : 'text-brand'} />
            <StatusText status={a.status} progress={a.progress} />
          </div>
          {a.status === 'complete' && !showSteps ? (
            <StepsSummary steps={stepsOf(a)} controls={`steps-${a.id}`} onShow={() => setShowSteps(true)} />
          ) : (
            <StepChips steps={stepsOf(a)} id={`steps-${a.id}`} />
          )}
        </div>
        {a.status === 'error' && a.error ? <p className="mt-1.5 text-xs text-danger">{a.error}</p> : null}
      </div>
      <div className={outcomeBox(!!onSelect)} data-testid="asset-outcome">
        {/* The three counts are read as one phrase; each box keeps its tooltip. */}
        <CheckCounts counts={counts} />
        {band && !busy && score != null ? <ScoreRing score={score} /> : null}
      </div>
      <RowActionsMenu name={a.name} busy={busy} onReprocess={() => onReprocess(a)} onDelete={() => onDelete(a)} />
    </li>
  )
}

/**
 * LightAssetRow is a finished asset's row as drawn while a list of thousands
 * is flung (docs/performance.md, "Session 11: lighter rows while flung"):
 * the same boxes, the same height and the name, size, status and counts in
 * the same places, without what costs as rows stream past several a frame:
 * no controls (the checkbox and the actions button are empty boxes of their
 * size, the name is text, not a button with an overlay), no images (the
 * counts' icons, the score's ring), no progress bar (the status keeps its
 * place by its margin), no raised layers and no hover. It turns into the full
 * row as soon as the scroll slows or stops.
 */
function LightAssetRow({ asset: a, selected = false, onSelect, index, ref }: AssetRowProps) {
  const badge = typeBadge(a)
  const counts = checkCounts(a)
  const score = a.analysis?.complianceScore
  const facts = assetFacts(a)
  return (
    // relative, as the full row: a positioned row is a paint layer of its own, whose painting Chrome keeps
    // while rows come and go around it; without it every light row of the list was painted again every frame.
    <li ref={ref} data-index={index} className={cn(ROW, 'relative', selected && 'bg-brand-soft/40')} data-asset-id={a.id} data-status={a.status} data-light="true">
      {onSelect ? <span className="mt-1.5 size-4 shrink-0" /> : null}
      <span className={cn(BADGE, BADGE_TONE[badge])}>{badge}</span>
      <div className="min-w-0 flex-1">
        <div className={NAME_LINE}>
          <span className="min-w-0 truncate font-medium">{a.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatSize(a.size)}</span>
          {facts ? <span className="hidden shrink-0 text-xs text-muted-foreground md:inline">{facts}</span> : null}
        </div>
        <div className={PROGRESS_LINE}>
          {/* In the place of the progress bar (w-20, sm:w-28) and its gap: a margin; as wide as the two, never narrower. */}
          <StatusText status={a.status} progress={a.progress} className="ml-[5.75rem] shrink-0 sm:ml-[7.75rem]" />
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            {stepsSummary(stepsOf(a))}
            <span className="font-medium text-foreground">Show steps</span>
          </span>
        </div>
      </div>
      <div className={outcomeBox(!!onSelect)}>
        <CheckCounts counts={counts} light />
        {score != null ? <ScoreRing score={score} plain /> : null}
      </div>
      <span className="size-8 shrink-0" />
    </li>
  )
}

/** stepsSummary says how many of a finished asset's steps ran: 'All 5 steps done', or which were skipped. */
function stepsSummary(steps: ProcessingStep[]): string {
  const skipped = steps.filter((s) => s.status === 'skipped')
  return skipped.length === 0 ? `All ${steps.length} steps done` : `${steps.length - skipped.length} of ${steps.length} steps done · ${skipped.map((s) => s.label).join(', ')} skipped`
}

/** StepsSummary replaces the five chips of a finished asset: 'All 5 steps done' or which could not run, and a button to show them. */
function StepsSummary({ steps, controls, onShow }: { steps: ProcessingStep[]; controls: string; onShow: () => void }) {
  const skipped = steps.filter((s) => s.status === 'skipped')
  // The summary is text in the same box as its button (no box of its own);
  // why a step was skipped is that box's tooltip.
  return (
    <span
      className="relative z-10 inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-testid="steps-summary"
      title={skipped.length === 0 ? undefined : skipped.map((s) => `${s.label}: ${s.detail ?? 'skipped'}`).join('\n')}
    >
      {stepsSummary(steps)}
      <button type="button" className="rounded-sm font-medium text-foreground underline-offset-2 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" aria-expanded={false} aria-controls={controls} onClick={onShow}>
        Show steps
      </button>
    </span>
  )
}

/** CheckCounts is the failed, warnings and passed counts, read as one phrase; light draws them without icons or tooltips. */
function CheckCounts({ counts, light = false }: { counts: ReturnType<typeof checkCounts>; light?: boolean }) {
  return (
    <div className="flex items-center gap-1.5 text-xs tabular-nums" role="img" aria-label={`${counts.failed} failed, ${counts.warnings} warnings, ${counts.passed} passed`}>
      <Count kind="failed" n={counts.failed} light={light} />
      <Count kind="warnings" n={counts.warnings} light={light} />
      <Count kind="passed" n={counts.passed} light={light} />
    </div>
  )
}

const COUNT_TONE = { failed: 'text-danger', warnings: 'text-[oklch(0.55_0.13_70)]', passed: 'text-success' } as const

/**
 * Count is one check count: its icon (the box's own background, by the class
 * icon: see index.css), the number, and the word as its tooltip; screen
 * readers get the three counts as one phrase from their box (a hidden label
 * in each was an element more per count). A list of 2,000 rows mounts rows
 * as it scrolls, and the three counts' SVG icons were a fifth of a row's
 * scrolling cost: their boxes and paint, not their markup (a CSS mask each
 * cost the same).
 */
function Count({ kind, n, light }: { kind: keyof typeof COUNT_TONE; n: number; light: boolean }) {
  // A light row's box keeps its size and colours, without the image or the tooltip.
  return (
    <span className={cn('inline-flex items-center rounded-md border py-0.5 pr-1.5 pl-5', !light && ['count-icon', `count-${kind}`], n > 0 ? COUNT_TONE[kind] : 'count-zero border-transparent text-muted-foreground/70')} title={light ? undefined : `${n} ${kind}`}>
      {n}
    </span>
  )
}

/**
 * ProgressLine is the row's progress bar as one element: the filled part is
 * its background, sized to the value (and animated as it grows), in the
 * colour of tone. The shared Progress nests a Radix root and indicator; a
 * row drawn thousands of times over a scroll keeps to one box.
 */
function ProgressLine({ value, label, tone }: { value: number; label: string; tone: string }) {
  const v = Math.max(0, Math.min(100, value || 0))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      aria-valuetext={`${v}%`}
      className={cn('h-1.5 w-20 shrink-0 rounded-full bg-muted bg-no-repeat transition-[background-size] duration-300 sm:w-28', tone)}
      style={{ backgroundImage: 'linear-gradient(currentColor, currentColor)', backgroundSize: `${v}% 100%` }}
    />
  )
}

const STATUS_TEXT: Record<string, { text: string; tone: string }> = {
  uploading: { text: 'Uploading', tone: 'text-brand' },
  processing: { text: 'Processing', tone: 'text-brand' },
  analyzing: { text: 'Analyzing', tone: 'text-brand' },
  complete: { text: 'Complete', tone: 'text-success' },
  error: { text: 'Error', tone: 'text-danger' },
}

/**
 * StatusText is the row's percentage and status word. The percentage is the
 * box's ::before (from data-progress), in a column of its own width, rather
 * than an element: one box fewer in a row mounted thousands of times over a
 * scroll. Generated text is read out with the word ("40% Processing").
 */
function StatusText({ status, progress, className }: { status: string; progress: number; className?: string }) {
  const s = STATUS_TEXT[status] ?? { text: status, tone: 'text-muted-foreground' }
  return (
    <span
      className={cn(
        'w-[7.5rem] text-xs leading-5 font-medium before:mr-3 before:inline-block before:w-9 before:font-normal before:text-muted-foreground before:tabular-nums before:content-[attr(data-progress)]',
        s.tone,
        className,
      )}
      data-progress={`${progress}%`}
      data-testid="asset-status"
    >
      {s.text}
    </span>
  )
}
