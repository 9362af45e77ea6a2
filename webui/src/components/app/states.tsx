import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** EmptyStateProps are the props of EmptyState. */
export interface EmptyStateProps {
  icon: LucideIcon
  title: string
  description?: React.ReactNode
  action?: React.ReactNode
  className?: string
}

/** EmptyState explains why a list is empty and offers the next action. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-14 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-base font-semibold">{title}</h2>
      {description ? <p className="mt-1 max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}

/** ErrorStateProps are the props of ErrorState. */
export interface ErrorStateProps {
  title?: string
  error?: unknown
  onRetry?: () => void
  className?: string
}

/** errorMessage returns a readable message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}

/** ErrorState reports a failed load with the cause and a Retry button. */
export function ErrorState({ title = 'Something went wrong', error, onRetry, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center rounded-xl border border-danger/30 bg-danger/5 px-6 py-12 text-center', className)}>
      <AlertTriangle className="mb-3 size-8 text-danger" aria-hidden="true" />
      <h2 className="text-base font-semibold">{title}</h2>
      {error !== undefined ? <p className="mt-1 max-w-lg text-sm [overflow-wrap:anywhere] text-muted-foreground">{errorMessage(error)}</p> : null}
      {onRetry ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCw /> Retry
        </Button>
      ) : null}
    </div>
  )
}

/** QueryLike is what QueryState reads of a TanStack Query result. */
export interface QueryLike {
  isPending: boolean
  isError: boolean
  error: unknown
  data?: unknown
  refetch: () => unknown
}

/** QueryStateProps are the props of QueryState. */
export interface QueryStateProps<Q extends QueryLike> {
  /** query is the TanStack Query result the view draws. */
  query: Q
  /** loading is drawn until the first answer (a skeleton of the content). */
  loading: React.ReactNode
  /** errorTitle heads the ErrorState drawn when the query failed, with Retry. */
  errorTitle: string
  /** errorClassName is passed to that ErrorState. */
  errorClassName?: string
  /** isEmpty says the answer holds nothing to draw: empty is drawn instead. */
  isEmpty?: boolean
  empty?: React.ReactNode
  /** children draws the answer; a function, so it runs only once there is one. */
  children: (data: Exclude<Q['data'], undefined>) => React.ReactNode
}

/**
 * QueryState is the one scaffold of a view over a query: the loading
 * skeleton, then the error with Retry, the empty state, or the content.
 */
export function QueryState<Q extends QueryLike>({ query, loading, errorTitle, errorClassName, isEmpty, empty, children }: QueryStateProps<Q>) {
  if (query.isPending) return <>{loading}</>
  if (query.isError) return <ErrorState className={errorClassName} title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  if (isEmpty && empty !== undefined) return <>{empty}</>
  // Neither pending nor failed: TanStack Query has the answer in data.
  return <>{children(query.data as Exclude<Q['data'], undefined>)}</>
}
