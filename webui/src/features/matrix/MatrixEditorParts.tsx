import { AlertTriangle, Eye, Loader2, Plus, TableProperties } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { MATRIX_DEFAULTS } from './concepts'
import { SaveIndicator } from './SaveIndicator'
import type { SaveState } from './useMatrixDraft'

/** MatrixHeaderProps are the props of MatrixHeader. */
export interface MatrixHeaderProps {
  counts: { creatives: number; missing: number; concepts: number }
  state: SaveState
  error: string | null
  onAddConcept: () => void
  onPreview: () => void
  previewing: boolean
  canPreview: boolean
}

/** MatrixHeader is the matrix editor's title, counts, save state, Add Concept and Preview Trafficking (both editors). */
export function MatrixHeader({ counts, state, error, onAddConcept, onPreview, previewing, canPreview }: MatrixHeaderProps) {
  return (
    <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 border-b pb-4">
      <div className="min-w-0">
        <CardTitle className="flex items-center gap-2">
          <TableProperties className="size-4 text-brand" aria-hidden="true" /> Creative Ad Trafficking Matrix
        </CardTitle>
        <CardDescription className="mt-1.5">
          <span data-testid="matrix-counts">
            {counts.creatives.toLocaleString()} {counts.creatives === 1 ? 'creative' : 'creatives'}
            {counts.missing > 0 ? `, ${counts.missing.toLocaleString()} missing` : ''} across {counts.concepts.toLocaleString()} {counts.concepts === 1 ? 'concept' : 'concepts'}
          </span>
          . Each row is one asset at its real size; a size the concept plan needs without an asset shows as a missing creative. Edits save automatically.
        </CardDescription>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SaveIndicator state={state} error={error} />
        <Button variant="outline" size="sm" onClick={onAddConcept}>
          <Plus aria-hidden="true" /> Add Concept
        </Button>
        <Button variant="brand" size="sm" onClick={onPreview} disabled={previewing || !canPreview}>
          {previewing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Eye aria-hidden="true" />} Preview Trafficking
        </Button>
      </div>
    </CardHeader>
  )
}

/** SharedFieldsProps are the props of SharedFields. */
export interface SharedFieldsProps {
  country: string
  advertiser: string
  phases: readonly string[]
  onCountry: (v: string) => void
  onAdvertiser: (v: string) => void
  onPhase: (index: 0 | 1 | 2, v: string) => void
}

/** SharedFields are the matrix's country, advertiser and phase labels (both editors). */
export function SharedFields({ country, advertiser, phases, onCountry, onAdvertiser, onPhase }: SharedFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <div className="space-y-1.5">
        <Label htmlFor="matrix-country">Country</Label>
        <Input id="matrix-country" value={country} placeholder="USA" onChange={(e) => onCountry(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="matrix-advertiser">Advertiser Name/ID</Label>
        <Input id="matrix-advertiser" value={advertiser} placeholder="e.g. 123456" onChange={(e) => onAdvertiser(e.target.value)} />
      </div>
      {([0, 1, 2] as const).map((i) => (
        <div key={i} className="space-y-1.5">
          <Label htmlFor={`matrix-phase-${i}`}>Phase {i + 1} label</Label>
          <Input id={`matrix-phase-${i}`} value={phases[i] ?? ''} placeholder={MATRIX_DEFAULTS.phases[i]} onChange={(e) => onPhase(i, e.target.value)} />
        </div>
      ))}
    </div>
  )
}

/** ExpiredBanner offers Remove on every row whose DOFU date has passed (both editors). */
export function ExpiredBanner({ count, onRemoveAll }: { count: number; onRemoveAll: () => void }) {
  if (count === 0) return null
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      <span className="flex items-center gap-2">
        <AlertTriangle className="size-4 text-danger" aria-hidden="true" />
        {count.toLocaleString()} {count === 1 ? 'row has' : 'rows have'} an expired DOFU date. Suggested creative status: Remove.
      </span>
      <Button variant="outline" size="sm" onClick={onRemoveAll}>
        Set all to Remove
      </Button>
    </div>
  )
}
