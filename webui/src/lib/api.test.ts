import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, MAX_PAGE_SIZE, api, apiEnvelope, apiRequest, conflictOf, getAllPages, onUnauthorized, queryString, reasonHeaders, userIdHeader } from '@/lib/api'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { fakeServer, fail, ok } from '@/test/fetch'

function saveUser(u: Record<string, unknown>) {
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(u))
}

describe('api client headers', () => {
  let errSpy: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    errSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => errSpy.mockRestore())

  it('sends a JSON content type and no auth headers when signed out', async () => {
    const { calls } = fakeServer({ 'GET /api/x': ok({}) })
    await apiRequest('/api/x')
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(calls[0]!.headers.has('Authorization')).toBe(false)
    expect(calls[0]!.headers.has('x-user-id')).toBe(false)
  })

  it('sends the saved token as a bearer header', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_abc')
    const { calls } = fakeServer({ 'GET /api/x': ok({}) })
    await apiRequest('/api/x')
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer demo_abc')
  })

  it.each([
    { name: 'email', user: { id: 'u1', email: 'jane@acme-pharma.com' }, want: 'jane@acme-pharma.com' },
    { name: 'id when no email', user: { id: 'u1', email: '' }, want: 'u1' },
    { name: 'none for the example domain', user: { id: 'u1', email: 'demo@example.com' }, want: null },
    { name: 'none for the example domain in capitals', user: { id: 'u1', email: 'Demo@EXAMPLE.COM' }, want: null },
    { name: 'none for an id in the example domain', user: { id: 'x@example.com', email: '' }, want: null },
  ])('x-user-id: $name', async ({ user, want }) => {
    saveUser(user)
    expect(userIdHeader()).toBe(want)
    const { calls } = fakeServer({ 'GET /api/x': ok({}) })
    await apiRequest('/api/x')
    expect(calls[0]!.headers.get('x-user-id')).toBe(want)
  })

  it('ignores a corrupt saved user', () => {
    localStorage.setItem(AUTH_USER_KEY, '{not json')
    expect(userIdHeader()).toBeNull()
  })

  it('lets the browser set the multipart content type for FormData', async () => {
    const { calls } = fakeServer({ 'POST /api/brd/parse': ok({ rules: [] }) })
    const fd = new FormData()
    fd.set('brdFile', new Blob(['x']), 'brd.pdf')
    await api.post('/api/brd/parse', fd)
    expect(calls[0]!.headers.has('Content-Type')).toBe(false)
  })

  it('encodes JSON bodies', async () => {
    const { calls } = fakeServer({ 'PUT /api/campaigns/c1': ok({ campaign: { id: 'c1' } }) })
    await api.put('/api/campaigns/c1', { updates: { name: 'N' } })
    expect(JSON.parse(calls[0]!.body!)).toEqual({ updates: { name: 'N' } })
  })
})

describe('api client responses', () => {
  let errSpy: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    errSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => errSpy.mockRestore())

  it('unwraps data from the envelope', async () => {
    fakeServer({ 'GET /api/campaigns': ok({ campaigns: [{ id: 'c1' }] }) })
    await expect(apiRequest('/api/campaigns')).resolves.toEqual({ campaigns: [{ id: 'c1' }] })
  })

  it('returns bodies without an envelope as they are', async () => {
    fakeServer({ 'GET /api/raw': { body: [1, 2] } })
    await expect(apiRequest('/api/raw')).resolves.toEqual([1, 2])
  })

  it('returns undefined for an empty body', async () => {
    fakeServer({ 'DELETE /api/x': { status: 204 } })
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined()
  })

  it.each([
    { status: 404, body: '{"success":false,"error":"Not found"}' },
    { status: 401, body: '{"success":false,"error":"Authentication required"}' },
    { status: 500, body: 'internal failure' },
    { status: 503, body: '' },
  ])('throws the spec error text for $status and logs it', async ({ status, body }) => {
    fakeServer({ 'GET /api/x': { status, body } })
    const err = await apiRequest('/api/x').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as Error).message).toBe(`HTTP error! status: ${status}, message: ${body}`)
    expect((err as ApiError).status).toBe(status)
    expect(errSpy).toHaveBeenCalled()
  })

  it('exposes the envelope error as serverMessage', async () => {
    fakeServer({ 'GET /api/google-drive/auth-url': fail(503, 'Google sign-in is not configured') })
    const err = (await apiRequest('/api/google-drive/auth-url').catch((e: unknown) => e)) as ApiError
    expect(err.serverMessage).toBe('Google sign-in is not configured')
  })

  it('throws the error of an OK envelope with success:false', async () => {
    fakeServer({ 'GET /api/x': { status: 200, body: { success: false, error: 'nope' } } })
    await expect(apiRequest('/api/x')).rejects.toThrow('nope')
  })

  it('throws a clear error for invalid JSON', async () => {
    fakeServer({ 'GET /api/x': { status: 200, body: '<html>' } })
    await expect(apiRequest('/api/x')).rejects.toThrow('Invalid JSON from /api/x')
  })

  it('rethrows network failures after logging', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(apiRequest('/api/x')).rejects.toThrow('Failed to fetch')
    expect(errSpy).toHaveBeenCalled()
  })

  it('notifies unauthorized listeners only when a token was sent', async () => {
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    fakeServer({ 'GET /api/x': fail(401, 'Authentication required') })
    await apiRequest('/api/x').catch(() => {})
    expect(listener).not.toHaveBeenCalled()
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_dead')
    await apiRequest('/api/x').catch(() => {})
    expect(listener).toHaveBeenCalledTimes(1)
    off()
    await apiRequest('/api/x').catch(() => {})
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('apiEnvelope', () => {
  let errSpy: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    errSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => errSpy.mockRestore())

  it('answers the whole envelope, the message beside data', async () => {
    fakeServer({ 'POST /api/brd/parse': { status: 200, body: { success: true, data: { rules: [] }, message: 'Found 0 rules' } } })
    const form = new FormData()
    form.append('brdFile', new Blob(['%PDF-1.4']), 'brd.pdf')
    await expect(apiEnvelope('/api/brd/parse', { method: 'POST', body: form })).resolves.toEqual({ success: true, data: { rules: [] }, message: 'Found 0 rules' })
  })

  it('signs the user out on a 401 like every other request (the BRD upload did not)', async () => {
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_dead')
    const srv = fakeServer({ 'POST /api/brd/parse': fail(401, 'Authentication required') })
    const form = new FormData()
    form.append('brdFile', new Blob(['%PDF-1.4']), 'brd.pdf')
    await expect(apiEnvelope('/api/brd/parse', { method: 'POST', body: form })).rejects.toBeInstanceOf(ApiError)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(srv.calls[0]?.headers.get('Content-Type')).toBeNull() // the browser sets the multipart boundary
    off()
  })
})

describe('base URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it.each([
    { env: '', want: '/api/x' },
    { env: 'https://api.example.org', want: 'https://api.example.org/api/x' },
    { env: 'http://localhost:8000/', want: 'http://localhost:8000/api/x' },
  ])('uses VITE_API_BASE_URL=$env', async ({ env, want }) => {
    vi.stubEnv('VITE_API_BASE_URL', env)
    vi.resetModules()
    const mod = await import('@/lib/api')
    const fn = vi.fn(async () => new Response('{"success":true,"data":1}'))
    vi.stubGlobal('fetch', fn)
    await mod.apiRequest('/api/x')
    expect(String((fn.mock.calls[0] as unknown[])[0])).toBe(want)
  })
})

describe('queryString', () => {
  it.each([
    { in: {}, want: '' },
    { in: { status: 'draft', q: '' }, want: '?status=draft' },
    { in: { q: 'a b', phase: undefined, n: 0 }, want: '?q=a+b&n=0' },
  ])('$want', ({ in: input, want }) => {
    expect(queryString(input)).toBe(want)
  })
})

describe('notifyUnauthorized', () => {
  it('calls the listeners on 401 only', async () => {
    const { notifyUnauthorized, onUnauthorized } = await import('./api')
    let calls = 0
    const off = onUnauthorized(() => {
      calls++
    })
    notifyUnauthorized(403)
    notifyUnauthorized(500)
    expect(calls).toBe(0)
    notifyUnauthorized(401)
    expect(calls).toBe(1)
    off()
    notifyUnauthorized(401)
    expect(calls).toBe(1)
  })
})

describe('conflicts and reasons', () => {
  it('reads the current record of a 409', () => {
    const err = new ApiError(409, JSON.stringify({ success: false, error: 'changed', data: { current: { id: 'c1', version: 3 }, version: 3 } }))
    expect(conflictOf(err)).toEqual({ message: 'changed', current: { id: 'c1', version: 3 }, version: 3 })
    expect(conflictOf(new ApiError(409, JSON.stringify({ success: false, error: 'already sent' })))).toBeNull()
    expect(conflictOf(new ApiError(400, '{}'))).toBeNull()
    expect(conflictOf(new Error('x'))).toBeNull()
  })
  it('percent-encodes a reason and sends none when empty', () => {
    expect(reasonHeaders('  Médical — ok ')).toEqual({ 'X-Change-Reason': encodeURIComponent('Médical — ok') })
    expect(reasonHeaders('  ')).toEqual({})
    expect(reasonHeaders()).toEqual({})
  })
})

describe('getAllPages', () => {
  it('asks once when the list fits one page, exactly as before paging', async () => {
    const { calls } = fakeServer({ 'GET /api/campaigns': ok({ campaigns: [{ id: 'a' }] }) })
    const data = await getAllPages<{ campaigns: { id: string }[] }>('/api/campaigns?status=active', 'campaigns')
    expect(data).toEqual({ campaigns: [{ id: 'a' }] })
    expect(calls.map((c) => c.path)).toEqual(['/api/campaigns?status=active'])
  })

  it('follows nextCursor to the last page and keeps the other fields of the first', async () => {
    const pages: Record<string, unknown> = {
      '': { rules: [{ id: 1 }, { id: 2 }], active: 3, nextCursor: 'c1' },
      c1: { rules: [{ id: 3 }], active: 3, nextCursor: 'c/2' },
      'c/2': { rules: [], active: 3 },
    }
    const { calls } = fakeServer({
      'GET /api/rules': (req) => ok(pages[new URL(req.path, 'http://x').searchParams.get('cursor') ?? '']),
    })
    const data = await getAllPages<{ rules: { id: number }[]; active: number }>('/api/rules', 'rules')
    expect(data).toEqual({ rules: [{ id: 1 }, { id: 2 }, { id: 3 }], active: 3 })
    expect(calls.map((c) => c.path)).toEqual([
      '/api/rules',
      `/api/rules?limit=${MAX_PAGE_SIZE}&cursor=c1`,
      `/api/rules?limit=${MAX_PAGE_SIZE}&cursor=c%2F2`,
    ])
  })
})
