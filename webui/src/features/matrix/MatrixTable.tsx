import { AlertTriangle, ImageOff, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { WindowedList } from '@/components/app/windowed-list'
import { TableCell, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { isMissing, type EditableField } from './concepts'
import { FieldSelect } from './FieldSelect'
import { MatrixGrid, type MatrixGridProps } from './MatrixGrid'
import { MatrixHead } from './MatrixHead'
import { COLUMNS } from './matrixColumns'
import type { FieldOptions, MatrixRow } from './types'

/** MatrixTableProps are the props of MatrixTable: a grid's, and which of the two tables it is. */
export interface MatrixTableProps extends MatrixGridProps {
  /**
   * editOnDemand makes the table a spreadsheet-style grid (MatrixGrid): every
   * cell text until it is edited, rows of one fixed height that are never
   * measured: for long tables, which must scroll smoothly.
   */
  editOnDemand?: boolean
}

/** MATRIX_ROW_HEIGHT is a matrix row of form controls' usual height before it is measured. */
const MATRIX_ROW_HEIGHT = 61

/**
 * MatrixTable is the editable table of matrix rows: a row of form controls
 * each, or for long tables (editOnDemand) a grid of text cells (MatrixGrid).
 * From WINDOW_FROM rows on it renders only the rows near the viewport
 * (WindowedList).
 */
export function MatrixTable({ editOnDemand, ...props }: MatrixTableProps) {
  return editOnDemand ? <MatrixGrid {...props} /> : <FormTable {...props} />
}

/** FormTable is a table of form controls (a matrix short enough to read and save whole). */
function FormTable({ rows, fieldOptions, onChange, invalid, showConcept, onNearEnd }: Omit<MatrixGridProps, 'totalRows'>) {
  // The table scrolls in a box of its own, both ways, so its header row and
  // its first column stay in view (a sticky header needs its scrolling box).
  const [box, setBox] = React.useState<HTMLDivElement | null>(null)
  return (
    <div ref={setBox} className="isolate max-h-[75vh] scroll-mt-16 overflow-auto overscroll-contain rounded-lg border bg-card will-change-scroll" data-testid="matrix-scroll">
      <table className="w-full caption-bottom text-xs">
        <MatrixHead />
        <WindowedList
          as="tbody"
          className="[&_tr:last-child]:border-0"
          aria-label="Matrix rows"
          items={rows}
          getKey={(r) => r.id}
          estimateSize={MATRIX_ROW_HEIGHT}
          scrollElement={box}
          onNearEnd={onNearEnd}
          renderRow={(r, row) => (
            <MatrixRowView row={r} index={row.index} measure={row.ref} fieldOptions={fieldOptions} onChange={onChange} invalidField={invalid?.rowId === r.id ? invalid.field : undefined} showConcept={showConcept} />
          )}
        />
      </table>
    </div>
  )
}

/** MatrixRowViewProps are the props of MatrixRowView. */
interface MatrixRowViewProps {
  row: MatrixRow
  index: number
  measure?: (el: Element | null) => void
  fieldOptions: FieldOptions
  onChange: (rowId: string, field: EditableField, value: string) => void
  invalidField?: string
  showConcept?: boolean
}

/**
 * MatrixRowView is one editable row. It is memoised: while a long table
 * scrolls only the rows coming into view render (a row holds some twenty
 * controls), so callers pass a stable onChange.
 */
const MatrixRowView = React.memo(function MatrixRowView({ row: r, index, measure, fieldOptions, onChange, invalidField, showConcept }: MatrixRowViewProps) {
  return (
            <TableRow ref={measure} data-index={index} data-row-id={r.id} data-missing={isMissing(r) || undefined} className={cn(r.expired ? 'bg-danger/5' : isMissing(r) && 'bg-muted/40 text-muted-foreground')}>
              <TableCell className={cn('sticky left-0 z-10 align-top font-medium', r.expired ? 'bg-[color-mix(in_oklch,var(--danger)_5%,var(--card))]' : isMissing(r) ? 'bg-muted' : 'bg-card')}>
                <div className="flex flex-col gap-1">
                  {showConcept ? <span className="text-[11px] font-normal text-muted-foreground">Concept {r.conceptNumber}</span> : null}
                  <span className="font-mono">{r.creativeSize || 'size unknown'}</span>
                  {isMissing(r) ? (
                    <Badge variant="outline" className="border-dashed text-[11px]" title={`The concept plan needs ${r.creativeSize}; no asset of this concept has that size yet.`}>
                      <ImageOff aria-hidden="true" /> Missing creative
                    </Badge>
                  ) : r.assetName ? (
                    <span className="max-w-36 truncate text-[11px] font-normal text-muted-foreground" title={r.assetName}>
                      {r.assetName}
                    </span>
                  ) : null}
                  {r.expired ? <ExpiredFlag row={r} onRemove={() => onChange(r.id, 'creativeStatus', r.suggestedStatus || 'Remove')} /> : null}
                </div>
              </TableCell>
              {COLUMNS.map((c) => {
                const label = `${c.label} ${r.creativeSize}`
                const opts = fieldOptions[c.field]
                const v = String(r[c.field] ?? '')
                const bad = invalidField === c.field
                return (
                  <TableCell key={c.field} className="align-top">
                    {opts ? (
                      <FieldSelect label={label} value={v} options={opts} invalid={bad} onChange={(nv) => onChange(r.id, c.field, nv)} />
                    ) : (
                      <Input
                        aria-label={label}
                        aria-invalid={bad || undefined}
                        value={v}
                        placeholder={c.placeholder}
                        className={cn('h-8 px-2 text-xs', c.width)}
                        onChange={(e) => onChange(r.id, c.field, e.target.value)}
                      />
                    )}
                  </TableCell>
                )
              })}
              <TableCell className="align-top">
                <span className="block max-w-72 truncate pt-2 font-mono text-[11px]" title={r.creativeName}>
                  {r.creativeName || '—'}
                </span>
              </TableCell>
              <TableCell className="align-top">
                <span className="block max-w-96 truncate pt-2 font-mono text-[11px] text-muted-foreground" title={r.taxonomyString}>
                  {r.taxonomyString || '—'}
                </span>
              </TableCell>
            </TableRow>
  )
})

function ExpiredFlag({ row, onRemove }: { row: MatrixRow; onRemove: () => void }) {
  const why = row.flags?.join('; ') || 'DOFU date has passed'
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant="danger" title={why}>
        <AlertTriangle aria-hidden="true" /> DOFU expired
      </Badge>
      {row.creativeStatus !== 'Remove' ? (
        <Button variant="outline" size="sm" className="h-6 px-2 text-[11px]" onClick={onRemove} aria-label={`Set ${row.creativeSize} to Remove`}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : (
        <span className="text-[11px] text-muted-foreground">Set to Remove</span>
      )}
    </div>
  )
}
