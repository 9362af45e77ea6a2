import { Search, SearchX } from 'lucide-react'
import type * as React from 'react'
import { EmptyState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

export interface ListToolbarProps<F extends string> {
  /** search is the search box's value. */
  search: string
  onSearch: (value: string) => void
  searchPlaceholder: string
  searchLabel: string
  /** filters are the segmented filter buttons; filter is the pressed one. */
  filters: readonly F[]
  filter: F
  onFilter: (value: F) => void
  filterLabel: string
  /** count, when set, is shown at the right, e.g. '3 of 7 rules'. */
  count?: string
  className?: string
  /** children sit after the segmented filter, e.g. a further toggle filter. */
  children?: React.ReactNode
}

/** ListToolbar is the search box, segmented filter and count above a list. */
export function ListToolbar<F extends string>(props: ListToolbarProps<F>) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', props.className)}>
      <div className="relative w-full max-w-sm">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          placeholder={props.searchPlaceholder}
          aria-label={props.searchLabel}
          className="pl-9"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
        />
      </div>
      <div role="group" aria-label={props.filterLabel} className="inline-flex rounded-md border bg-card p-0.5">
        {props.filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={props.filter === f}
            onClick={() => props.onFilter(f)}
            className={cn(
              'h-8 rounded-[5px] px-3 text-sm font-medium capitalize text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              props.filter === f && 'bg-primary text-primary-foreground hover:text-primary-foreground',
            )}
          >
            {f}
          </button>
        ))}
      </div>
      {props.children}
      {props.count ? <span className="ml-auto text-sm text-muted-foreground tabular-nums">{props.count}</span> : null}
    </div>
  )
}

export interface NoMatchesStateProps {
  /** items names what the list holds, e.g. 'campaigns'. */
  items: string
  /** hint says what else to try, e.g. 'Try other words or another severity.' */
  hint: string
  /** onClear empties the search box and resets the filter. */
  onClear: () => void
}

/** NoMatchesState stands in for a list whose search and filter hide every item. */
export function NoMatchesState({ items, hint, onClear }: NoMatchesStateProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No ${items} match your search`}
      description={hint}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  )
}
