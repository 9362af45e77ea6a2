import { AlertTriangle, RotateCw } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'

interface State {
  error: Error | null
}

/**
 * ErrorBoundary catches a crash while rendering a page and shows a calm
 * message with a reload action instead of a blank screen.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Unexpected error while rendering', error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
        <AlertTriangle className="size-10 text-danger" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="max-w-md text-sm text-muted-foreground">
          This page ran into an unexpected error: {this.state.error.message}. Reloading usually helps; your saved work is on the server.
        </p>
        <Button variant="outline" className="mt-2" onClick={() => window.location.reload()}>
          <RotateCw /> Reload
        </Button>
      </div>
    )
  }
}
