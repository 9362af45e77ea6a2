import { useInfiniteQuery } from '@tanstack/react-query'
import { api, queryString } from '@/lib/api'
import type { AuditFilters, AuditPage, HistoryEntity } from './types'

/** PAGE is how many entries one request asks for. */
const PAGE = 50

/** auditKeys are the TanStack Query keys of audit data. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (f: AuditFilters) => ['audit', 'list', f] as const,
  history: (type: HistoryEntity, id: string) => ['audit', 'history', type, id] as const,
}

/** HISTORY_PATH is the History route of each kind of entity. */
const HISTORY_PATH: Record<HistoryEntity, string> = { campaign: 'campaigns', asset: 'assets', rule: 'rules' }

/** auditApi holds the audit calls. */
export const auditApi = {
  list: (f: AuditFilters, cursor?: string) => api.get<AuditPage>(`/api/audit${queryString({ ...f, limit: PAGE, cursor })}`),
  history: (type: HistoryEntity, id: string, cursor?: string) =>
    api.get<AuditPage>(`/api/${HISTORY_PATH[type]}/${encodeURIComponent(id)}/history${queryString({ limit: PAGE, cursor })}`),
}

/** useAuditLog pages through the organization's trail, newest first (only when enabled: admins and owners). */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => auditApi.list(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor || undefined,
    enabled,
  })
}

/** useHistory pages through one entity's trail, newest first. */
export function useHistory(type: HistoryEntity, id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: auditKeys.history(type, id),
    queryFn: ({ pageParam }) => auditApi.history(type, id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor || undefined,
    enabled,
  })
}
