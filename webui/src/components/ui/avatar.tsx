import { Avatar as AvatarPrimitive } from 'radix-ui'
import * as React from 'react'
import { cn } from '@/lib/utils'

/** Avatar shows a user's picture, falling back to their initial. */
export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return <AvatarPrimitive.Root className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)} {...props} />
}

/** AvatarImage is the picture of an Avatar. */
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image className={cn('aspect-square size-full object-cover', className)} {...props} />
}

/** AvatarFallback is shown while the picture loads or when there is none. */
export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn('flex size-full items-center justify-center rounded-full bg-brand text-xs font-semibold text-brand-foreground uppercase', className)}
      {...props}
    />
  )
}
