import { API_BASE_URL, ApiError, buildHeaders, notifyUnauthorized } from '@/lib/api'

/**
 * filenameFromDisposition returns the file name of a Content-Disposition
 * header: the RFC 5987 filename* form when present, else filename (quoted
 * with backslash escapes, or a bare token), else null. Path parts are dropped.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(header)
  if (star) {
    try {
      return baseName(decodeURIComponent(star[2] ?? ''))
    } catch {
      /* malformed percent-encoding: fall through to the plain form */
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)
  if (quoted) return baseName((quoted[1] ?? '').replace(/\\(.)/g, '$1'))
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header)
  if (bare) return baseName(bare[1] ?? '')
  return null
}

function baseName(name: string): string | null {
  const b = name.split(/[/\\]/).pop()?.trim() ?? ''
  return b === '' || b === '.' || b === '..' ? null : b
}

/** DownloadedFile is a fetched file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/**
 * fetchFile GETs path with the API's headers (bearer token, x-user-id) and
 * returns the body as a Blob with the server's file name, or fallbackName.
 * Non-OK answers throw ApiError like every other call.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers = buildHeaders()
  headers.delete('Content-Type')
  const res = await fetch(`${API_BASE_URL}${path}`, { headers })
  if (!res.ok) {
    notifyUnauthorized(res.status)
    throw new ApiError(res.status, await res.text())
  }
  const blob = await res.blob()
  return { blob, fileName: filenameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName }
}

/** saveBlob starts a browser download of blob under fileName. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
  // Give the browser time to start reading the blob before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * openBlobInNewTab shows blob in a new tab. The tab is opened before the
 * caller awaits anything (pass it in) so pop-up blockers allow it; when it
 * could not be opened the blob is downloaded instead.
 */
export function openBlobInTab(tab: Window | null, blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }))
  if (tab && !tab.closed) {
    tab.location.href = url
  } else {
    saveBlob(blob, fileName)
  }
  setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000)
}
