import { Layers, TriangleAlert } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { ruleSetLabel, type Contradiction, type RuleSetSummary } from './ruleSets'

/** RuleSetBar chooses the rule set the /rules list shows and says what it is. */
export function RuleSetBar({
  sets,
  loading,
  selected,
  onSelect,
}: {
  sets: readonly RuleSetSummary[]
  loading: boolean
  selected: string
  onSelect: (id: string) => void
}) {
  const current = sets.find((s) => s.id === selected)
  return (
    <Card className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <Layers className="size-5 shrink-0 text-brand" aria-hidden="true" />
      <div className="grid min-w-[min(100%,16rem)] flex-1 gap-0.5">
        <label htmlFor="rule-set-select" className="text-xs text-muted-foreground">
          Rule set
        </label>
        {loading ? (
          <Skeleton className="h-9 w-64" />
        ) : (
          <Select value={selected} onValueChange={onSelect}>
            <SelectTrigger id="rule-set-select" className="max-w-md" aria-label="Rule set">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sets.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.kind === 'profile' ? `Built-in profile: ${s.profile}` : ruleSetLabel(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      {current ? (
        <p className="text-xs text-muted-foreground" data-testid="rule-set-info">
          {current.kind === 'profile'
            ? 'Read-only: a new organization is checked against the spec profile until it changes its own rules.'
            : `${current.enabled} of ${current.ruleCount} rules on · ${current.campaigns.length === 1 ? '1 campaign uses' : `${current.campaigns.length} campaigns use`} it · ${current.versions} version${current.versions === 1 ? '' : 's'} kept`}
          {current.kind === 'organization' && current.profile ? ` · from the built-in ${current.profile} profile` : ''}
        </p>
      ) : null}
    </Card>
  )
}

/** ContradictionsNote lists pairs of enabled rules no asset can pass together. */
export function ContradictionsNote({ items }: { items: readonly Contradiction[] }) {
  if (items.length === 0) return null
  return (
    <div role="alert" className="mb-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-danger">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {items.length} pair{items.length === 1 ? '' : 's'} of rules contradict each other
        <Badge variant="outline" className="ml-1">
          disable one of each pair
        </Badge>
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6 text-foreground/80 [overflow-wrap:anywhere]">
        {items.map((c) => (
          <li key={c.ruleIds.join('|')}>{c.message}</li>
        ))}
      </ul>
    </div>
  )
}
