import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, queryString } from '@/lib/api'

/** DriveFile is a Google Drive file as the browser lists it (spec §3). */
export interface DriveFile {
  id: string
  name: string
  mimeType: string
  size: number
  modifiedTime: string
  webViewLink?: string
  thumbnailLink?: string
  isFolder: boolean
}

/** DriveStatus is GET /api/google-drive/status. */
export interface DriveStatus {
  connected: boolean
  email?: string
  configured?: boolean
  demo?: boolean
}

/** DrivePage is one page of GET /api/google-drive/files. */
export interface DrivePage {
  files: DriveFile[]
  nextPageToken?: string
  withoutParents?: boolean
}

/** ImportItemStatus is one file's state in a Drive import. */
export type ImportItemStatus = 'queued' | 'downloading' | 'imported' | 'already imported' | 'failed'

/** DriveImportItem is one file of a Drive import. */
export interface DriveImportItem {
  fileId: string
  name?: string
  status: ImportItemStatus
  assetId?: string
  error?: string
  reason?: string
}

/** DriveImport is a background import job (POST /api/assets/import-from-drive). */
export interface DriveImport {
  id: string
  campaignId: string
  done: boolean
  files: DriveImportItem[]
}

/** ListQuery are the listing parameters (spec §3): the folder, the search text, the order. */
export interface ListQuery {
  parents: string
  q: string
  orderBy: string
  demo: boolean
}

/** DRIVE_PAGE_SIZE is the listing's page size (spec §9). */
export const DRIVE_PAGE_SIZE = 50

/** driveKeys are the TanStack Query keys of the Drive data. */
export const driveKeys = {
  status: ['google-drive', 'status'] as const,
  files: (q: ListQuery, pageToken: string) => ['google-drive', 'files', q, pageToken] as const,
  job: (id: string) => ['google-drive', 'import', id] as const,
}

/** driveApi holds the Drive calls (spec §7, docs/api.md). */
export const driveApi = {
  status: () => api.get<DriveStatus>('/api/google-drive/status'),
  files: (q: ListQuery, pageToken = '') =>
    api.get<DrivePage>(
      `/api/google-drive/files${queryString({
        pageSize: DRIVE_PAGE_SIZE,
        q: q.q.trim(),
        orderBy: q.orderBy,
        parents: q.q.trim() ? undefined : q.parents,
        pageToken,
        demo: q.demo ? 'true' : undefined,
      })}`,
    ),
  revoke: () => api.post<DriveStatus>('/api/oauth/google-drive/revoke'),
  importFiles: (body: { campaignId: string; fileIds: string[]; demo: boolean; reimport?: boolean }) =>
    api.post<{ import: DriveImport }>('/api/assets/import-from-drive', body),
  job: (id: string) => api.get<{ import: DriveImport }>(`/api/google-drive/imports/${encodeURIComponent(id)}`),
}

/** useDriveStatus asks for the Drive connection. */
export function useDriveStatus(enabled = true) {
  return useQuery({ queryKey: driveKeys.status, queryFn: driveApi.status, enabled, retry: false })
}

/** useDriveFiles lists one page of a folder or a search. */
export function useDriveFiles(q: ListQuery, pageToken: string, enabled: boolean) {
  return useQuery({
    queryKey: driveKeys.files(q, pageToken),
    queryFn: () => driveApi.files(q, pageToken),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/** useDriveImport follows an import job: the campaign's event stream writes it into the cache; polling is the fallback. */
export function useDriveImport(id: string | null) {
  return useQuery({
    queryKey: driveKeys.job(id ?? ''),
    queryFn: async () => (await driveApi.job(id ?? '')).import,
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.done ? false : 2000),
  })
}

/** useStartImport starts an import and seeds the job into the cache. */
export function useStartImport() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: driveApi.importFiles,
    onSuccess: (res) => qc.setQueryData(driveKeys.job(res.import.id), res.import),
  })
}

/** useRevokeDrive disconnects Drive. */
export function useRevokeDrive() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: driveApi.revoke,
    onSuccess: (st) => {
      qc.setQueryData(driveKeys.status, st)
      void qc.invalidateQueries({ queryKey: ['google-drive', 'files'] })
    },
  })
}
