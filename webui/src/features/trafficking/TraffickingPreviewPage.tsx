import { ArrowLeft, TableProperties } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { PageHeader } from '@/components/app/page-header'
import { EmptyState } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'

/** TraffickingPreviewState is the data the builder hands over through navigation state. */
export interface TraffickingPreviewState {
  headers: string[]
  rows: Record<string, string>[]
  campaignName?: string
}

/** readPreviewState returns the handed-over headers and rows, or null when absent or malformed. */
export function readPreviewState(state: unknown): TraffickingPreviewState | null {
  if (!state || typeof state !== 'object') return null
  const s = state as Partial<TraffickingPreviewState>
  if (!Array.isArray(s.headers) || !Array.isArray(s.rows) || s.headers.length === 0) return null
  return { headers: s.headers.map(String), rows: s.rows, campaignName: s.campaignName }
}

/** TraffickingPreviewPage shows the trafficking sheet handed over by the builder. */
export function TraffickingPreviewPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const data = readPreviewState(location.state)
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/campaigns'))
  return (
    <>
      <PageHeader
        title="Display Creative Matrix PREVIEW"
        documentTitle="Trafficking preview"
        description={data ? `${data.rows.length} assets${data.campaignName ? ` · ${data.campaignName}` : ''}` : undefined}
      />
      {!data ? (
        <EmptyState
          icon={TableProperties}
          title="Nothing to preview"
          description="No preview data available. Return to the builder and click Preview Trafficking."
          action={
            <Button variant="outline" onClick={back}>
              <ArrowLeft /> Back to Builder
            </Button>
          }
        />
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                {data.headers.map((h) => (
                  <TableHead key={h}>{h}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.map((r, i) => (
                <TableRow key={i}>
                  {data.headers.map((h) => (
                    <TableCell key={h}>{r[h] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  )
}
