import { cn } from '@/lib/utils'

/** BrandMark is the product logo and name. */
export function BrandMark({ inverted = false, compact = false, className }: { inverted?: boolean; compact?: boolean; className?: string }) {
  return (
    <div className={cn('relative flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : 'var(--brand)'} />
        <path d="M10 22V10h6.5a4 4 0 0 1 0 8H10" fill="none" stroke={inverted ? 'oklch(0.27 0.06 225)' : '#fff'} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="22" cy="22" r="2.2" fill={inverted ? 'oklch(0.27 0.06 225)' : '#fff'} />
      </svg>
      {compact ? null : (
        <span className="leading-tight">
          <span className={cn('block text-[15px] font-semibold tracking-tight', inverted ? 'text-white' : 'text-foreground')}>PharmaOps</span>
          <span className={cn('block text-[11px]', inverted ? 'text-white/60' : 'text-muted-foreground')}>Creative Operations</span>
        </span>
      )}
    </div>
  )
}
