import * as React from 'react'
import { cn } from '@/lib/utils'

/** Card is a bordered surface that groups related content. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={cn('rounded-xl border bg-card text-card-foreground shadow-xs', className)} {...props} />
}

/** CardHeader holds a card's title and description. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-5 pt-5', className)} {...props} />
}

/** CardTitle is a card's heading. */
export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  return <h3 data-slot="card-title" className={cn('text-base leading-none font-semibold', className)} {...props} />
}

/** CardDescription is a card's secondary text. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

/** CardContent is a card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5 py-5', className)} {...props} />
}

/** CardFooter is a card's bottom row of actions. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5 pb-5', className)} {...props} />
}
