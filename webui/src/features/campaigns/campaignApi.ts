import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, getAllPages, queryString } from '@/lib/api'
import type { Campaign, NewCampaignInput } from './types'

/** campaignKeys are the TanStack Query keys of campaign data. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (filters: CampaignFilters) => ['campaigns', 'list', filters] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
}

/** CampaignFilters are the server-side filters of GET /api/campaigns. */
export interface CampaignFilters {
  status?: string
  customerType?: string
  phase?: string
  q?: string
}

/** campaignApi holds the campaign calls of spec §7. */
export const campaignApi = {
  list: async (filters: CampaignFilters = {}) => {
    const data: { campaigns?: Campaign[] } | Campaign[] = await getAllPages<{ campaigns?: Campaign[] }>(
      `/api/campaigns${queryString({ ...filters })}`,
      'campaigns',
    )
    // One reading of the spec returns the array as data itself.
    if (Array.isArray(data)) return data
    return data?.campaigns ?? []
  },
  get: async (id: string) => (await api.get<{ campaign: Campaign }>(`/api/campaigns/${encodeURIComponent(id)}`)).campaign,
  create: (input: NewCampaignInput) => api.post<{ campaignId: string; campaign?: Campaign }>('/api/campaigns', input),
  update: async (id: string, updates: Partial<Campaign>) =>
    (await api.put<{ campaign: Campaign }>(`/api/campaigns/${encodeURIComponent(id)}`, { updates })).campaign,
  remove: (id: string) => api.delete<{ deleted: boolean }>(`/api/campaigns/${encodeURIComponent(id)}`),
}

/** useCampaigns loads the campaign list. */
export function useCampaigns(filters: CampaignFilters = {}) {
  return useQuery({ queryKey: campaignKeys.list(filters), queryFn: () => campaignApi.list(filters) })
}

/** useCampaign loads one campaign. */
export function useCampaign(id: string) {
  return useQuery({ queryKey: campaignKeys.detail(id), queryFn: () => campaignApi.get(id), enabled: !!id })
}

/** useCreateCampaign creates a campaign and refreshes the lists. */
export function useCreateCampaign() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: campaignApi.create,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  })
}

/**
 * useUpdateCampaign changes fields of one campaign (PUT /api/campaigns/{id})
 * and puts the answer in the cache before refreshing the lists.
 */
export function useUpdateCampaign(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (updates: Partial<Campaign>) => campaignApi.update(id, updates),
    onSuccess: (c) => {
      if (c) qc.setQueryData(campaignKeys.detail(id), c)
      return qc.invalidateQueries({ queryKey: campaignKeys.all })
    },
  })
}

/** useDeleteCampaign deletes a campaign and refreshes the lists. */
export function useDeleteCampaign() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: campaignApi.remove,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  })
}
