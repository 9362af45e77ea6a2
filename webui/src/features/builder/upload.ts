import { API_BASE_URL, ApiError, buildHeaders, notifyUnauthorized, type Envelope } from '@/lib/api'

/** UploadProgress is how far an upload's request body has been sent. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** NETWORK_ATTEMPTS is how often an upload is sent when the connection fails before an answer. */
const NETWORK_ATTEMPTS = 2

/** NetworkError is a failure before the server answered: the upload may or may not have been stored. */
class NetworkError extends Error {}

/**
 * postForm sends a multipart form with XMLHttpRequest (fetch cannot report
 * upload progress), with the same headers as the API client, and returns
 * the envelope's data. Non-OK answers throw ApiError like apiRequest does;
 * an abort throws an Error. Every upload carries an Idempotency-Key: when
 * the connection fails before an answer it is sent once more with the same
 * key, and the server answers what the first attempt stored instead of
 * storing the files twice.
 */
export async function postForm<T>(path: string, form: FormData, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  const key = idempotencyKey()
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendForm<T>(path, form, key, onProgress, signal)
    } catch (err) {
      if (!(err instanceof NetworkError) || attempt >= NETWORK_ATTEMPTS || signal?.aborted) throw err
    }
  }
}

/** idempotencyKey is a new random key for one upload. */
function idempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

function sendForm<T>(path: string, form: FormData, idemKey: string, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE_URL}${path}`)
    buildHeaders({ 'Idempotency-Key': idemKey }, form).forEach((value, name) => xhr.setRequestHeader(name, value))
    if (onProgress) {
      xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 })
    }
    xhr.onerror = () => reject(new NetworkError('Network error: the upload did not reach the server'))
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
