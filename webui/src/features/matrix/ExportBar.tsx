import { FileCode2, FileSpreadsheet, FileText, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api'
import { fetchFile, openBlobInTab, saveBlob } from './download'
import type { ExportFormat } from './types'

/** EXCEL_EXPORT_ERROR is the spec's message when the Excel export fails (§8). */
export const EXCEL_EXPORT_ERROR = 'Failed to export Excel file. Please try CSV format.'

/** ExportBarProps are the props of ExportBar. */
export interface ExportBarProps {
  campaignId: string
  campaignName?: string
  assetCount: number
  /** beforeExport runs first (e.g. saves pending edits) so the export has them. */
  beforeExport?: () => Promise<void>
}

const FORMATS: { format: ExportFormat; label: string; icon: typeof FileText }[] = [
  { format: 'csv', label: 'CSV', icon: FileText },
  { format: 'html', label: 'HTML Preview', icon: FileCode2 },
  { format: 'xlsx', label: 'Excel', icon: FileSpreadsheet },
]

/** exportPath is the matrix export URL of a campaign and format. */
export function exportPath(campaignId: string, format: ExportFormat): string {
  return `/api/campaigns/${encodeURIComponent(campaignId)}/matrix/export?format=${format}`
}

/** fallbackExportName is the spec's file name when the server sends none: {campaign}_matrix.{ext}, as the server spells it. */
export function fallbackExportName(campaignName: string | undefined, format: ExportFormat): string {
  const base = (campaignName ?? '')
    .trim()
    .replace(/[/\\:*?"<>|\p{Cc}]/gu, '_')
    .replace(/\s/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
  return `${base.replace(/[_ ]/g, '') ? base : 'BRD Campaign'}_matrix.${format}`
}

/** ExportBar downloads the matrix as CSV, HTML (opened in a new tab) or Excel. */
export function ExportBar({ campaignId, campaignName, assetCount, beforeExport }: ExportBarProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const disabled = assetCount === 0 || busy !== null

  const run = async (format: ExportFormat) => {
    // Open the tab synchronously with the click so pop-up blockers allow it.
    const tab = format === 'html' ? window.open('', '_blank') : null
    setBusy(format)
    try {
      try {
        await beforeExport?.()
      } catch (err) {
        tab?.close()
        toast.error(`Fix the matrix before exporting: ${err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : String(err)}`)
        return
      }
      const file = await fetchFile(exportPath(campaignId, format), fallbackExportName(campaignName, format))
      if (format === 'html') {
        openBlobInTab(tab, file.blob, file.fileName)
      } else {
        saveBlob(file.blob, file.fileName)
        toast.success(`Downloaded ${file.fileName}`)
      }
    } catch (err) {
      tab?.close()
      if (format === 'xlsx') {
        toast.error(EXCEL_EXPORT_ERROR)
      } else {
        const msg = err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : String(err)
        toast.error(`Export failed: ${msg}`)
      }
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium">Export matrix</p>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {assetCount === 0 ? 'Add assets to enable export' : busy ? 'Generating export...' : 'Download the creative matrix for ad-ops.'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export matrix">
        {FORMATS.map(({ format, label, icon: Icon }) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            disabled={disabled}
            title={assetCount === 0 ? 'Add assets to enable export' : undefined}
            onClick={() => void run(format)}
          >
            {busy === format ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
            {busy === format ? 'Generating export...' : label}
          </Button>
        ))}
      </div>
    </div>
  )
}
