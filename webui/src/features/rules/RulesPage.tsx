import { AlertOctagon, CheckCircle2, FileText, Info, ListChecks, Loader2, Plus, TriangleAlert, Upload, type LucideIcon } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { toast } from 'sonner'
import { ListToolbar, NoMatchesState } from '@/components/app/list-toolbar'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState, QueryState } from '@/components/app/states'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { ConflictDialog } from '@/components/app/conflict-dialog'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/features/auth/AuthContext'
import { documentPartsInUse } from '@/features/shared/parts'
import { ConfigurationNav } from '@/features/shell/ConfigurationNav'
import { conflictOf } from '@/lib/api'
import { cn } from '@/lib/utils'
import { BrdUploadDialog } from './BrdUploadDialog'
import { filterRules, reviewed, summarizeRules, type ReviewDecision } from './filter'
import { mergeExtractedRules, newCustomRule } from './merge'
import { RuleEditDialog } from './RuleEditDialog'
import { RuleRow } from './RuleRow'
import { ContradictionsNote, RuleSetBar } from './RuleSetBar'
import { ORGANIZATION_RULE_SET, reviewFirst, ruleSetKeys, ruleSetsApi, useReviewSetRules, useRuleSet, useRuleSets, useUpdateSetRule } from './ruleSets'
import { ruleKeys, serverDetail, useRules, useSaveRules, type RuleListChange } from './rulesApi'
import { TraffickingTemplateCard } from './TraffickingTemplateCard'
import { SEVERITY_FILTERS, type BrdRule, type SeverityFilter } from './types'

// Other features import the rule type and the counts from this module.
export type { BrdRule, RuleParams, RuleSource, RuleTestCase } from './types'
export { summarizeRules, type RuleSummary } from './filter'

/** PAGE_SIZE is how many rule rows render at once; long lists grow on demand. */
const PAGE_SIZE = 100

/**
 * RulesPage is the BRD Rules screen (/rules, spec §2): summary counts,
 * search, severity filter, the rule list with toggle, edit, delete and test
 * cases, Add Custom Rule, Upload New BRD and the trafficking template.
 */
export function RulesPage() {
  const { user } = useAuth()
  const qc = useQueryClient()
  const [setId, setSetId] = React.useState(ORGANIZATION_RULE_SET)
  const sets = useRuleSets()
  const details = useRuleSet(setId)
  const setRule = useUpdateSetRule(setId)
  const reviewSet = useReviewSetRules(setId)
  const orgQ = useRules()
  const isOrg = setId === ORGANIZATION_RULE_SET
  const kind = sets.data?.find((x) => x.id === setId)?.kind
  const readOnly = kind === 'profile'
  const q = isOrg ? orgQ : details
  const { save } = useSaveRules()
  const [adding, setAdding] = React.useState<BrdRule | null>(null)
  // A save refused because someone else changed the list: the change to
  // apply again on top of theirs (Overwrite) or to drop (Reload).
  const [conflict, setConflict] = React.useState<{ fn: RuleListChange; reason?: string; current: BrdRule[] } | null>(null)
  const [overwriting, setOverwriting] = React.useState(false)
  const [search, setSearchText] = React.useState('')
  const [severity, setSeverityFilter] = React.useState<SeverityFilter>('all')
  const [editing, setEditing] = React.useState<BrdRule | null>(null)
  const [toDelete, setToDelete] = React.useState<BrdRule | null>(null)
  const [deleting, setDeleting] = React.useState(false)
  const [uploadOpen, setUploadOpen] = React.useState(false)
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(new Set())
  const [limit, setLimit] = React.useState(PAGE_SIZE)
  // A new search or filter starts again from the first page of rows.
  const setSearch = (v: string) => {
    setSearchText(v)
    setLimit(PAGE_SIZE)
  }
  const setSeverity = (v: SeverityFilter) => {
    setSeverityFilter(v)
    setLimit(PAGE_SIZE)
  }
  const [reviewOnly, setReviewOnlyFilter] = React.useState(false)
  const setReviewOnly = (v: boolean) => {
    setReviewOnlyFilter(v)
    setLimit(PAGE_SIZE)
  }
  // The bulk review running now, if any.
  const [bulk, setBulk] = React.useState<ReviewDecision | null>(null)

  const rules = React.useMemo(() => reviewFirst((isOrg ? orgQ.data : details.data?.rules) ?? []), [isOrg, orgQ.data, details.data])
  const summary = summarizeRules(rules)
  const documentParts = React.useMemo(() => documentPartsInUse(rules), [rules])
  const visible = React.useMemo(() => filterRules(rules, severity, search, reviewOnly), [rules, severity, search, reviewOnly])
  const toReview = reviewOnly && !readOnly ? visible : []
  const demo = !user || user.provider === 'demo'

  /**
   * change saves a change of the full list with the optional reason for the
   * audit trail; the server's reason is thrown as the error message. A
   * conflict (someone else changed the list) also opens the conflict dialog.
   */
  const change = React.useCallback(
    async (fn: RuleListChange, reason?: string) => {
      try {
        await save(fn, reason)
      } catch (err) {
        const c = conflictOf<BrdRule[]>(err)
        if (c && Array.isArray(c.current)) setConflict({ fn, reason, current: c.current })
        throw new Error(serverDetail(err))
      } finally {
        // A change makes a new version: its counts and contradictions change.
        void qc.invalidateQueries({ queryKey: ruleSetKeys.all })
      }
    },
    [save, qc],
  )

  function reloadAfterConflict() {
    setConflict(null)
    setEditing(null)
    setToDelete(null)
    void qc.invalidateQueries({ queryKey: ruleKeys.rules })
  }

  /** overwrite applies the refused change again on top of the list as it is now. */
  async function overwrite() {
    if (!conflict) return
    setOverwriting(true)
    qc.setQueryData(ruleKeys.rules, conflict.current)
    try {
      await save(conflict.fn, conflict.reason)
      toast.success('Your change was saved over the other one')
      setConflict(null)
      setEditing(null)
      setToDelete(null)
    } catch (err) {
      const c = conflictOf<BrdRule[]>(err)
      if (c && Array.isArray(c.current)) setConflict({ ...conflict, current: c.current })
      else {
        setConflict(null)
        toast.error('Could not save the rules', { description: serverDetail(err) })
      }
    } finally {
      setOverwriting(false)
    }
  }

  /** quietly saves a change and reports a refusal in a toast. */
  function quietly(fn: RuleListChange, what: string) {
    change(fn).catch((err: Error) => toast.error(`Could not ${what}`, { description: err.message }))
  }

  const replaceRule = (updated: BrdRule): RuleListChange => (cur) => cur.map((r) => (r.id === updated.id ? updated : r))

  // A custom rule is created only when its dialog is saved.
  function addCustomRule() {
    setAdding(newCustomRule(rules))
  }

  /**
   * reviewShown settles every rule the review filter shows (all pages, not
   * only the rows rendered): switched on, or kept off, with the review mark
   * cleared, all or none. The organization's list is one save of the full
   * list, as for a single toggle (one audit entry per rule); a BRD rule set
   * is one review request, which makes one new version of the set.
   */
  async function reviewShown(decision: ReviewDecision) {
    const todo = toReview
    const n = todo.length
    if (n === 0) return
    const done = decision === 'enable' ? 'Switched on' : 'Kept off'
    const plural = `rule${n === 1 ? '' : 's'}`
    setBulk(decision)
    try {
      if (isOrg) {
        const ids = new Set(todo.map((r) => r.id))
        await change((cur) => cur.map((r) => (ids.has(r.id) && r.needsReview ? reviewed(r, decision) : r)), `Reviewed in bulk: ${decision === 'enable' ? 'switched on' : 'kept off'}`)
      } else {
        await reviewSet.mutateAsync({ ruleIds: todo.map((r) => r.id), decision })
      }
      toast.success(`${done} ${n} ${plural}; marked as reviewed`)
    } catch (err) {
      toast.error(`Could not review the ${n} ${plural}: none was changed`, { description: serverDetail(err), duration: Infinity })
    } finally {
      setBulk(null)
    }
  }

  /** changeSetRule changes one rule of a BRD rule set (a new version). */
  async function changeSetRule(ruleId: string, updates: Partial<BrdRule>) {
    try {
      await setRule.mutateAsync({ ruleId, updates })
    } catch (err) {
      throw new Error(serverDetail(err))
    }
  }

  async function confirmDelete(reason: string) {
    if (!toDelete) return
    const r = toDelete
    setDeleting(true)
    try {
      await change((cur) => cur.filter((x) => x.id !== r.id), reason)
      toast.success(`Deleted “${r.rule}”`)
      setToDelete(null)
    } catch (err) {
      toast.error('Could not delete the rule', { description: err instanceof Error ? err.message : String(err) })
    } finally {
      setDeleting(false)
    }
  }

  function toggleExpanded(id: string) {
    setExpanded((cur) => {
      const next = new Set(cur)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <>
      <PageHeader
        title="BRD Rules"
        documentTitle="Configuration"
        description="The compliance rules your assets are checked against, extracted from your BRD."
        actions={
          <>
            <Button variant="outline" onClick={addCustomRule} disabled={!q.isSuccess || !isOrg} title={isOrg ? undefined : 'Custom rules are added to the organization’s rule set'}>
              <Plus /> Add Custom Rule
            </Button>
            <Button variant="brand" onClick={() => setUploadOpen(true)} disabled={!q.isSuccess}>
              <Upload /> Upload New BRD
            </Button>
          </>
        }
      />
      <ConfigurationNav />

      {demo ? (
        <div role="note" className="mb-4 flex items-center gap-2 rounded-lg border border-warning/30 bg-warning/10 px-4 py-2.5 text-sm text-[oklch(0.45_0.11_70)]">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">Demo mode.</span> You are not logged in: rules you upload or change here are saved to your private demo sandbox, deleted after 24 hours.
          </span>
        </div>
      ) : null}

      <RuleSetBar sets={sets.data ?? []} loading={sets.isPending} selected={setId} onSelect={setSetId} />
      <ContradictionsNote items={details.data?.contradictions ?? []} />

      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Total" value={summary.total} icon={ListChecks} loading={q.isPending} />
        <Stat label="Enabled" value={summary.enabled} icon={CheckCircle2} tone="text-success" loading={q.isPending} />
        <Stat label="Critical" value={summary.critical} icon={AlertOctagon} tone="text-danger" loading={q.isPending} />
        <Stat label="Warning" value={summary.warning} icon={TriangleAlert} tone="text-[oklch(0.55_0.13_70)]" loading={q.isPending} />
        <Stat label="Minor" value={summary.minor} icon={Info} tone="text-muted-foreground" loading={q.isPending} />
        <Stat label="Info" value={summary.info} icon={Info} tone="text-slate-500" loading={q.isPending} />
      </div>

      <ListToolbar
        className="mb-4"
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Search rules, fields, BRD quotes…"
        searchLabel="Search rules"
        filters={SEVERITY_FILTERS}
        filter={severity}
        onFilter={setSeverity}
        filterLabel="Filter by severity"
        count={q.isSuccess && rules.length > 0 ? `${visible.length} of ${rules.length} rule${rules.length === 1 ? '' : 's'}` : undefined}
      >
        {summary.needsReview > 0 || reviewOnly ? (
          <button
            type="button"
            aria-pressed={reviewOnly}
            onClick={() => setReviewOnly(!reviewOnly)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              reviewOnly ? 'border-warning bg-warning/15 text-[oklch(0.4_0.11_70)]' : 'bg-card text-muted-foreground hover:text-foreground',
            )}
          >
            <TriangleAlert className="size-4" aria-hidden="true" />
            Needs review
            <span className="rounded bg-muted px-1.5 text-xs tabular-nums" data-testid="rules-count-needs-review">
              {summary.needsReview}
            </span>
          </button>
        ) : null}
      </ListToolbar>

      {toReview.length > 0 ? (
        <div
          role="region"
          aria-label="Review the rules shown"
          className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warning/30 bg-warning/10 px-4 py-2.5 text-sm"
        >
          <span className="mr-auto">
            <span className="font-medium">
              {toReview.length} rule{toReview.length === 1 ? '' : 's'} shown need{toReview.length === 1 ? 's' : ''} review.
            </span>{' '}
            <span className="text-muted-foreground">Narrow them with search or severity, then settle them at once.</span>
          </span>
          <Button size="sm" variant="brand" disabled={bulk !== null} onClick={() => void reviewShown('enable')}>
            {bulk === 'enable' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 />}
            Switch on {toReview.length}
          </Button>
          <Button size="sm" variant="outline" disabled={bulk !== null} onClick={() => void reviewShown('keep-off')}>
            {bulk === 'keep-off' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Keep off, mark reviewed
          </Button>
        </div>
      ) : null}

      <QueryState
        query={q}
        loading={
          <Card className="divide-y" aria-busy="true" aria-label="Loading rules">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="flex gap-4 px-5 py-4">
                <Skeleton className="h-5 w-9 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-1/2" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
              </div>
            ))}
          </Card>
        }
        errorTitle="Could not load the rules"
        isEmpty={rules.length === 0}
        empty={
          <EmptyState
            icon={FileText}
            title="No rules yet — upload a BRD or add a custom rule"
            description="Upload your business requirements document (PDF, DOC or DOCX) and pharmaops extracts parameterised rules from its requirement sentences, each traced to the sentence it came from."
            action={
              <div className="flex gap-2">
                <Button variant="brand" onClick={() => setUploadOpen(true)}>
                  <Upload /> Upload New BRD
                </Button>
                <Button variant="outline" onClick={addCustomRule}>
                  <Plus /> Add Custom Rule
                </Button>
              </div>
            }
          />
        }
      >
        {() => (
  visible.length === 0 ? (
          <NoMatchesState
            items="rules"
            hint={reviewOnly ? 'No rule shown needs review. Try other words, another severity, or clear the filters.' : 'Try other words or another severity.'}
            onClear={() => {
              setSearch('')
              setSeverity('all')
              setReviewOnly(false)
            }}
          />
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y" aria-label="Rules">
              {visible.slice(0, limit).map((r) => (
                <RuleRow
                  key={r.id}
                  rule={r}
                  expanded={expanded.has(r.id)}
                  onToggleExpanded={() => toggleExpanded(r.id)}
                  readOnly={readOnly}
                  onToggleEnabled={(enabled) =>
                    isOrg
                      ? // Switching a rule on is a person's review of it, as on the server.
                        quietly(replaceRule(enabled ? reviewed(r, 'enable') : { ...r, enabled }), enabled ? 'enable the rule' : 'disable the rule')
                      : changeSetRule(r.id, { enabled }).catch((err: Error) => toast.error('Could not change the rule', { description: err.message }))
                  }
                  onEdit={readOnly ? undefined : () => setEditing(r)}
                  onDelete={isOrg ? () => setToDelete(r) : undefined}
                  onSaveTests={
                    readOnly ? undefined : isOrg ? (tests) => change((cur) => cur.map((x) => (x.id === r.id ? { ...x, tests } : x))) : (tests) => changeSetRule(r.id, { tests })
                  }
                />
              ))}
            </ul>
            {visible.length > limit ? (
              <div className="flex items-center justify-center gap-3 border-t px-5 py-3 text-sm text-muted-foreground">
                Showing {limit} of {visible.length}
                <Button size="sm" variant="outline" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
                  Show {Math.min(PAGE_SIZE, visible.length - limit)} more
                </Button>
              </div>
            ) : null}
          </Card>
        )
        )}
      </QueryState>

      <div className="mt-6">
        <TraffickingTemplateCard />
      </div>

      <RuleEditDialog
        rule={editing}
        documentParts={documentParts}
        onClose={() => setEditing(null)}
        onSave={async (updated, reason) => {
          // Only the fields the modal edits change: a toggle or test case saved meanwhile stays.
          const { rule, description, severity: sev, section, field, channel, params } = updated
          if (isOrg) await change((cur) => cur.map((r) => (r.id === updated.id ? { ...r, rule, description, severity: sev, section, field, channel, params } : r)), reason)
          // A PUT leaves a field it does not name as it was: parameters all removed (the last part, say) are sent empty.
          else await changeSetRule(updated.id, { rule, description, severity: sev, section, field, channel, params: params ?? (editing?.params ? {} : undefined) })
          toast.success(`Saved “${updated.rule}”`)
        }}
      />

      <RuleEditDialog
        rule={adding}
        adding
        documentParts={documentParts}
        onClose={() => setAdding(null)}
        onSave={async (created, reason) => {
          await change((cur) => [...cur, created], reason)
          setSearch('')
          setSeverity('all')
          setReviewOnly(false)
          toast.success(`Added “${created.rule}”`)
        }}
      />

      <BrdUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        current={isOrg ? rules : []}
        onApply={async (extracted, target) => {
          if (!target) return change((cur) => mergeExtractedRules(cur, extracted))
          try {
            const res = await ruleSetsApi.saveVersion({ ...target, rules: extracted })
            await qc.invalidateQueries({ queryKey: ruleSetKeys.all })
            setSetId(res.ruleSet.id)
          } catch (err) {
            throw new Error(serverDetail(err))
          }
        }}
      />

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete rule"
        description={
          <>
            Are you sure you want to delete this rule? Assets are no longer checked against it.
            {toDelete ? <span className="mt-1 block font-medium text-foreground">{toDelete.rule}</span> : null}
          </>
        }
        pending={deleting}
        askReason
        onClose={() => setToDelete(null)}
        onConfirm={(reason) => void confirmDelete(reason)}
      />

      <ConflictDialog open={conflict !== null} what="The rule list" pending={overwriting} onReload={reloadAfterConflict} onOverwrite={() => void overwrite()} />
    </>
  )
}

function Stat({ label, value, icon: Icon, tone, loading }: { label: string; value: number; icon: LucideIcon; tone?: string; loading: boolean }) {
  return (
    <Card className="flex items-center gap-3 px-4 py-3">
      <Icon className={cn('size-5', tone ?? 'text-brand')} aria-hidden="true" />
      <div>
        <div className="text-xs text-muted-foreground">{label}</div>
        {loading ? <Skeleton className="mt-1 h-5 w-8" /> : <div className="text-lg font-semibold tabular-nums" data-testid={`rules-count-${label.toLowerCase()}`}>{value}</div>}
      </div>
    </Card>
  )
}
