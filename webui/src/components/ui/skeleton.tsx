import * as React from 'react'
import { cn } from '@/lib/utils'

/** Skeleton is a pulsing placeholder shown while content loads. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
}
