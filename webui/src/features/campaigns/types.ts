/** CampaignStatus is a campaign's state; the spec names draft and active. */
export type CampaignStatus = 'draft' | 'active' | (string & {})

/** Campaign is a campaign as the API returns it (spec §3). */
export interface Campaign {
  id: string
  name: string
  description?: string
  status: CampaignStatus
  channel?: string
  customerType?: string
  brand?: string
  product?: string
  assetCount?: number
  complianceScore?: number
  updatedAt?: string
  createdAt?: string
  indication?: string
  therapeuticArea?: string
  fdaFilingNumber?: string
  dofuExpiration?: string
}

/** NewCampaignInput is the form body of POST /api/campaigns. */
export interface NewCampaignInput {
  name: string
  description: string
  channel: string
  customerType: string
  brand: string
  product: string
  indication: string
  therapeuticArea: string
  fdaFilingNumber: string
  dofuExpiration: string
  status: 'draft'
  assetCount: number
  complianceScore: number
}

/** CAMPAIGN_CHANNELS are the campaign channels (spec §3). */
export const CAMPAIGN_CHANNELS = ['Display', 'OLV', 'CTV', 'YouTube', 'Meta', 'Programmatic', 'Email', 'Print'] as const

/** CUSTOMER_TYPES are the customer types (spec §3). */
export const CUSTOMER_TYPES = ['DTC', 'HCP'] as const

/** STATUS_FILTERS are the list's status filter buttons. */
export const STATUS_FILTERS = ['all', 'draft', 'active'] as const

/** StatusFilter is one of STATUS_FILTERS. */
export type StatusFilter = (typeof STATUS_FILTERS)[number]
