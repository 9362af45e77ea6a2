import { ChevronRight, Grid3x3, Lightbulb, TerminalSquare } from 'lucide-react'
import * as React from 'react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { HistoryButton } from '@/features/audit/HistoryDialog'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'
import { formatSize } from '@/lib/format'
import { boxNumbers, stepsOf, typeBadge } from './assetLogic'
import { CheckCard } from './CheckCard'
import { ImagePreview } from './ImagePreview'
import { AssetScopeEditor } from './AssetScopeEditor'
import { AssetInformation, ComplianceAnalysis, DetectedInformation, DocumentPreview, PanelSection } from './PanelSections'
import { StepChips } from './StepChips'
import type { BuilderAsset, Issue } from './types'
import { VideoPreview } from './VideoPreview'

const ORDER: Record<string, number> = { fail: 0, warning: 1, pass: 2 }

/** CHECK_GROUPS order the side panel's checks: Failed, then Needs review, then Passed (collapsed). */
const CHECK_GROUPS = [
  { title: 'Failed', statuses: ['fail'], collapsed: false },
  { title: 'Needs review', statuses: ['warning'], collapsed: false },
  { title: 'Passed', statuses: ['pass'], collapsed: true },
] as const satisfies readonly { title: string; statuses: readonly string[]; collapsed: boolean }[]

/** CheckGroup is one titled group of check cards; a collapsed group opens with one click. */
function CheckGroup({ title, count, collapsed, children }: { title: string; count: number; collapsed: boolean; children: React.ReactNode }) {
  const [open, setOpen] = React.useState(!collapsed)
  const id = React.useId()
  return (
    <section aria-label={`${title} checks`} data-testid={`check-group-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <button
        type="button"
        className="mb-2 flex w-full items-center gap-1.5 rounded-sm text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronRight className={cn('size-3.5 transition-transform', open && 'rotate-90')} aria-hidden="true" />
        {title} ({count})
      </button>
      {open ? (
        <div id={id} className="space-y-2">
          {children}
        </div>
      ) : null}
    </section>
  )
}

/** sortIssues puts failed checks first, then warnings, then passed ones. */
export function sortIssues(issues: Issue[]): Issue[] {
  return issues
    .map((i, n) => ({ i, n }))
    .sort((a, b) => (ORDER[a.i.status] ?? 3) - (ORDER[b.i.status] ?? 3) || a.n - b.n)
    .map((x) => x.i)
}

/** AssetPanel is the 480px 'Analysis Details' side panel of one asset. */
export function AssetPanel({ campaignId, asset, onClose }: { campaignId: string; asset: BuilderAsset | null; onClose: () => void }) {
  return (
    <Sheet open={!!asset} onOpenChange={(o) => !o && onClose()}>
      <SheetContent>{asset ? <PanelBody key={asset.id} campaignId={campaignId} asset={asset} /> : null}</SheetContent>
    </Sheet>
  )
}

function PanelBody({ campaignId, asset: a }: { campaignId: string; asset: BuilderAsset }) {
  const [grid, setGrid] = useState(true)
  const [debug, setDebug] = useState(false)
  const issues = sortIssues(a.analysis?.issues ?? [])
  const badge = typeBadge(a)
  const isVideo = badge === 'VID'
  const isImage = badge === 'IMG' && a.type !== 'html5' && (a.mimeType ?? '').startsWith('image/')
  const recs = a.analysis?.recommendations ?? []
  const steps = stepsOf(a)
  const markers = isImage || (badge === 'IMG' && a.thumbnailLink) ? boxNumbers(issues) : new Map<Issue, number>()
  return (
    <>
      <div className="flex items-start gap-3 border-b px-5 py-4 pr-12">
        <div className="min-w-0 flex-1">
          <SheetTitle>Analysis Details</SheetTitle>
          <SheetDescription className="mt-0.5 truncate" title={a.name}>
            {a.name} · {formatSize(a.size)}
          </SheetDescription>
        </div>
        <HistoryButton type="asset" id={a.id} name={a.name} />
      </div>
      <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
        <PanelSection
          title="Preview"
          action={
            isImage ? (
              <label className="flex items-center gap-2 text-xs text-muted-foreground">
                <Grid3x3 className="size-3.5" aria-hidden="true" /> Grid
                <Switch checked={grid} onCheckedChange={setGrid} aria-label="Show grid" />
              </label>
            ) : null
          }
        >
          {isImage ? (
            <ImagePreview src={a.url} alt={a.name} issues={issues} showGrid={grid} />
          ) : isVideo ? (
            <VideoPreview src={a.url} frames={a.analysis?.frames ?? []} />
          ) : badge === 'IMG' && a.thumbnailLink ? (
            <ImagePreview src={a.thumbnailLink} alt={a.name} issues={issues} showGrid={grid} />
          ) : (
            <DocumentPreview asset={a} />
          )}
        </PanelSection>

        <PanelSection title="Asset Information">
          <AssetInformation asset={a} />
        </PanelSection>

        <PanelSection title="Scope">
          <AssetScopeEditor campaignId={campaignId} asset={a} />
        </PanelSection>

        <PanelSection title="Compliance Analysis">
          <ComplianceAnalysis asset={a} />
          {steps
            .filter((s) => s.status === 'skipped')
            .map((s) => (
              <p key={s.label} className="rounded-md border border-dashed bg-muted/40 px-3 py-2 text-xs text-muted-foreground" data-testid="skipped-step">
                <span className="font-medium text-foreground">{s.label} skipped</span>: {s.detail || 'this step could not run for this asset'}
              </p>
            ))}
        </PanelSection>

        <PanelSection title={`Compliance Checks (${issues.length})`}>
          {issues.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
              {a.status === 'complete' ? 'No enabled rule applies to this asset.' : 'Checks appear when processing finishes.'}
            </p>
          ) : (
            <div className="space-y-4">
              {CHECK_GROUPS.map((g) => {
                const group = issues.filter((i) => (g.statuses as readonly string[]).includes(i.status))
                if (group.length === 0) return null
                const card = (i: Issue, n: number) => (
                  <CheckCard key={`${a.id}-${i.ruleId || i.rule}-${i.field}-${n}`} campaignId={campaignId} assetId={a.id} issue={i} reviews={a.reviews} boxNumber={markers.get(i)} />
                )
                return (
                  <CheckGroup key={g.title} title={g.title} count={group.length} collapsed={g.collapsed}>
                    {group.map(card)}
                  </CheckGroup>
                )
              })}
            </div>
          )}
        </PanelSection>

        <PanelSection title="Recommendations">
          {recs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No recommendations yet.</p>
          ) : (
            <ul className="space-y-1.5">
              {recs.map((r) => (
                <li key={r} className="flex items-start gap-2 text-sm">
                  <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" /> {r}
                </li>
              ))}
            </ul>
          )}
        </PanelSection>

        <PanelSection title="Detected Information">
          <DetectedInformation asset={a} />
        </PanelSection>

        <PanelSection
          title="Debug Log"
          action={
            <label className="flex items-center gap-2 text-xs text-muted-foreground">
              <TerminalSquare className="size-3.5" aria-hidden="true" /> Show
              <Switch checked={debug} onCheckedChange={setDebug} aria-label="Show debug log" />
            </label>
          }
        >
          {debug ? (
            <div className="space-y-3" data-testid="debug-log">
              <StepChips steps={steps} />
              <ul className="space-y-1 text-xs">
                {steps.map((s) => (
                  <li key={s.label}>
                    <Badge variant="outline" className="mr-1.5">
                      {s.label}
                    </Badge>
                    <span className="text-muted-foreground">{s.detail || s.status}</span>
                  </li>
                ))}
              </ul>
              <pre className="max-h-64 overflow-auto rounded-md bg-muted p-2 font-mono text-[11px] leading-relaxed whitespace-pre-wrap">
                {(a.analysis?.debugLog ?? []).join('\n') || 'No debug output recorded.'}
              </pre>
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">Off. Turn it on to see what each processing step did.</p>
          )}
        </PanelSection>
      </div>
    </>
  )
}
