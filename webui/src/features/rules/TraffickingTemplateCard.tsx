import { useQueryClient } from '@tanstack/react-query'
import { FileSpreadsheet, Loader2, RotateCcw, RotateCw } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { isUploadFailure, ruleKeys, rulesApi, serverDetail, useTraffickingHeaders, type TraffickingHeaders } from './rulesApi'

/** TRAFFICKING_ACCEPT is the trafficking template picker's accept list. */
export const TRAFFICKING_ACCEPT = '.xlsx,.csv'

/** Pending is a parsed template waiting for the user's confirmation. */
interface Pending {
  fileName: string
  headers: string[]
}

/**
 * TraffickingTemplateCard uploads a trafficking template (.xlsx, .csv),
 * shows the column headers read from it and, once confirmed, saves them as
 * the organization's trafficking headers (spec §2: available from the rules
 * area). A file whose first row is not a header row is refused by the server
 * with the reason, shown once under the card. "Reset to defaults" brings
 * back the spec's list.
 */
export function TraffickingTemplateCard() {
  const q = useTraffickingHeaders()
  const qc = useQueryClient()
  const [busy, setBusy] = React.useState<'parse' | 'save' | null>(null)
  const [problem, setProblem] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState<Pending | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)

  async function upload(file: File) {
    setBusy('parse')
    setProblem(null)
    try {
      const headers = await rulesApi.parseTrafficking(file)
      toast.success(`Trafficking matrix processed! Found ${headers.length} fields.`)
      setPending({ fileName: file.name, headers })
    } catch (err) {
      const detail = serverDetail(err)
      const upload = isUploadFailure(err) || detail.startsWith('Failed to upload trafficking file')
      const title = upload ? 'Failed to upload trafficking file' : 'Failed to process trafficking file'
      const rest = detail.replace(/^Failed to (upload|process) trafficking file:?\s*/, '')
      setProblem(rest ? `${title}: ${rest}` : title)
    } finally {
      setBusy(null)
    }
  }

  async function save(headers: string[], done: string) {
    setBusy('save')
    setProblem(null)
    try {
      const saved = await rulesApi.saveTraffickingHeaders(headers, q.data?.version)
      qc.setQueryData<TraffickingHeaders>(ruleKeys.traffickingHeaders, (old) => ({
        ...saved,
        defaults: old?.defaults ?? [],
        isDefault: false,
      }))
      void qc.invalidateQueries({ queryKey: ruleKeys.traffickingHeaders })
      setPending(null)
      toast.success(done)
    } catch (err) {
      setProblem(`Could not save the headers: ${serverDetail(err)}`)
      setPending(null)
    } finally {
      setBusy(null)
    }
  }

  const data = q.data
  const headers = data?.headers ?? []
  const defaults = data?.defaults ?? []
  const sameAsDefaults = headers.length === defaults.length && headers.every((h, i) => h === defaults[i])
  return (
    <Card className="p-5" aria-labelledby="trafficking-template-title">
      <div className="flex flex-wrap items-start gap-3">
        <FileSpreadsheet className="mt-0.5 size-5 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1 basis-48">
          <h2 id="trafficking-template-title" className="text-sm font-semibold">
            Trafficking template
          </h2>
          <p className="mt-0.5 text-xs text-muted-foreground">
            Upload your trafficking sheet (.xlsx or .csv) whose first row names the columns; after you confirm, those headers become the columns of every trafficking export.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {defaults.length > 0 && !sameAsDefaults ? (
            <Button size="sm" variant="ghost" onClick={() => void save(defaults, `Restored the ${defaults.length} default headers`)} disabled={busy !== null}>
              <RotateCcw /> Reset to defaults
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={busy !== null}>
            {busy === 'parse' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileSpreadsheet />}
            {busy === 'parse' ? 'Processing…' : 'Upload template'}
          </Button>
        </div>
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
              {sameAsDefaults ? ' · the default list' : ''}
            </div>
            <HeaderList label="Trafficking headers" headers={headers} />
          </>
        )}
        {problem ? (
          <p role="alert" className="mt-2 text-xs [overflow-wrap:anywhere] text-danger">
            {problem}
          </p>
        ) : null}
      </div>

      <Dialog open={pending !== null} onOpenChange={(o) => !o && busy === null && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Use these trafficking headers?</DialogTitle>
            <DialogDescription>
              {pending ? (
                <>
                  <span className="font-medium text-foreground">{pending.fileName}</span> has {pending.headers.length} columns. They replace the {headers.length} current
                  headers for every trafficking export of your organization.
                </>
              ) : null}
            </DialogDescription>
          </DialogHeader>
          <div className="max-h-64 overflow-y-auto rounded-md border p-3">
            <HeaderList label="Headers read from the template" headers={pending?.headers ?? []} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)} disabled={busy !== null}>
              Cancel
            </Button>
            <Button
              variant="brand"
              onClick={() => pending && void save(pending.headers, `Saved ${pending.headers.length} trafficking headers`)}
              disabled={busy !== null}
            >
              {busy === 'save' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Use {pending?.headers.length ?? 0} headers
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}

function HeaderList({ label, headers }: { label: string; headers: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {headers.map((h, i) => (
        <li key={`${i}-${h}`} className="max-w-full truncate rounded border bg-muted/50 px-1.5 py-0.5 text-[11px]" title={h}>
          {h}
        </li>
      ))}
    </ul>
  )
}
