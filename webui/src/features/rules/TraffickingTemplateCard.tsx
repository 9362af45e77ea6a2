import { useQueryClient } from '@tanstack/react-query'
import { FileSpreadsheet, Loader2, RotateCw } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isUploadFailure, ruleKeys, rulesApi, serverDetail, useTraffickingHeaders } from './rulesApi'

/** TRAFFICKING_ACCEPT is the trafficking template picker's accept list. */
export const TRAFFICKING_ACCEPT = '.xlsx,.csv'

/**
 * TraffickingTemplateCard uploads a trafficking template (.xlsx, .csv),
 * reads its column headers and saves them as the organization's trafficking
 * headers (spec §2: available from the rules area).
 */
export function TraffickingTemplateCard() {
  const q = useTraffickingHeaders()
  const qc = useQueryClient()
  const [busy, setBusy] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)

  async function upload(file: File) {
    setBusy(true)
    setProblem(null)
    let headers: string[]
    try {
      headers = await rulesApi.parseTrafficking(file)
    } catch (err) {
      const detail = serverDetail(err)
      const upload = isUploadFailure(err) || detail.startsWith('Failed to upload trafficking file')
      const title = upload ? 'Failed to upload trafficking file' : 'Failed to process trafficking file'
      const rest = detail.replace(/^Failed to (upload|process) trafficking file:?\s*/, '')
      setProblem(rest ? `${title}: ${rest}` : title)
      toast.error(title, { description: rest || undefined })
      setBusy(false)
      return
    }
    toast.success(`Trafficking matrix processed! Found ${headers.length} fields.`)
    try {
      const saved = await rulesApi.saveTraffickingHeaders(headers)
      qc.setQueryData(ruleKeys.traffickingHeaders, saved)
    } catch (err) {
      const detail = serverDetail(err)
      setProblem(`Could not save the headers: ${detail}`)
      toast.error('Could not save the trafficking headers', { description: detail })
    } finally {
      setBusy(false)
    }
  }

  const headers = q.data ?? []
  return (
    <Card className="p-5" aria-labelledby="trafficking-template-title">
      <div className="flex flex-wrap items-start gap-3">
        <FileSpreadsheet className="mt-0.5 size-5 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="trafficking-template-title" className="text-sm font-semibold">
            Trafficking template
          </h2>
          <p className="mt-0.5 text-xs text-muted-foreground">
            Upload your trafficking sheet (.xlsx or .csv); its column headers become the columns of every trafficking export.
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileSpreadsheet />}
          {busy ? 'Processing…' : 'Upload template'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={TRAFFICKING_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Trafficking template file"
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            if (f) void upload(f)
          }}
        />
      </div>
      <div className="mt-3">
        {q.isPending ? (
          <div className="flex gap-1.5">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-20" />
            ))}
          </div>
        ) : q.isError ? (
          <p className="flex items-center gap-2 text-xs text-danger" role="alert">
            Could not load the trafficking headers.
            <Button size="sm" variant="ghost" onClick={() => void q.refetch()}>
              <RotateCw /> Retry
            </Button>
          </p>
        ) : (
          <>
            <div className="mb-1.5 text-xs text-muted-foreground">
              Current headers <span className="tabular-nums">({headers.length})</span>
            </div>
            <ul className="flex flex-wrap gap-1.5" aria-label="Trafficking headers">
              {headers.map((h, i) => (
                <li key={`${i}-${h}`} className="rounded border bg-muted/50 px-1.5 py-0.5 text-[11px]">
                  {h}
                </li>
              ))}
            </ul>
          </>
        )}
        {problem ? (
          <p role="alert" className="mt-2 text-xs text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </Card>
  )
}
