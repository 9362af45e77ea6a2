import { API_BASE_URL, ApiError, buildHeaders, notifyUnauthorized, type Envelope } from '@/lib/api'

/** UploadProgress is how far an upload's request body has been sent. */
export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * postForm sends a multipart form with XMLHttpRequest (fetch cannot report
 * upload progress), with the same headers as the API client, and returns
 * the envelope's data. Non-OK answers throw ApiError like apiRequest does;
 * a network failure or abort throws an Error.
 */
export function postForm<T>(path: string, form: FormData, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE_URL}${path}`)
    buildHeaders(undefined, form).forEach((value, key) => xhr.setRequestHeader(key, value))
    if (onProgress) {
      xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 })
    }
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'))
    xhr.onabort = () => reject(new Error('Upload cancelled'))
    xhr.onload = () => {
      const text = xhr.responseText ?? ''
      if (xhr.status < 200 || xhr.status >= 300) {
        notifyUnauthorized(xhr.status)
        reject(new ApiError(xhr.status, text))
        return
      }
      try {
        const env = JSON.parse(text) as Envelope<T>
        if (env && typeof env === 'object' && 'success' in env) {
          if (env.success === false) reject(new Error(env.error || env.message || 'Request failed'))
          else resolve(env.data as T)
          return
        }
        resolve(env as T)
      } catch {
        reject(new Error(`Invalid JSON from ${path}`))
      }
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/** formatTransfer is e.g. '1.2 MB of 27.0 MB' for an upload in progress. */
export function formatTransfer(p: UploadProgress): string {
  const f = (b: number) => (b >= 1024 * 1024 ? `${(b / (1024 * 1024)).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`)
  return p.total > 0 ? `${f(p.loaded)} of ${f(p.total)}` : f(p.loaded)
}
