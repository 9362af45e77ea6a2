import { FileText, Loader2, TriangleAlert, UploadCloud } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useCampaigns } from '@/features/campaigns/campaignApi'
import { cn } from '@/lib/utils'
import { BRD_ACCEPT, checkBrdDrop } from './drop'
import { mergeCounts } from './merge'
import { formatSize } from '@/lib/format'
import { RuleParamChips, RuleSourceQuote } from './RuleDetails'
import { ContradictionsNote } from './RuleSetBar'
import { reviewFirst } from './ruleSets'
import { isUploadFailure, rulesApi, serverDetail, type BrdParseAnswer } from './rulesApi'
import { SeverityBadge } from './severity'
import type { BrdRule } from './types'

/** BrdUploadDialogProps are the props of BrdUploadDialog. */
export interface BrdUploadDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** current is the rule list the extracted rules will be merged into. */
  current: readonly BrdRule[]
  /**
   * onApply saves the reviewed rules: merged into the organization's list
   * without a target, or as a new version of the campaign's rule set. A
   * rejection keeps the dialog open.
   */
  onApply: (extracted: BrdRule[], target?: BrdTarget) => Promise<void>
}

/** BrdTarget is the campaign a BRD is for: it becomes the next version of the campaign's BRD rule set, or a new one named after its brand. */
export interface BrdTarget {
  campaignId: string
  document: string
}

const ORGANIZATION = '__organization__'

type Phase = { kind: 'idle' } | { kind: 'processing'; file: File } | { kind: 'done'; file: File; answer: BrdParseAnswer }

/**
 * BrdUploadDialog takes a BRD by drag-and-drop or the file picker, sends it
 * to POST /api/brd/parse with a spinner, lists the extracted rules and
 * applies them (spec §2).
 */
export function BrdUploadDialog({ open, onOpenChange, current, onApply }: BrdUploadDialogProps) {
  const [phase, setPhase] = React.useState<Phase>({ kind: 'idle' })
  const [problem, setProblem] = React.useState<string | null>(null)
  const [dragging, setDragging] = React.useState(false)
  const [applying, setApplying] = React.useState(false)
  const [campaignId, setCampaignId] = React.useState(ORGANIZATION)
  const campaigns = useCampaigns()
  const inputRef = React.useRef<HTMLInputElement>(null)
  const abortRef = React.useRef<AbortController | null>(null)

  function reset() {
    abortRef.current?.abort()
    abortRef.current = null
    setPhase({ kind: 'idle' })
    setProblem(null)
    setDragging(false)
    setApplying(false)
  }

  function close() {
    reset()
    onOpenChange(false)
  }

  async function upload(file: File) {
    abortRef.current?.abort()
    const ctrl = new AbortController()
    abortRef.current = ctrl
    setProblem(null)
    setPhase({ kind: 'processing', file })
    try {
      const answer = await rulesApi.parseBrd(file, ctrl.signal)
      if (ctrl.signal.aborted) return
      setPhase({ kind: 'done', file, answer })
    } catch (err) {
      if (ctrl.signal.aborted) return
      // The extracted rules are cleared on failure (spec §8). The error is
      // shown once, inline in the dialog the user is looking at, not also as a toast.
      setPhase({ kind: 'idle' })
      const detail = serverDetail(err)
      if (isUploadFailure(err) || detail.startsWith('Failed to upload BRD file')) {
        const rest = detail.replace(/^Failed to upload BRD file:?\s*/, '')
        setProblem(`Failed to upload BRD file${rest ? `: ${rest}` : ''}`)
      } else {
        const rest = detail.replace(/^Failed to process BRD( file)?:?\s*/, '')
        setProblem(`Failed to process BRD${rest ? `: ${rest}` : ''}`)
      }
    }
  }

  function onDrop(e: React.DragEvent) {
    e.preventDefault()
    setDragging(false)
    const file = e.dataTransfer.files?.[0]
    if (!file) return
    const verdict = checkBrdDrop(file)
    if (!verdict.ok) {
      setProblem(verdict.reason ?? 'This file was not accepted')
      return
    }
    void upload(file)
  }

  async function apply() {
    if (phase.kind !== 'done') return
    setApplying(true)
    try {
      await onApply(phase.answer.rules, target(phase.file.name))
      toast.success(phase.answer.message)
      close()
    } catch (err) {
      setProblem(`Could not save the rules: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      setApplying(false)
    }
  }

  /** target is where the rules go: the chosen campaign's rule set (its next version, or a new set), or the organization's list. */
  function target(document: string): BrdTarget | undefined {
    return campaignId === ORGANIZATION ? undefined : { campaignId, document }
  }

  const rules = phase.kind === 'done' ? reviewFirst(phase.answer.rules) : []
  const flagged = rules.filter((r) => r.needsReview).length
  const counts = mergeCounts(current, rules)
  const existing = new Set(current.map((r) => r.id))

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className={cn('flex max-h-[90vh] flex-col', phase.kind === 'done' ? 'sm:max-w-3xl' : 'sm:max-w-xl')}>
        <DialogHeader>
          <DialogTitle>Upload New BRD</DialogTitle>
          <DialogDescription>
            {phase.kind === 'done'
              ? `Review the rules extracted from ${phase.file.name}, then apply them to your rule list.`
              : 'Rules are extracted from the requirement sentences of your business requirements document.'}
          </DialogDescription>
        </DialogHeader>

        {phase.kind === 'idle' ? (
          <div
            onDragOver={(e) => {
              e.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="brd-drop-zone"
            className={cn(
              'flex flex-col items-center justify-center rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors',
              dragging ? 'border-brand bg-brand-soft' : 'border-border bg-muted/30',
            )}
          >
            <UploadCloud className="mb-3 size-9 text-brand" aria-hidden="true" />
            <p className="font-medium">Drag and drop your BRD here</p>
            <p className="mt-1 text-xs text-muted-foreground">PDF, DOC or DOCX, up to 50 MB</p>
            <Button variant="outline" className="mt-4" onClick={() => inputRef.current?.click()}>
              <FileText /> Choose file
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept={BRD_ACCEPT}
              className="sr-only"
              aria-label="BRD file"
              tabIndex={-1}
              onChange={(e) => {
                const f = e.target.files?.[0]
                e.target.value = ''
                if (f) void upload(f)
              }}
            />
          </div>
        ) : null}

        {phase.kind === 'processing' ? (
          <div className="flex flex-col items-center justify-center gap-3 py-12 text-center" role="status" aria-live="polite">
            <Loader2 className="size-8 animate-spin text-brand" aria-hidden="true" />
            <p className="font-medium">Processing BRD…</p>
            <p className="text-xs text-muted-foreground">
              Reading {phase.file.name} ({formatSize(phase.file.size)}) and extracting its requirements
            </p>
          </div>
        ) : null}

        {phase.kind === 'done' ? (
          <>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="font-medium">
                {rules.length} rule{rules.length === 1 ? '' : 's'} found
              </span>
              {phase.answer.stats ? (
                <span className="text-muted-foreground">
                  {phase.answer.stats.pages} page{phase.answer.stats.pages === 1 ? '' : 's'} · {phase.answer.stats.requirements} requirement
                  {phase.answer.stats.requirements === 1 ? '' : 's'}
                </span>
              ) : null}
              {campaignId === ORGANIZATION ? (
                <span className="text-muted-foreground">
                  {counts.added} new · {counts.replaced} already in your list
                </span>
              ) : null}
              {flagged > 0 ? (
                <Badge variant="warning">
                  <TriangleAlert aria-hidden="true" /> {flagged} need{flagged === 1 ? 's' : ''} review
                </Badge>
              ) : null}
            </div>
            <div className="grid gap-1.5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-3">
              <Label htmlFor="brd-target">Apply to</Label>
              <Select value={campaignId} onValueChange={setCampaignId}>
                <SelectTrigger id="brd-target" aria-label="Apply to">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ORGANIZATION}>The organization’s rules (every campaign without a rule set)</SelectItem>
                  {(campaigns.data ?? []).map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      Campaign: {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <ContradictionsNote items={phase.answer.contradictions ?? []} />
            {phase.answer.warnings?.length ? (
              <ul className="rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-xs text-[oklch(0.45_0.11_70)]">
                {phase.answer.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : null}
            <ul className="-mx-1 min-h-0 flex-1 divide-y overflow-y-auto rounded-lg border" aria-label="Extracted rules">
              {rules.length === 0 ? (
                <li className="px-4 py-8 text-center text-sm text-muted-foreground">
                  No requirement sentences were found in this document.
                </li>
              ) : (
                rules.map((r) => (
                  <li key={r.id} className={cn('grid gap-1.5 px-4 py-3', r.needsReview && 'bg-warning/5')} data-needs-review={r.needsReview ? 'true' : undefined}>
                    <div className="flex flex-wrap items-center gap-2">
                      <SeverityBadge severity={r.severity} />
                      <span className="font-medium [overflow-wrap:anywhere]">{r.rule}</span>
                      <span className="font-mono text-xs text-muted-foreground">{r.field}</span>
                      {r.needsReview ? (
                        <Badge variant="warning" className="ml-auto">
                          <TriangleAlert aria-hidden="true" /> Needs review · off
                        </Badge>
                      ) : campaignId !== ORGANIZATION ? null : existing.has(r.id) ? (
                        <Badge variant="outline" className="ml-auto">
                          Updates existing
                        </Badge>
                      ) : (
                        <Badge variant="brand" className="ml-auto">
                          New
                        </Badge>
                      )}
                    </div>
                    {r.needsReview && r.reviewReason ? <p className="text-xs font-medium text-[oklch(0.45_0.11_70)]">{r.reviewReason}</p> : null}
                    <RuleParamChips rule={r} />
                    <RuleSourceQuote rule={r} highlight={r.needsReview} />
                  </li>
                ))
              )}
            </ul>
          </>
        ) : null}

        {problem ? (
          <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={applying}>
            Cancel
          </Button>
          {phase.kind === 'done' ? (
            <Button variant="brand" onClick={() => void apply()} disabled={applying || rules.length === 0}>
              {applying ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {campaignId === ORGANIZATION ? `Apply ${rules.length} rule${rules.length === 1 ? '' : 's'}` : `Save as the campaign’s rule set`}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
