import { readToken, readUser } from './storage'

/**
 * API_BASE_URL is the base of every call (spec §7): VITE_API_BASE_URL at build
 * time, or empty for the same origin when the UI is embedded in the binary.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

/** EXAMPLE_DOMAIN is the domain whose users never get an x-user-id header. */
export const EXAMPLE_DOMAIN = 'example.com'

/** Envelope is the server's response wrapper (spec §7). */
export interface Envelope<T> {
  success: boolean
  data?: T
  error?: string
  message?: string
}

/**
 * ApiError is thrown for every non-OK response. Its message is exactly
 * 'HTTP error! status: {code}, message: {body text}' (spec §8).
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, body: string) {
    super(`HTTP error! status: ${status}, message: ${body}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }

  /** serverMessage is the envelope's error text when the body is one, else the body. */
  get serverMessage(): string {
    try {
      const env = JSON.parse(this.body) as Envelope<unknown>
      if (env && typeof env.error === 'string' && env.error) return env.error
    } catch {
      /* not JSON */
    }
    return this.body
  }
}

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * onUnauthorized registers a listener called when a request that carried a
 * token is answered 401 (the session expired or was revoked). It returns the
 * function that removes the listener.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => {
    unauthorizedListeners.delete(listener)
  }
}

/**
 * notifyUnauthorized tells the listeners that a request sent with the
 * session token was answered 401. Requests made outside apiRequest (uploads
 * with progress, file downloads) call it so an expired session signs out
 * everywhere the same way.
 */
export function notifyUnauthorized(status: number): void {
  if (status === 401) unauthorizedListeners.forEach((l) => l())
}

/**
 * userIdHeader returns the x-user-id value for the saved user: the e-mail (or
 * the id when there is no e-mail), or null when it ends in the example domain.
 */
export function userIdHeader(): string | null {
  const user = readUser()
  if (!user) return null
  const value = (user.email || user.id || '').trim()
  if (!value || value.toLowerCase().endsWith(EXAMPLE_DOMAIN)) return null
  return value
}

/** buildHeaders returns the spec's request headers merged with extra ones. */
export function buildHeaders(extra?: HeadersInit, body?: BodyInit | null): Headers {
  const headers = new Headers(extra)
  // Multipart bodies need the browser to set the boundary itself.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (!isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  const token = readToken()
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`)
  const uid = userIdHeader()
  if (uid && !headers.has('x-user-id')) headers.set('x-user-id', uid)
  return headers
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && 'success' in v
}

/**
 * apiRequest calls the API at path (e.g. '/api/campaigns') and returns the
 * unwrapped `data` of the envelope. Non-OK statuses throw ApiError (logged,
 * then rethrown); an envelope with success:false throws its error text.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const parsed = await send(path, init)
  if (isEnvelope(parsed)) return ('data' in parsed ? parsed.data : parsed) as T
  return parsed as T
}

/**
 * apiEnvelope is apiRequest answering the whole envelope, for the answers
 * whose message sits beside data (the BRD parse). Errors are apiRequest's.
 */
export async function apiEnvelope<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const parsed = await send(path, init)
  if (!isEnvelope(parsed)) throw new Error(`No envelope from ${path}`)
  return parsed as Envelope<T>
}

/**
 * send is the one request path of the web app (uploads with progress use
 * XMLHttpRequest in features/builder/upload.ts, with the same headers and
 * 401 handling): the spec's headers, a 401 on a sent token signs the user
 * out, non-OK statuses throw ApiError and an envelope with success:false
 * throws its error text. It answers the parsed body, or undefined for an
 * empty one.
 */
async function send(path: string, init: RequestInit): Promise<unknown> {
  const url = `${API_BASE_URL}${path}`
  const headers = buildHeaders(init.headers, init.body)
  try {
    const res = await fetch(url, { ...init, headers })
    const text = await res.text()
    if (!res.ok) {
      if (headers.has('Authorization')) notifyUnauthorized(res.status)
      throw new ApiError(res.status, text)
    }
    if (!text) return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`Invalid JSON from ${path}`)
    }
    if (isEnvelope(parsed) && parsed.success === false) throw new Error(parsed.error || parsed.message || 'Request failed')
    return parsed
  } catch (err) {
    console.error(`API request failed: ${init.method ?? 'GET'} ${path}`, err)
    throw err
  }
}

/** api has one helper per HTTP method over apiRequest. */
export const api = {
  get: <T>(path: string, init?: RequestInit) => apiRequest<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'POST', body: encodeBody(body) }),
  put: <T>(path: string, body?: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'PUT', body: encodeBody(body) }),
  patch: <T>(path: string, body?: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'PATCH', body: encodeBody(body) }),
  delete: <T>(path: string, init?: RequestInit) => apiRequest<T>(path, { ...init, method: 'DELETE' }),
}

/**
 * getAllPages reads a paged list (limit, cursor and nextCursor, docs/api.md):
 * the first request is path as given, then it follows nextCursor in pages of
 * the largest size until the last page. It answers the first page's data with
 * the items of every page under key. A list that fits one page costs one
 * request, exactly as before paging. onPage, when given, is told the items
 * read so far after every page that is not the last, so a caller can show
 * the first page while the others load.
 */
export async function getAllPages<T extends object>(path: string, key: keyof T & string, onPage?: (items: unknown[]) => void): Promise<T> {
  type Paged = T & { nextCursor?: string }
  const first = await api.get<Paged>(path)
  if (!first || typeof first !== 'object' || Array.isArray(first)) return first
  const items: unknown[] = [...(((first as Record<string, unknown>)[key] as unknown[] | undefined) ?? [])]
  let next = first.nextCursor
  const sep = path.includes('?') ? '&' : '?'
  while (next) {
    onPage?.(items.slice())
    const page = await api.get<Paged>(`${path}${sep}limit=${MAX_PAGE_SIZE}&cursor=${encodeURIComponent(next)}`)
    items.push(...(((page as Record<string, unknown>)[key] as unknown[] | undefined) ?? []))
    next = page?.nextCursor
  }
  const out = { ...first, [key]: items } as Paged
  delete out.nextCursor
  return out
}

/** MAX_PAGE_SIZE is the server's largest page of a list. */
export const MAX_PAGE_SIZE = 1000

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body
  return JSON.stringify(body)
}

/** queryString builds '?a=b' from the defined, non-empty values, or ''. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  }
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** Conflict is a 409 answer to a stale write: the record as it is now and its version. */
export interface Conflict<T = unknown> {
  message: string
  current: T
  version: number
}

/**
 * conflictOf returns the server's current record when err is a stale write
 * (409 with data.current), else null: the record was changed by someone
 * else since it was read.
 */
export function conflictOf<T = unknown>(err: unknown): Conflict<T> | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null
  try {
    const env = JSON.parse(err.body) as Envelope<{ current?: T; version?: number }>
    if (!env.data || env.data.current === undefined) return null
    return { message: env.error ?? '', current: env.data.current, version: env.data.version ?? 0 }
  } catch {
    return null
  }
}

/** CHANGE_REASON_HEADER carries the optional reason for a change to the audit trail. */
export const CHANGE_REASON_HEADER = 'X-Change-Reason'

/** reasonHeaders returns the header that records a reason on the change's audit entry (none for an empty reason). */
export function reasonHeaders(reason?: string): Record<string, string> {
  const r = reason?.trim()
  // Headers are Latin-1: the reason travels percent-encoded.
  return r ? { [CHANGE_REASON_HEADER]: encodeURIComponent(r) } : {}
}
