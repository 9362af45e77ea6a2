/** CampaignStatus is a campaign's state: draft, then active, then archived (the server also knows completed). */
export type CampaignStatus = 'draft' | 'active' | 'archived' | (string & {})

/** CAMPAIGN_STATUSES are the statuses the edit form offers, in lifecycle order. */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'archived'] as const

/**
 * LIMITS are the longest values, in characters, the server accepts for each
 * campaign text field (pkg/app CampaignFields.apply); the form states and
 * enforces the same.
 */
export const LIMITS = {
  name: 200,
  description: 5000,
  brand: 200,
  product: 200,
  indication: 500,
  therapeuticArea: 200,
  fdaFilingNumber: 100,
} as const

/** CampaignFormFields are the values of the create and edit form. */
export interface CampaignFormFields {
  name: string
  description: string
  status: string
  channel: string
  customerType: string
  brand: string
  product: string
  indication: string
  therapeuticArea: string
  fdaFilingNumber: string
  dofuExpiration: string
}

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
  /** ruleSetId is the rule set the campaign's assets are checked against; empty means the organization's. */
  ruleSetId?: string
  /** version counts the campaign's saved edits; an edit based on an older one is refused (409). */
  version?: number
}

/** NewCampaignInput is the form body of POST /api/campaigns: the form's fields, and a new campaign's fixed ones. */
export type NewCampaignInput = Omit<CampaignFormFields, 'status'> & {
  status: 'draft'
  assetCount: number
  complianceScore: number
}

/** CAMPAIGN_CHANNELS are the campaign channels (spec §3). */
export const CAMPAIGN_CHANNELS = ['Display', 'OLV', 'CTV', 'YouTube', 'Meta', 'Programmatic', 'Email', 'Print'] as const

/** CUSTOMER_TYPES are the customer types (spec §3). */
export const CUSTOMER_TYPES = ['DTC', 'HCP'] as const

/** STATUS_FILTERS are the list's status filter buttons. */
export const STATUS_FILTERS = ['all', 'draft', 'active', 'archived'] as const

/** StatusFilter is one of STATUS_FILTERS. */
export type StatusFilter = (typeof STATUS_FILTERS)[number]
