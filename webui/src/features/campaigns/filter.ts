import type { Campaign, StatusFilter } from './types'

/**
 * filterCampaigns keeps the campaigns with the chosen status whose name,
 * description, brand, product, channel or customer type contains every word
 * of the search text (case-insensitive), newest update first.
 */
export function filterCampaigns(campaigns: readonly Campaign[], status: StatusFilter, search: string): Campaign[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return campaigns
    .filter((c) => status === 'all' || c.status === status)
    .filter((c) => {
      if (words.length === 0) return true
      const hay = [c.name, c.description, c.brand, c.product, c.channel, c.customerType, c.indication]
        .filter(Boolean)
        .join(' ')
        .toLowerCase()
      return words.every((w) => hay.includes(w))
    })
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
}

/** ScoreTone is the colour band of a compliance score in the campaign list. */
export type ScoreTone = 'success' | 'warning' | 'danger'

/** scoreTone returns green at 90 or more, yellow at 70 or more, else red (spec §9). */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'success'
  if (score >= 70) return 'warning'
  return 'danger'
}
