import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useCampaignRules, useRuleSet } from '@/features/rules/ruleSets'
import { documentPartsInUse } from '@/features/shared/parts'
import { builderKeys } from './builderApi'
import type { BuilderAsset } from './types'

/**
 * useCampaignDocumentParts lists the document parts a campaign already
 * uses, for the part field to offer: those its rule set's rules are
 * scoped to, and those its loaded assets were tagged with.
 */
export function useCampaignDocumentParts(campaignId: string): string[] {
  const qc = useQueryClient()
  const status = useCampaignRules(campaignId)
  const set = useRuleSet(status.data?.ruleSet.id ?? null)
  // The assets the builder has loaded already (no fetch of its own).
  const assets = qc.getQueryData<BuilderAsset[]>(builderKeys.assets(campaignId))
  return useMemo(() => documentPartsInUse(set.data?.rules ?? [], (assets ?? []).map((a) => a.scope?.part)), [set.data, assets])
}
