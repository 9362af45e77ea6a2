import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** ApiToken is a machine's API token as listed: never the token itself. */
export interface ApiToken {
  id: string
  name: string
  role: string
  createdBy: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** CreatedApiToken is a new token with its secret, shown once. */
export interface CreatedApiToken extends ApiToken {
  token: string
}

/** TOKEN_ROLES are the roles a token may have; analyst may fetch rules and report runs. */
export const TOKEN_ROLES = ['analyst', 'viewer', 'manager', 'admin'] as const

const tokenKeys = { all: ['settings', 'tokens'] as const }

/** tokensApi holds the API token calls of the settings screen. */
export const tokensApi = {
  list: async () => (await api.get<{ tokens?: ApiToken[] }>('/api/settings/tokens'))?.tokens ?? [],
  create: (name: string, role: string) => api.post<CreatedApiToken>('/api/settings/tokens', { name, role }),
  revoke: (id: string) => api.delete<ApiToken>(`/api/settings/tokens/${encodeURIComponent(id)}`),
}

/** useApiTokens loads the organization's tokens, newest first. */
export function useApiTokens(enabled: boolean) {
  return useQuery({ queryKey: tokenKeys.all, queryFn: tokensApi.list, enabled })
}

/** useCreateApiToken creates a token and refreshes the list. */
export function useCreateApiToken() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ name, role }: { name: string; role: string }) => tokensApi.create(name, role),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenKeys.all }),
  })
}

/** useRevokeApiToken revokes a token and refreshes the list. */
export function useRevokeApiToken() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => tokensApi.revoke(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenKeys.all }),
  })
}

/** ciSnippet is how a pipeline uses a token, with the server's own address. */
export function ciSnippet(origin: string, campaignId = 'CAMPAIGN_ID'): string {
  return `PHARMAOPS_TOKEN=<token> pharmaops asset check --server ${origin} --campaign ${campaignId} ./creatives`
}
