import { TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { COLUMNS } from './matrixColumns'

/** MatrixHead is the matrix table's sticky header row: its column headers, the first (the rows' size) sticky at the left too. */
export function MatrixHead() {
  return (
    <TableHeader className="sticky top-0 z-20 shadow-[0_1px_0_var(--border)]">
      <TableRow aria-rowindex={1} className="bg-muted hover:bg-muted">
        <TableHead className="sticky left-0 z-10 bg-muted">Creative Size</TableHead>
        {COLUMNS.map((c) => (
          <TableHead key={c.field} className="whitespace-nowrap">
            {c.label}
          </TableHead>
        ))}
        <TableHead className="whitespace-nowrap">Creative Name</TableHead>
        <TableHead className="whitespace-nowrap">Taxonomy String</TableHead>
      </TableRow>
    </TableHeader>
  )
}
