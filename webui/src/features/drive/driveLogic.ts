import { ApiError } from '@/lib/api'
import type { DriveFile, DriveImport, DriveStatus } from './driveApi'

/** ConnectionState is the browser's connection badge (spec §4). */
export type ConnectionState = 'checking' | 'connected' | 'disconnected' | 'demo'

/**
 * connectionState is the badge's state: checking while the status loads,
 * demo once demo files are loaded (spec §4: that makes the state connected,
 * shown as connected to the demo drive), connected with a Google
 * authorization, otherwise disconnected.
 */
export function connectionState(status: DriveStatus | undefined, loading: boolean, demoLoaded: boolean): ConnectionState {
  if (demoLoaded) return 'demo'
  if (loading && !status) return 'checking'
  return status?.connected ? 'connected' : 'disconnected'
}

/** The spec's Drive messages (§8). */
export const DRIVE_TEXT = {
  notConnectedIntro: 'Google Drive not connected. Click "Connect Google Drive" or load Demo Files for the presentation.',
  notConnected: 'Google Drive not connected. Please connect your account.',
  loadFailed: 'Failed to load Google Drive files',
  authUrlFailed: 'Failed to get Google Drive authorization URL',
  connectFailed: 'Failed to connect to Google Drive. Please try again.',
} as const

/**
 * listingError is the text shown when a listing fails: the spec's
 * not-connected text when the server says so or asks to authenticate,
 * otherwise 'Failed to load Google Drive files' with the server's reason.
 */
export function listingError(err: unknown): { text: string; notConnected: boolean; detail?: string } {
  const msg = err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : String(err)
  if (/not connected|authenticat/i.test(msg) || (err instanceof ApiError && err.status === 409)) {
    return { text: DRIVE_TEXT.notConnected, notConnected: true }
  }
  return { text: DRIVE_TEXT.loadFailed, notConnected: false, detail: msg }
}

/** FileKind is the icon family of a Drive file. */
export type FileKind = 'folder' | 'image' | 'video' | 'pdf' | 'document' | 'other'

/** fileKind derives the icon family from the MIME type. */
export function fileKind(f: Pick<DriveFile, 'mimeType' | 'isFolder'>): FileKind {
  const m = f.mimeType
  if (f.isFolder || m === 'application/vnd.google-apps.folder') return 'folder'
  if (m.startsWith('image/')) return 'image'
  if (m.startsWith('video/')) return 'video'
  if (m === 'application/pdf') return 'pdf'
  if (m.startsWith('application/vnd.google-apps.') || m.includes('word') || m.includes('document')) return 'document'
  return 'other'
}

/** importable reports whether a file can be imported as an asset: not a folder, a type the pipeline accepts (Google documents arrive as PDF). */
export function importable(f: DriveFile): boolean {
  const k = fileKind(f)
  return k === 'image' || k === 'video' || k === 'pdf' || k === 'document'
}

/** formatDriveSize shows a size in KB or MB with one decimal; Google documents have none ('—'). */
export function formatDriveSize(f: Pick<DriveFile, 'size' | 'isFolder' | 'mimeType'>): string {
  if (f.isFolder || !f.size) return '—'
  if (f.size >= 1024 * 1024) return `${(f.size / (1024 * 1024)).toFixed(1)} MB`
  return `${(f.size / 1024).toFixed(1)} KB`
}

/** Crumb is one step of the breadcrumb. */
export interface Crumb {
  id: string
  name: string
}

/** openFolder returns the breadcrumb with the folder appended, or cut back to it when it is already on the path. */
export function openFolder(path: Crumb[], folder: Crumb): Crumb[] {
  const at = path.findIndex((c) => c.id === folder.id)
  return at >= 0 ? path.slice(0, at + 1) : [...path, folder]
}

/** toggleAll selects every importable file of the page, or clears them when all are selected already. */
export function toggleAll(selected: ReadonlySet<string>, files: DriveFile[]): Set<string> {
  const ids = files.filter(importable).map((f) => f.id)
  const all = ids.length > 0 && ids.every((id) => selected.has(id))
  const next = new Set(selected)
  for (const id of ids) {
    if (all) next.delete(id)
    else next.add(id)
  }
  return next
}

/** importButtonLabel is 'Import N Files' (one file: 'Import 1 File'). */
export function importButtonLabel(n: number): string {
  return `Import ${n} ${n === 1 ? 'File' : 'Files'}`
}

/** ImportCounts sums an import's files by outcome. */
export interface ImportCounts {
  total: number
  imported: number
  already: number
  failed: number
  pending: number
}

/** importCounts counts the files of an import by outcome. */
export function importCounts(job: DriveImport | undefined): ImportCounts {
  const c: ImportCounts = { total: 0, imported: 0, already: 0, failed: 0, pending: 0 }
  for (const f of job?.files ?? []) {
    c.total++
    if (f.status === 'imported') c.imported++
    else if (f.status === 'already imported') c.already++
    else if (f.status === 'failed') c.failed++
    else c.pending++
  }
  return c
}

/** newestJob keeps the job with more progress when events and polls race: a finished job, else the one with fewer pending files. */
export function newestJob(prev: DriveImport | undefined, next: DriveImport): DriveImport {
  if (!prev || prev.id !== next.id) return next
  if (prev.done && !next.done) return prev
  if (next.done) return next
  return importCounts(next).pending <= importCounts(prev).pending ? next : prev
}
