import { api } from '@/lib/api'
import type { CampaignFormFields } from './types'

/** FormField is one configurable field of the new-campaign form (GET /api/configurations/fields). */
export interface FormField {
  id: string
  label: string
  section: string
  type: 'text' | 'textarea' | 'select' | 'date' | string
  required: boolean
  options?: string[]
  defaultValue?: string
  maxLength?: number
  pattern?: string
  patternMessage?: string
  help?: string
  locked?: boolean
  /** choices are every value an organization may offer (for selects). */
  choices?: string[]
}

/** Configuration is a saved preset of new-campaign form values. */
export interface Configuration {
  id: string
  name: string
  description?: string
  values: Partial<Record<keyof CampaignFormFields, string>>
}

/** FormValidation is the answer of POST /api/configurations/validate. */
export interface FormValidation {
  valid: boolean
  errors: Record<string, string>
}

/** formConfigApi holds the configuration calls of spec §7. */
export const formConfigApi = {
  fields: async () => (await api.get<{ fields: FormField[] }>('/api/configurations/fields')).fields,
  updateField: async (id: string, update: Partial<Pick<FormField, 'label' | 'required' | 'options' | 'defaultValue' | 'pattern' | 'patternMessage' | 'help'>>) =>
    (await api.put<{ field: FormField }>(`/api/configurations/fields/${encodeURIComponent(id)}`, update)).field,
  validate: (formData: Record<string, string>) => api.post<FormValidation>('/api/configurations/validate', { formData }),
  list: async () => (await api.get<{ configurations: Configuration[] }>('/api/configurations')).configurations,
  create: async (c: Omit<Configuration, 'id'>) => (await api.post<{ configuration: Configuration }>('/api/configurations', c)).configuration,
  remove: (id: string) => api.delete<{ deleted: boolean }>(`/api/configurations/${encodeURIComponent(id)}`),
}

/** fieldById indexes the fields. */
export function fieldById(fields: FormField[] | undefined): Partial<Record<string, FormField>> {
  return Object.fromEntries((fields ?? []).map((f) => [f.id, f]))
}

/**
 * configuredErrors checks the form against the organization's field
 * configuration as the server does: required fields, the offered options
 * and patterns. It returns the messages by field.
 */
export function configuredErrors(form: CampaignFormFields, fields: FormField[] | undefined): Partial<Record<keyof CampaignFormFields, string>> {
  const errors: Partial<Record<keyof CampaignFormFields, string>> = {}
  for (const f of fields ?? []) {
    const key = f.id as keyof CampaignFormFields
    if (!(key in form)) continue
    const v = (form[key] ?? '').trim()
    if (!v) {
      if (f.required) errors[key] = f.id === 'name' ? 'Campaign name is required' : `${f.label} is required`
      continue
    }
    if (f.type === 'select' && f.options && !f.options.includes(v)) {
      errors[key] = `${f.label} must be one of ${f.options.join(', ')}`
    } else if (f.pattern) {
      let re: RegExp | null = null
      try {
        re = new RegExp(f.pattern, 'u')
      } catch {
        re = null // a pattern JavaScript cannot read: the server still checks it
      }
      if (re && !re.test(v)) errors[key] = f.patternMessage || `${f.label} does not have the required format`
    }
  }
  return errors
}

/** withDefaults fills the select fields of a new form with the configured defaults. */
export function withDefaults(form: CampaignFormFields, fields: FormField[] | undefined): CampaignFormFields {
  const byId = fieldById(fields)
  return {
    ...form,
    channel: byId.channel?.defaultValue || form.channel,
    customerType: byId.customerType?.defaultValue || form.customerType,
  }
}
