import { AlertTriangle, ImageOff, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { WindowedList } from '@/components/app/windowed-list'
import { TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { EditableCell } from './EditableCell'
import { FieldSelect } from './FieldSelect'
import { isMissing, type EditableField } from './concepts'
import type { FieldOptions, MatrixRow } from './types'

/** Column is one editable column of the matrix table. */
interface Column {
  field: EditableField
  label: string
  /** width is a Tailwind min-width class for text inputs. */
  width?: string
  placeholder?: string
  /**
   * text is a long table's cell text width (a Tailwind class, written out so
   * Tailwind generates it; default w-28), and col its column's width in
   * pixels: the text's plus the cell's 12 px of padding.
   */
  text?: string
  col?: number
}

/** COLUMNS are the table's columns in order; enumerated ones render as selects. */
const COLUMNS: Column[] = [
  { field: 'creativeStatus', label: 'Creative Status' },
  { field: 'activationTeam', label: 'Activation Team' },
  { field: 'customerType', label: 'Customer Type' },
  { field: 'language', label: 'Language' },
  { field: 'ctaDescription', label: 'CTA/Button Description', width: 'min-w-40', placeholder: 'e.g. Learn More', text: 'w-40', col: 172 },
  { field: 'url', label: 'URL', width: 'min-w-52', placeholder: 'https://', text: 'w-52', col: 220 },
  { field: 'cta2Description', label: 'CTA 2', width: 'min-w-32', text: 'w-32', col: 140 },
  { field: 'url2', label: 'URL 2', width: 'min-w-44', placeholder: 'https://', text: 'w-44', col: 188 },
  { field: 'creativeType', label: 'Creative Type' },
  { field: 'campaignType', label: 'Campaign Type' },
  { field: 'channel', label: 'Channel' },
  { field: 'creativeContentName', label: 'Content Name', width: 'min-w-36', text: 'w-36', col: 156 },
  { field: 'version', label: 'Version', width: 'min-w-16', text: 'w-16', col: 76 },
  { field: 'fdaFilingNumber', label: 'FDA Filing Number', width: 'min-w-32', text: 'w-32', col: 140 },
  { field: 'creativeAgency', label: 'Creative Agency', width: 'min-w-32', text: 'w-32', col: 140 },
  { field: 'indication', label: 'Indication', width: 'min-w-32', text: 'w-32', col: 140 },
  { field: 'reutilization', label: 'Reutilization' },
  { field: 'approvedForAdChoices', label: 'AdChoices' },
  { field: 'dofuExpiration', label: 'DOFU Expiration', width: 'min-w-28', placeholder: 'YYYY-MM-DD', text: 'w-28', col: 124 },
  { field: 'colabCfID', label: 'CoLab CfID', width: 'min-w-28', text: 'w-28', col: 124 },
]

/** MatrixTableProps are the props of MatrixTable. */
export interface MatrixTableProps {
  rows: readonly MatrixRow[]
  fieldOptions: FieldOptions
  onChange: (rowId: string, field: EditableField, value: string) => void
  /** invalid marks the cell the server rejected. */
  invalid?: { rowId: string; field: string } | null
  /** showConcept names each row's concept (a table of every concept's rows). */
  showConcept?: boolean
  /** onNearEnd is called when the last rows render: time to read the next page. */
  onNearEnd?: () => void
  /**
   * editOnDemand shows every cell as text until it is edited (EditableCell)
   * and gives every row the same height (MATRIX_TEXT_ROW_HEIGHT), so rows
   * are never measured: for long tables, which must scroll smoothly.
   */
  editOnDemand?: boolean
}

/** MATRIX_ROW_HEIGHT is a matrix row of form controls' usual height before it is measured. */
const MATRIX_ROW_HEIGHT = 61

/** MATRIX_TEXT_ROW_HEIGHT is the height of every row of text cells (editOnDemand). */
export const MATRIX_TEXT_ROW_HEIGHT = 52

/**
 * MatrixTable is the editable table of matrix rows. From WINDOW_FROM rows on
 * it renders only the rows near the viewport (WindowedList).
 */
export function MatrixTable({ rows, fieldOptions, onChange, invalid, showConcept, onNearEnd, editOnDemand }: MatrixTableProps) {
  // The table scrolls in a box of its own, both ways, so its header row and
  // its first column stay in view (a sticky header needs its scrolling box).
  const [box, setBox] = React.useState<HTMLDivElement | null>(null)
  return (
    <div ref={setBox} className="isolate max-h-[75vh] scroll-mt-16 overflow-auto overscroll-contain rounded-lg border bg-card will-change-scroll" data-testid="matrix-scroll">
      <table className={cn('caption-bottom text-xs', editOnDemand ? 'table-fixed' : 'w-full')} style={editOnDemand ? { width: LONG_TABLE_WIDTH } : undefined}>
        {editOnDemand ? <LongTableColumns /> : null}
        <TableHeader className="sticky top-0 z-20 shadow-[0_1px_0_var(--border)]">
          <TableRow className="bg-muted hover:bg-muted">
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
        <WindowedList
          as="tbody"
          className="[&_tr:last-child]:border-0"
          aria-label="Matrix rows"
          items={rows}
          getKey={(r) => r.id}
          estimateSize={editOnDemand ? MATRIX_TEXT_ROW_HEIGHT : MATRIX_ROW_HEIGHT}
          fixedSize={editOnDemand}
          overscan={editOnDemand ? LONG_TABLE_OVERSCAN : undefined}
          scrollElement={box}
          onNearEnd={onNearEnd}
          renderRow={(r, row) => {
            const props = { row: r, index: row.index, fieldOptions, onChange, invalidField: invalid?.rowId === r.id ? invalid.field : undefined, showConcept }
            return editOnDemand ? <TextRowView {...props} /> : <MatrixRowView {...props} measure={row.ref} />
          }}
        />
      </table>
    </div>
  )
}

/**
 * LONG_TABLE_OVERSCAN is how many rows a long table renders above and below
 * its box (four rows, 208 px; lists have ten). Each row is some 3,900 px of
 * cells, and when rows come and go the browser paints, lays out and
 * layerizes every rendered one again, so that work grows with the rows kept
 * ahead: at 1440 px ten rows a side made 33 in the DOM for 13 in view.
 */
export const LONG_TABLE_OVERSCAN = 4

/** LONG_TABLE_WIDTHS are a long table's column widths in pixels: the first column, each of COLUMNS, the creative name and the taxonomy string. */
const LONG_TABLE_WIDTHS = [176, ...COLUMNS.map((c) => c.col ?? 124), 312, 408]
/** LONG_TABLE_WIDTH is their sum: a fixed layout needs the table's own width. */
const LONG_TABLE_WIDTH = LONG_TABLE_WIDTHS.reduce((a, w) => a + w, 0)

/**
 * LongTableColumns gives a long table its columns' widths, and the table is
 * laid out fixed (table-fixed): its columns no longer depend on the rows in
 * the DOM. Laid out automatically, every row mounting or unmounting while
 * the table scrolled made the browser measure every cell again, and a column
 * whose widest text came or went moved every column after it, so the whole
 * table was laid out, repainted and layerized on every frame.
 */
function LongTableColumns() {
  return (
    <colgroup>
      {LONG_TABLE_WIDTHS.map((w, i) => (
        <col key={i} style={{ width: w }} />
      ))}
    </colgroup>
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

/**
 * TextRowView is one row of a long table (editOnDemand): every field as text
 * until it is edited (EditableCell), on one line, so every row has the same
 * height and is never measured while the table scrolls. It is memoised: only
 * rows coming into view, or edited, render.
 */
const TextRowView = React.memo(function TextRowView({ row: r, index, fieldOptions, onChange, invalidField, showConcept }: MatrixRowViewProps) {
  const missing = isMissing(r)
  return (
    <tr
      data-index={index}
      data-row-id={r.id}
      data-missing={missing || undefined}
      style={{ height: MATRIX_TEXT_ROW_HEIGHT }}
      className={cn('border-b', r.expired ? 'bg-danger/5' : missing && 'bg-muted/40 text-muted-foreground')}
    >
      <td className={cn('sticky left-0 z-10 w-44 max-w-44 px-3 py-1 align-middle font-medium', r.expired ? 'bg-[color-mix(in_oklch,var(--danger)_5%,var(--card))]' : missing ? 'bg-muted' : 'bg-card')}>
        <div className="flex items-baseline gap-1.5 overflow-hidden whitespace-nowrap">
          <span className="font-mono">{r.creativeSize || 'size unknown'}</span>
          {showConcept ? <span className="truncate text-[11px] font-normal text-muted-foreground">Concept {r.conceptNumber}</span> : null}
        </div>
        <div className="flex items-center gap-1 overflow-hidden whitespace-nowrap text-[11px] font-normal text-muted-foreground">
          {r.expired ? (
            r.creativeStatus !== 'Remove' ? (
              <Button
                variant="outline"
                size="sm"
                className="h-5 shrink-0 gap-1 border-danger/40 px-1.5 text-[11px] text-danger"
                title={`${r.flags?.join('; ') || 'DOFU date has passed'}. Set this creative to Remove.`}
                onClick={() => onChange(r.id, 'creativeStatus', r.suggestedStatus || 'Remove')}
                aria-label={`DOFU expired: set ${r.creativeSize} to Remove`}
              >
                <AlertTriangle aria-hidden="true" /> Expired: Remove
              </Button>
            ) : (
              <span className="shrink-0 text-danger" title={r.flags?.join('; ') || 'DOFU date has passed'}>
                DOFU expired, set to Remove
              </span>
            )
          ) : missing ? (
            <span className="inline-flex items-center gap-1" title={`The concept plan needs ${r.creativeSize}; no asset of this concept has that size yet.`}>
              <ImageOff className="size-3" aria-hidden="true" /> Missing creative
            </span>
          ) : r.assetName ? (
            <span className="truncate" title={r.assetName}>
              {r.assetName}
            </span>
          ) : null}
        </div>
      </td>
      {COLUMNS.map((c) => (
        <td key={c.field} className="px-1.5 py-1 align-middle">
          <EditableCell
            label={`${c.label} ${r.creativeSize}`}
            value={String(r[c.field] ?? '')}
            options={fieldOptions[c.field]}
            placeholder={c.placeholder}
            width={c.text ?? 'w-28'}
            invalid={invalidField === c.field}
            onChange={(v) => onChange(r.id, c.field, v)}
          />
        </td>
      ))}
      <td className="px-3 py-1 align-middle">
        <span className="block w-72 truncate font-mono text-[11px]" title={r.creativeName}>
          {r.creativeName || '—'}
        </span>
      </td>
      <td className="px-3 py-1 align-middle">
        <span className="block w-96 truncate font-mono text-[11px] text-muted-foreground" title={r.taxonomyString}>
          {r.taxonomyString || '—'}
        </span>
      </td>
    </tr>
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
