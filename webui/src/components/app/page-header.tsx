import * as React from 'react'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { cn } from '@/lib/utils'

/** PageHeaderProps are the props of PageHeader. */
export interface PageHeaderProps {
  title: string
  description?: React.ReactNode
  actions?: React.ReactNode
  /** documentTitle overrides the browser tab title (defaults to title). */
  documentTitle?: string
  className?: string
}

/** PageHeader renders a page's heading row and sets document.title. */
export function PageHeader({ title, description, actions, documentTitle, className }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="min-w-0 flex-1 basis-64 [overflow-wrap:anywhere]">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}
