import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import type { DriveFile, DriveImport } from './driveApi'
import { connectionState, DRIVE_TEXT, fileKind, formatDriveSize, importButtonLabel, importCounts, importable, listingError, newestJob, openFolder, toggleAll } from './driveLogic'

const file = (id: string, mimeType: string, extra: Partial<DriveFile> = {}): DriveFile => ({
  id, name: id, mimeType, size: 2048, modifiedTime: '2026-03-02T09:00:00Z', isFolder: mimeType === 'application/vnd.google-apps.folder', ...extra,
})

describe('connectionState', () => {
  it.each([
    { name: 'loading', status: undefined, loading: true, demo: false, want: 'checking' },
    { name: 'connected', status: { connected: true }, loading: false, demo: false, want: 'connected' },
    { name: 'disconnected', status: { connected: false }, loading: false, demo: false, want: 'disconnected' },
    { name: 'status failed', status: undefined, loading: false, demo: false, want: 'disconnected' },
    { name: 'demo files loaded while disconnected', status: { connected: false }, loading: false, demo: true, want: 'demo' },
  ])('$name', ({ status, loading, demo, want }) => {
    expect(connectionState(status, loading, demo)).toBe(want)
  })
})

describe('listingError', () => {
  it('maps a not-connected answer to the spec text', () => {
    const e = listingError(new ApiError(409, JSON.stringify({ success: false, error: 'Google Drive not connected. Please connect your account.' })))
    expect(e).toEqual({ text: DRIVE_TEXT.notConnected, notConnected: true })
  })
  it('maps an authenticate message to the spec text', () => {
    expect(listingError(new Error('Please authenticate again')).notConnected).toBe(true)
  })
  it("keeps Google's reason for other failures", () => {
    const e = listingError(new ApiError(503, JSON.stringify({ success: false, error: 'Google Drive error 503 (backendError): try later' })))
    expect(e.text).toBe('Failed to load Google Drive files')
    expect(e.detail).toContain('backendError')
    expect(e.notConnected).toBe(false)
  })
})

describe('files', () => {
  it.each([
    ['application/vnd.google-apps.folder', 'folder', false],
    ['image/png', 'image', true],
    ['video/mp4', 'video', true],
    ['application/pdf', 'pdf', true],
    ['application/vnd.google-apps.document', 'document', true],
    ['text/plain', 'other', false],
  ])('%s is %s', (mime, kind, can) => {
    expect(fileKind(file('x', mime))).toBe(kind)
    expect(importable(file('x', mime))).toBe(can)
  })
  it('formats sizes in KB and MB with one decimal', () => {
    expect(formatDriveSize(file('a', 'image/png', { size: 1536 }))).toBe('1.5 KB')
    expect(formatDriveSize(file('a', 'video/mp4', { size: 5 * 1024 * 1024 }))).toBe('5.0 MB')
    expect(formatDriveSize(file('d', 'application/vnd.google-apps.folder'))).toBe('—')
    expect(formatDriveSize(file('g', 'application/vnd.google-apps.document', { size: 0 }))).toBe('—')
  })
  it('labels the import button', () => {
    expect(importButtonLabel(0)).toBe('Import 0 Files')
    expect(importButtonLabel(1)).toBe('Import 1 File')
    expect(importButtonLabel(12)).toBe('Import 12 Files')
  })
})

describe('breadcrumb and selection', () => {
  it('opens a folder and cuts back to an ancestor', () => {
    const root = { id: 'root', name: 'My Drive' }
    const a = { id: 'a', name: 'A' }
    const b = { id: 'b', name: 'B' }
    const deep = openFolder(openFolder([root], a), b)
    expect(deep.map((c) => c.id)).toEqual(['root', 'a', 'b'])
    expect(openFolder(deep, a).map((c) => c.id)).toEqual(['root', 'a'])
  })
  it('selects all importable files, then clears them', () => {
    const files = [file('f', 'application/vnd.google-apps.folder'), file('i', 'image/png'), file('v', 'video/mp4'), file('t', 'text/plain')]
    const all = toggleAll(new Set(['elsewhere']), files)
    expect([...all].sort()).toEqual(['elsewhere', 'i', 'v'])
    expect([...toggleAll(all, files)]).toEqual(['elsewhere'])
  })
})

describe('imports', () => {
  const job = (done: boolean, statuses: string[]): DriveImport => ({
    id: 'j1', campaignId: 'c', done, files: statuses.map((s, i) => ({ fileId: `f${i}`, status: s as DriveImport['files'][number]['status'] })),
  })
  it('counts outcomes', () => {
    expect(importCounts(job(false, ['imported', 'already imported', 'failed', 'queued', 'downloading']))).toEqual({ total: 5, imported: 1, already: 1, failed: 1, pending: 2 })
  })
  it('keeps the most advanced state when events and polls race', () => {
    const early = job(false, ['queued', 'queued'])
    const later = job(false, ['imported', 'queued'])
    const done = job(true, ['imported', 'failed'])
    expect(newestJob(later, early)).toBe(later)
    expect(newestJob(early, later)).toBe(later)
    expect(newestJob(done, later)).toBe(done)
    expect(newestJob(undefined, early)).toBe(early)
  })
})
