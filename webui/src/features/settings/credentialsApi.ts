import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api'
import { CREDENTIAL_TYPE, type CredentialRecord, type CredentialsStatus, type ServiceId } from './credentials'

/** credentialKeys are the TanStack Query keys of credential data. */
export const credentialKeys = {
  all: ['credentials'] as const,
  status: ['credentials', 'status'] as const,
  record: (service: ServiceId) => ['credentials', 'record', service] as const,
}

const recordPath = (service: ServiceId) =>
  `/api/settings/credentials/${encodeURIComponent(service)}/${CREDENTIAL_TYPE}`

/** credentialsApi holds the credential calls of the settings screen. */
export const credentialsApi = {
  status: async () => (await api.get<{ status?: CredentialsStatus }>('/api/settings/credentials-status'))?.status ?? {},
  /** get returns the saved record (secrets masked), or null when none is saved (404). */
  get: async (service: ServiceId): Promise<CredentialRecord | null> => {
    try {
      return await api.get<CredentialRecord>(recordPath(service))
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null
      throw err
    }
  },
  save: (service: ServiceId, credentials: Record<string, string>) =>
    api.post<CredentialRecord>('/api/settings/credentials', { serviceName: service, credentialType: CREDENTIAL_TYPE, credentials }),
  remove: (service: ServiceId) => api.delete<{ deleted: boolean }>(recordPath(service)),
}

/** saveErrorMessage is the server's reason for a failed save or delete, without the HTTP prefix. */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return err.serverMessage || 'Only administrators can change credentials.'
    return err.serverMessage || `Save failed (HTTP ${err.status})`
  }
  if (err instanceof Error && err.message) return err.message
  return 'Save failed'
}

/** useCredentialsStatus loads every service's credential status. */
export function useCredentialsStatus() {
  return useQuery({ queryKey: credentialKeys.status, queryFn: credentialsApi.status })
}

/** useCredentialRecord loads one service's saved record when enabled. */
export function useCredentialRecord(service: ServiceId, enabled: boolean) {
  return useQuery({ queryKey: credentialKeys.record(service), queryFn: () => credentialsApi.get(service), enabled })
}

/** useSaveCredentials saves one service's credentials and refreshes status and record. */
export function useSaveCredentials(service: ServiceId) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (credentials: Record<string, string>) => credentialsApi.save(service, credentials),
    onSuccess: () => qc.invalidateQueries({ queryKey: credentialKeys.all }),
  })
}

/** useDeleteCredentials deletes one service's credentials and refreshes status and record. */
export function useDeleteCredentials(service: ServiceId) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => credentialsApi.remove(service),
    onSuccess: () => {
      qc.setQueryData(credentialKeys.record(service), null)
      return qc.invalidateQueries({ queryKey: credentialKeys.all })
    },
  })
}
