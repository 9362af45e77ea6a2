import { Loader2 } from 'lucide-react'

/** LoadingScreen is shown while the session is restored. */
export function LoadingScreen({ message = 'Preparing your workspace' }: { message?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background">
      <Loader2 className="size-8 animate-spin text-brand" aria-hidden="true" />
      <p className="text-base font-medium">Loading...</p>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  )
}
