import { ChevronDown, FlaskConical, Pencil, Trash2, TriangleAlert } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { HistoryButton } from '@/features/audit/HistoryDialog'
import { cn } from '@/lib/utils'
import { RuleParamChips, RuleSourceQuote } from './RuleDetails'
import { RuleTests } from './RuleTests'
import { SeverityBadge } from './severity'
import type { BrdRule, RuleTestCase } from './types'

/** RuleRowProps are the props of RuleRow. */
export interface RuleRowProps {
  rule: BrdRule
  expanded: boolean
  onToggleExpanded: () => void
  onToggleEnabled: (enabled: boolean) => void
  /** onEdit, onDelete and onSaveTests are left out where the rule cannot be changed that way (a built-in profile). */
  onEdit?: () => void
  onDelete?: () => void
  onSaveTests?: (tests: RuleTestCase[]) => Promise<void>
  /** readOnly disables the toggle (built-in profiles). */
  readOnly?: boolean
}

/** RuleRow is one rule of the list: toggle, title, badges, parameters, BRD quote, actions and its test section. */
export function RuleRow({ rule, expanded, onToggleExpanded, onToggleEnabled, onEdit, onDelete, onSaveTests, readOnly = false }: RuleRowProps) {
  const tests = rule.tests?.length ?? 0
  const testsId = `rule-tests-${rule.id}`
  return (
    <li className={cn('group', !rule.enabled && 'bg-muted/30')} data-rule-id={rule.id} aria-label={rule.rule}>
      {/* Below lg the actions sit under the text: beside it they left a long title a sliver of the row. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2 px-5 py-3.5 lg:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="flex flex-col items-center gap-1 pt-0.5">
          <Switch checked={rule.enabled} disabled={readOnly} onCheckedChange={onToggleEnabled} aria-label={`${rule.enabled ? 'Disable' : 'Enable'} ${rule.rule}`} />
          <span className={cn('text-[10px] font-medium', rule.enabled ? 'text-success' : 'text-muted-foreground')}>{rule.enabled ? 'On' : 'Off'}</span>
        </div>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className={cn('font-medium [overflow-wrap:anywhere]', !rule.enabled && 'text-muted-foreground')}>{rule.rule}</span>
            <SeverityBadge severity={rule.severity} />
            {rule.isCustom ? <Badge variant="brand">Custom</Badge> : null}
            {rule.needsReview ? (
              <Badge variant="warning">
                <TriangleAlert aria-hidden="true" /> Needs review
              </Badge>
            ) : null}
          </div>
          {rule.needsReview && rule.reviewReason ? (
            <p className="rounded-md border border-warning/30 bg-warning/10 px-2 py-1 text-xs text-[oklch(0.45_0.11_70)]" data-testid="review-reason">
              {rule.reviewReason}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span>{rule.section || 'No section'}</span>
            <span aria-hidden="true">·</span>
            <span className="font-mono">{rule.field || '—'}</span>
            <span aria-hidden="true">·</span>
            <span>{rule.channel || 'All'}</span>
          </div>
          {rule.description && rule.description !== rule.source?.quote ? <p className="line-clamp-2 text-sm text-muted-foreground">{rule.description}</p> : null}
          <RuleParamChips rule={rule} />
          <RuleSourceQuote rule={rule} />
        </div>
        <div className="col-start-2 -ml-2 flex flex-wrap items-center gap-1 lg:col-start-auto lg:ml-0">
          {onSaveTests ? (
            <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={testsId} onClick={onToggleExpanded}>
              <FlaskConical /> Tests
              <span className="rounded bg-muted px-1 text-[11px] tabular-nums">{tests}</span>
              <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
            </Button>
          ) : null}
          <HistoryButton type="rule" id={rule.id} name={rule.rule} iconOnly />
          {onEdit ? (
            <Button size="icon-sm" variant="ghost" aria-label={`Edit ${rule.rule}`} onClick={onEdit}>
              <Pencil />
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="icon-sm" variant="ghost" aria-label={`Delete ${rule.rule}`} onClick={onDelete} className="hover:text-danger">
              <Trash2 />
            </Button>
          ) : null}
        </div>
      </div>
      {expanded && onSaveTests ? (
        <div id={testsId}>
          <RuleTests rule={rule} onSaveTests={onSaveTests} />
        </div>
      ) : null}
    </li>
  )
}
