import { useQuery } from '@tanstack/react-query'
import { api, getAllPages, queryString } from '@/lib/api'
import type { BrdRule, Matrix, MatrixPatch, MatrixResponse, PatchAnswer } from './types'

/**
 * matrixKeys are the TanStack Query keys of matrix data. Everything of one
 * campaign lives under ['matrix', campaignId]: the builder invalidates that
 * key when the campaign's assets change (upload, delete, analysis done) and
 * the matrix tab refetches.
 */
export const matrixKeys = {
  campaign: (campaignId: string) => ['matrix', campaignId] as const,
  rows: (campaignId: string, concept: number | null) => ['matrix', campaignId, 'rows', concept ?? 'all'] as const,
  rules: ['matrix', 'brd-rules'] as const,
}

/** TraffickingPackage is a frozen snapshot of a campaign's trafficking sheet (POST /api/trafficking). */
export interface TraffickingPackage {
  id: string
  campaignId: string
  campaignName: string
  headers: string[]
  /** rows are every row, or one page of them (see PackagePage). */
  rows: Record<string, string>[]
  /** rowCount and missingCount count the whole sheet (absent from older servers). */
  rowCount?: number
  missingCount?: number
  status: string
  fileName: string
}

/** PackagePage is a trafficking package with one page of its rows and the cursor of the next page. */
export interface PackagePage {
  package: TraffickingPackage
  nextCursor?: string
}

/** PACKAGE_PAGE_SIZE is how many trafficking rows one request reads. */
export const PACKAGE_PAGE_SIZE = 1000

/** AssetThumb is what the matrix needs of an uploaded asset to show a preview tile. */
export interface AssetThumb {
  id: string
  name: string
  type?: string
  url?: string
  thumbnailLink?: string
}

const enc = encodeURIComponent

/**
 * MATRIX_FIRST_PAGE is how many rows the first read of a matrix asks for: a
 * matrix that fits is read whole, as it always was, and edited as a whole;
 * a larger one is paged (see LargeMatrixEditor).
 */
export const MATRIX_FIRST_PAGE = 1000

/** MATRIX_PAGE is how many rows each further page of a large matrix reads. */
export const MATRIX_PAGE = 500

/** matrixApi holds the matrix and trafficking calls (docs/api.md). */
export const matrixApi = {
  /** get reads the matrix's first page of rows with its summary; without nextCursor that page is the whole matrix. */
  get: (campaignId: string) => api.get<MatrixResponse>(`/api/campaigns/${enc(campaignId)}/matrix?limit=${MATRIX_FIRST_PAGE}`),
  /** rows reads one page of rows, of one concept when concept is set. */
  rows: (campaignId: string, concept: number | null, cursor?: string) =>
    api.get<MatrixResponse>(`/api/campaigns/${enc(campaignId)}/matrix${queryString({ limit: MATRIX_PAGE, concept, cursor })}`),
  /** patch applies edits without sending every row, based on the version it was read at (409 when stale, unless version is omitted). */
  patch: (campaignId: string, body: MatrixPatch, version?: number) => api.patch<PatchAnswer>(`/api/campaigns/${enc(campaignId)}/matrix`, { ...body, version }),
  /** save stores the matrix based on the version it was read at and answers the new version; a stale version answers 409. */
  save: (campaignId: string, matrix: Matrix, version: number) =>
    api.put<{ matrix: Matrix; version: number }>(`/api/campaigns/${enc(campaignId)}/matrix`, { matrix, version }),
  brdRules: async () => (await getAllPages<{ rules?: BrdRule[] }>('/api/user-data/brd-rules', 'rules'))?.rules ?? [],
  traffickingHeaders: async () => (await api.get<{ headers?: string[] }>('/api/settings/trafficking-headers'))?.headers ?? [],
  /** createPackage snapshots the campaign's trafficking sheet and answers it with its first page of rows. */
  createPackage: (campaignId: string) => api.post<PackagePage>(`/api/trafficking?limit=${PACKAGE_PAGE_SIZE}`, { campaignId }),
  /** packagePage reads one page of a package's rows (the first without a cursor). */
  packagePage: (id: string, cursor?: string) =>
    api.get<PackagePage>(`/api/trafficking/${enc(id)}?limit=${PACKAGE_PAGE_SIZE}${cursor ? `&cursor=${enc(cursor)}` : ''}`),
  /** tileAssets reads the assets of the preview tiles (only the first rows have tiles), one request each, never the campaign's whole list. */
  tileAssets: async (ids: readonly string[]): Promise<AssetThumb[]> => {
    const got = await Promise.all(ids.map((id) => api.get<{ asset?: AssetThumb }>(`/api/assets/${enc(id)}`).then((d) => d?.asset, () => undefined)))
    return got.filter((a): a is AssetThumb => !!a)
  },
}

/** matrixRowCount is the number of rows of the matrix a useMatrix answer describes (the summary's when it holds one page). */
export function matrixRowCount(data: MatrixResponse | undefined): number {
  if (!data) return 0
  return data.nextCursor && data.summary ? data.summary.rows : data.matrix.rows.length
}

/** useMatrix loads a campaign's matrix and the allowed values of its fields. */
export function useMatrix(campaignId: string, enabled = true) {
  return useQuery({ queryKey: matrixKeys.campaign(campaignId), queryFn: () => matrixApi.get(campaignId), enabled: enabled && !!campaignId })
}

/** useAppliedRules loads the BRD rules and keeps the enabled ones (only enabled rules are applied). */
export function useAppliedRules() {
  return useQuery({
    queryKey: matrixKeys.rules,
    queryFn: matrixApi.brdRules,
    select: (rules) => rules.filter((r) => r.enabled),
  })
}

