import { vi } from 'vitest'

/** Reply is a canned response of the fake server. */
export interface Reply {
  status?: number
  body?: unknown
}

/** Handler answers one request; returning undefined means 404. */
export type Handler = (req: { method: string; path: string; headers: Headers; body: string | null }) => Reply | undefined | Promise<Reply | undefined>

/** Call is a request the fake server received. */
export interface Call {
  method: string
  path: string
  headers: Headers
  body: string | null
}

/**
 * fakeServer replaces global fetch with a router keyed by 'METHOD /path'
 * (query string excluded) and records every call.
 */
export function fakeServer(routes: Record<string, Reply | Handler>) {
  const calls: Call[] = []
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const headers = new Headers(init?.headers)
    const body = typeof init?.body === 'string' ? init.body : init?.body ? '[binary]' : null
    const req = { method, path: url.pathname + url.search, headers, body }
    calls.push(req)
    const r = routes[`${method} ${url.pathname}`]
    const reply = typeof r === 'function' ? await r(req) : r
    if (!reply) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 })
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fn)
  return { calls, fn }
}

/** ok wraps data in the success envelope. */
export function ok(data: unknown): Reply {
  return { status: 200, body: { success: true, data } }
}

/** fail is an error envelope with a status. */
export function fail(status: number, error: string): Reply {
  return { status, body: { success: false, error } }
}

/** DEMO_USER is the demo user the fake server signs in. */
export const DEMO_USER = {
  id: 'u_demo',
  email: 'demo@pharmaops.local',
  firstName: 'Demo',
  lastName: 'User',
  role: 'admin',
  provider: 'demo',
  createdAt: '2026-01-01T00:00:00Z',
  organizationId: 'org_demo',
}
