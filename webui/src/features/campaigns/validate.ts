import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, CUSTOMER_TYPES, LIMITS, type CampaignFormFields } from './types'

/** CampaignFormErrors are the messages of the invalid fields of the campaign form. */
export type CampaignFormErrors = Partial<Record<keyof CampaignFormFields, string>>

/** DATE is a calendar date as the date input gives it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * validateCampaignForm checks the campaign form as the server will: a name
 * (spec §5 'Campaign name is required'), every text within its limit, a
 * known status, channel and customer type, and a real DOFU date when one is
 * given. It returns no keys when the form is valid.
 */
export function validateCampaignForm(f: CampaignFormFields): CampaignFormErrors {
  const e: CampaignFormErrors = {}
  if (!f.name.trim()) e.name = 'Campaign name is required'
  for (const [k, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if ([...f[k].trim()].length > max) e[k] = `At most ${max} characters`
  }
  if (f.status && !(CAMPAIGN_STATUSES as readonly string[]).includes(f.status) && f.status !== 'completed') e.status = 'Choose draft, active or archived'
  if (!(CAMPAIGN_CHANNELS as readonly string[]).includes(f.channel)) e.channel = 'Choose a channel'
  if (!(CUSTOMER_TYPES as readonly string[]).includes(f.customerType)) e.customerType = 'Choose DTC or HCP'
  const d = f.dofuExpiration.trim()
  if (d && (!DATE.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d))
    e.dofuExpiration = 'Enter a date as YYYY-MM-DD'
  return e
}

/** formFromCampaign fills the edit form from a campaign, with the spec's defaults for unset fields. */
export function formFromCampaign(c: Partial<CampaignFormFields>): CampaignFormFields {
  return {
    name: c.name ?? '',
    description: c.description ?? '',
    status: c.status || 'draft',
    channel: c.channel || 'Display',
    customerType: c.customerType || 'DTC',
    brand: c.brand ?? '',
    product: c.product ?? '',
    indication: c.indication ?? '',
    therapeuticArea: c.therapeuticArea ?? '',
    fdaFilingNumber: c.fdaFilingNumber ?? '',
    dofuExpiration: (c.dofuExpiration ?? '').slice(0, 10),
  }
}

/** trimmed returns the form with every value trimmed. */
export function trimmed(f: CampaignFormFields): CampaignFormFields {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()])) as unknown as CampaignFormFields
}
