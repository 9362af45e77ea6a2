/** ServiceId names a cloud service whose credentials the settings screen stores (spec §3). */
export type ServiceId = 'google-drive' | 'sharepoint' | 's3'

/** CREDENTIAL_TYPE is the only credential type the server accepts. */
export const CREDENTIAL_TYPE = 'oauth'

/** SECRET_MASK is what the server sends in place of a stored secret. */
export const SECRET_MASK = '••••••••'

/** UNCHANGED_PLACEHOLDER is the placeholder of a stored secret field while editing. */
export const UNCHANGED_PLACEHOLDER = `${SECRET_MASK} (unchanged)`

/** CredentialField describes one input of a credential card. */
export interface CredentialField {
  key: string
  label: string
  /** secret fields are masked, never echoed by the server, and have a show/hide toggle. */
  secret: boolean
  placeholder: string
}

/** CredentialService describes one credential card. */
export interface CredentialService {
  id: ServiceId
  title: string
  description: string
  fields: CredentialField[]
}

/** SERVICES are the credential cards in display order (spec §3 credential fields). */
export const SERVICES: readonly CredentialService[] = [
  {
    id: 'google-drive',
    title: 'Google Drive',
    description: 'OAuth client and API key used to browse and import files from Google Drive.',
    fields: [
      { key: 'clientId', label: 'Client ID', secret: false, placeholder: '1234567890-abc.apps.googleusercontent.com' },
      { key: 'apiKey', label: 'API Key', secret: true, placeholder: 'AIza…' },
    ],
  },
  {
    id: 'sharepoint',
    title: 'SharePoint',
    description: 'Microsoft Entra app registration used to read SharePoint document libraries.',
    fields: [
      { key: 'clientId', label: 'Client ID', secret: false, placeholder: '00000000-0000-0000-0000-000000000000' },
      { key: 'tenantId', label: 'Tenant ID', secret: false, placeholder: '00000000-0000-0000-0000-000000000000' },
      { key: 'clientSecret', label: 'Client Secret', secret: true, placeholder: 'Client secret value' },
    ],
  },
  {
    id: 's3',
    title: 'Amazon S3',
    description: 'IAM access key used to read and write creative assets in an S3 bucket.',
    fields: [
      { key: 'accessKeyId', label: 'Access Key ID', secret: false, placeholder: 'AKIA…' },
      { key: 'secretAccessKey', label: 'Secret Access Key', secret: true, placeholder: 'Secret access key' },
      { key: 'region', label: 'Region', secret: false, placeholder: 'us-east-1' },
    ],
  },
]

/** ServiceStatus is one service's entry of GET /api/settings/credentials-status. */
export interface ServiceStatus {
  connected: boolean
  hasCredentials: boolean
}

/** CredentialsStatus is data.status of GET /api/settings/credentials-status, keyed by service. */
export type CredentialsStatus = Partial<Record<ServiceId, ServiceStatus>>

/** CredentialRecord is the data of GET/POST /api/settings/credentials…; secrets arrive masked. */
export interface CredentialRecord {
  serviceName: ServiceId
  credentialType: string
  hasCredentials: boolean
  fields?: Record<string, string>
}

/** CardBadge is the state a credential card shows (spec §4). */
export type CardBadge = 'connected' | 'configured' | 'not-configured'

/** BADGE_LABELS are the spec's texts of the card badges. */
export const BADGE_LABELS: Record<CardBadge, string> = {
  connected: 'Connected',
  configured: 'Configured',
  'not-configured': 'Not Configured',
}

/**
 * badgeFor derives a card's badge from the server status: Connected wins,
 * then Configured (credentials present, not connected), else Not Configured.
 */
export function badgeFor(status: ServiceStatus | undefined): CardBadge {
  if (status?.connected) return 'connected'
  if (status?.hasCredentials) return 'configured'
  return 'not-configured'
}

/** FieldValues are the form values of one card, keyed by field key. */
export type FieldValues = Record<string, string>

/** emptyValues returns a value for every field of service, all empty. */
export function emptyValues(service: CredentialService): FieldValues {
  return Object.fromEntries(service.fields.map((f) => [f.key, '']))
}

/**
 * initialValues starts an edit form: non-secret fields from the saved record
 * (in clear), secret fields always empty (the server never sends them back).
 */
export function initialValues(service: CredentialService, record?: CredentialRecord | null): FieldValues {
  const values = emptyValues(service)
  for (const f of service.fields) {
    const v = record?.fields?.[f.key]
    if (!f.secret && typeof v === 'string' && v !== SECRET_MASK) values[f.key] = v
  }
  return values
}

/** requiredMessage is the inline message of an empty field. */
export function requiredMessage(field: CredentialField): string {
  return `${field.label} is required`
}

/** validate returns the inline message of every empty (or blank) field; all fields are required. */
export function validate(service: CredentialService, values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const f of service.fields) {
    if (!(values[f.key] ?? '').trim()) errors[f.key] = requiredMessage(f)
  }
  return errors
}

/** isComplete reports whether every field of service has a value. */
export function isComplete(service: CredentialService, values: FieldValues): boolean {
  return Object.keys(validate(service, values)).length === 0
}

/** toPayload builds the credentials object of POST /api/settings/credentials (values trimmed). */
export function toPayload(service: CredentialService, values: FieldValues): Record<string, string> {
  return Object.fromEntries(service.fields.map((f) => [f.key, (values[f.key] ?? '').trim()]))
}

/**
 * fieldMessage rewrites a server message that starts with a field key
 * ('region is too long') to start with the field's label ('Region is too long').
 */
export function fieldMessage(service: CredentialService, message: string): string {
  for (const f of service.fields) {
    if (message.startsWith(`${f.key} `)) return f.label + message.slice(f.key.length)
  }
  return message
}
