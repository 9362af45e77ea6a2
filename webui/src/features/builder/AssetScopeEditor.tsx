import { LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '@/components/app/states'
import { Button } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { PartField } from '@/features/shared/PartField'
import { PARTS, PLACEMENTS, PLATFORMS } from '@/features/shared/scopes.gen'
import { isProcessing } from './assetLogic'
import { useSetAssetScope } from './builderApi'
import { SCOPE_KEYS, partText, sameScope, scopeLabel, scopeProblem, scopeToSave } from './scopeLabels'
import { useCampaignDocumentParts } from './useDocumentParts'
import type { AssetScope, BuilderAsset } from './types'

/** FROM_NAME is the choice that leaves a value to be read from the file name (Radix Select has no empty value). */
const FROM_NAME = '__from-name'

/** CHOICES are the listed values of each field; the part field also takes a document's own part (the shared PartField). */
const CHOICES: Record<(typeof SCOPE_KEYS)[number], { label: string; values: readonly string[] }> = {
  platform: { label: 'Platform', values: PLATFORMS },
  placement: { label: 'Placement', values: PLACEMENTS },
  part: { label: 'Part', values: PARTS },
}

/**
 * ScopeFields are the platform and placement selects, each 'From file
 * name' or a value of the rule model, and the part combobox (PartField,
 * offering the listed parts and documentParts, those the campaign uses).
 * read, when given, is what the checks read where nothing was chosen.
 */
export function ScopeFields({
  value,
  onChange,
  read,
  disabled,
  documentParts,
}: {
  value: AssetScope
  onChange: (s: AssetScope) => void
  read?: AssetScope
  disabled?: boolean
  documentParts?: readonly string[]
}) {
  const id = useId()
  return (
    <div className="grid grid-cols-[110px_1fr] items-start gap-x-3 gap-y-2">
      {SCOPE_KEYS.map((k) => {
        const given = value[k] ?? ''
        const seen = read?.[k]
        return (
          <div key={k} className="contents">
            <label htmlFor={`${id}-${k}`} className="pt-2 text-muted-foreground">
              {CHOICES[k].label}
            </label>
            <div className="min-w-0 space-y-1">
              {k === 'part' ? (
                <PartField
                  id={`${id}-${k}`}
                  value={given}
                  onChange={(v) => onChange({ ...value, part: v })}
                  disabled={disabled}
                  documentParts={documentParts}
                  hint={read ? (seen ? `Read as ${partText(seen)}` : 'Not known') : undefined}
                />
              ) : (
                <Select value={given || FROM_NAME} onValueChange={(v) => onChange({ ...value, [k]: v === FROM_NAME ? '' : v })} disabled={disabled}>
                  <SelectTrigger id={`${id}-${k}`} className="h-8 text-xs" data-testid={`scope-${k}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={FROM_NAME}>From file name</SelectItem>
                    {CHOICES[k].values.map((v) => (
                      <SelectItem key={v} value={v}>
                        {scopeLabel(v)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
              {k !== 'part' && read && !given ? (
                <p id={`${id}-${k}-hint`} className="text-muted-foreground">
                  {seen ? `Read as ${scopeLabel(seen)}` : 'Not known'}
                </p>
              ) : null}
            </div>
          </div>
        )
      })}
    </div>
  )
}

/**
 * AssetScopeEditor lets a team say what an asset runs on, where, and which
 * part of a creative it is. Rules limited to a platform, placement or part
 * check only assets known to be of it; what is left to the file name shows
 * what the checks read from it. Saving checks the asset again at once.
 */
export function AssetScopeEditor({ campaignId, asset }: { campaignId: string; asset: BuilderAsset }) {
  const [draft, setDraft] = useState<AssetScope>({ ...asset.scope, part: partText(asset.scope?.part) })
  const save = useSetAssetScope(campaignId)
  const busy = isProcessing(asset)
  const changed = !sameScope(draft, asset.scope)
  const problem = scopeProblem(draft)
  const documentParts = useCampaignDocumentParts(campaignId)
  return (
    <form
      className="space-y-3 rounded-lg border p-3 text-xs"
      data-testid="asset-scope"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({ assetId: asset.id, scope: scopeToSave(draft) }, { onSuccess: () => toast.success('Scope saved; the checks were run again.') })
      }}
    >
      <ScopeFields value={draft} onChange={setDraft} read={asset.analysis?.checkedScope ?? {}} disabled={busy || save.isPending} documentParts={documentParts} />
      {save.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground">{busy ? 'Can be set when processing finishes.' : 'Rules for a platform, placement or part check only assets known to be of it.'}</p>
        <Button type="submit" size="sm" disabled={!changed || !!problem || busy || save.isPending}>
          {save.isPending ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> : null}
          Save scope
        </Button>
      </div>
    </form>
  )
}
