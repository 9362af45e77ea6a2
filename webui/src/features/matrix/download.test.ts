import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchFile, filenameFromDisposition } from '@/features/matrix/download'
import { ApiError } from '@/lib/api'
import { exportPath, fallbackExportName } from '@/features/matrix/ExportBar'
import { invalidCell } from '@/features/matrix/useMatrixDraft'

describe('filenameFromDisposition', () => {
  it.each([
    { name: 'missing header', header: null, want: null },
    { name: 'no filename', header: 'attachment', want: null },
    { name: 'quoted', header: 'attachment; filename="Spring Launch_matrix.csv"', want: 'Spring Launch_matrix.csv' },
    { name: 'bare token', header: 'attachment; filename=cardio_matrix.xlsx', want: 'cardio_matrix.xlsx' },
    { name: 'escaped quote', header: 'attachment; filename="a\\"b_matrix.csv"', want: 'a"b_matrix.csv' },
    { name: 'RFC 5987 wins', header: "attachment; filename=\"x.csv\"; filename*=utf-8''Caf%C3%A9_matrix.html", want: 'Café_matrix.html' },
    { name: 'RFC 5987 only (Go mime)', header: "attachment; filename*=utf-8''%E6%98%A5_matrix.csv", want: '春_matrix.csv' },
    { name: 'bad percent falls back', header: "attachment; filename*=utf-8''%E0%A4%A; filename=\"safe.csv\"", want: 'safe.csv' },
    { name: 'path dropped', header: 'attachment; filename="../../etc/passwd"', want: 'passwd' },
    { name: 'case-insensitive', header: 'ATTACHMENT; FILENAME="Up.CSV"', want: 'Up.CSV' },
  ])('$name', ({ header, want }) => {
    expect(filenameFromDisposition(header)).toBe(want)
  })
})

describe('export paths and names', () => {
  it('builds the export URL with the format', () => {
    expect(exportPath('c 1/x', 'xlsx')).toBe('/api/campaigns/c%201%2Fx/matrix/export?format=xlsx')
  })
  it.each([
    { campaign: 'Spring Launch', format: 'csv' as const, want: 'Spring Launch_matrix.csv' },
    { campaign: 'a/b:c', format: 'html' as const, want: 'a_b_c_matrix.html' },
    { campaign: ' __ ', format: 'csv' as const, want: 'BRD Campaign_matrix.csv' },
    { campaign: '', format: 'xlsx' as const, want: 'BRD Campaign_matrix.xlsx' },
  ])('fallback name for "$campaign"', ({ campaign, format, want }) => {
    expect(fallbackExportName(campaign, format)).toBe(want)
  })
})

describe('invalidCell', () => {
  it.each([
    { msg: 'row c1-300x600: version: must look like V1', want: { rowId: 'c1-300x600', field: 'version' } },
    { msg: 'HTTP error! status: 400, message: row c2-728x90-2: url: not a URL', want: { rowId: 'c2-728x90-2', field: 'url' } },
    { msg: 'too many matrix rows (at most 100000)', want: null },
    { msg: null, want: null },
  ])('$msg', ({ msg, want }) => {
    expect(invalidCell(msg)).toEqual(want)
  })
})

describe('fetchFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it('sends the bearer token and names the file from Content-Disposition', async () => {
    window.localStorage.setItem('auth_token', 'demo_abc')
    const fetchMock = vi.fn(async () => new Response('PK\u0003\u0004', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="Cardio_matrix.xlsx"' } }))
    vi.stubGlobal('fetch', fetchMock)
    const f = await fetchFile('/api/campaigns/c1/matrix/export?format=xlsx', 'fallback.xlsx')
    expect(f.fileName).toBe('Cardio_matrix.xlsx')
    expect(await f.blob.text()).toBe('PK\u0003\u0004')
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer demo_abc')
  })

  it('uses the fallback name without the header and throws ApiError on failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('x', { status: 200 })))
    expect((await fetchFile('/x', 'fallback.csv')).fileName).toBe('fallback.csv')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false,"error":"boom"}', { status: 500 })))
    await expect(fetchFile('/x', 'f.csv')).rejects.toBeInstanceOf(ApiError)
  })
})
