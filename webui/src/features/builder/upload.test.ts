import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { AUTH_TOKEN_KEY } from '@/lib/storage'
import { formatTransfer, postForm } from './upload'

/** FakeXHR answers with a canned status and body after reporting upload progress. */
class FakeXHR {
  static status = 201
  static body = ''
  static last: FakeXHR | null = null
  /** failures is how many of the next sends end in a network error. */
  static failures = 0
  static sentKeys: string[] = []
  headers: Record<string, string> = {}
  method = ''
  url = ''
  status = 0
  responseText = ''
  sent: unknown = null
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v
  }
  abort() {
    this.onabort?.()
  }
  send(body: unknown) {
    this.sent = body
    FakeXHR.last = this
    FakeXHR.sentKeys.push(this.headers['idempotency-key'] ?? '')
    if (FakeXHR.failures > 0) {
      FakeXHR.failures--
      queueMicrotask(() => this.onerror?.())
      return
    }
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true })
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true })
      this.status = FakeXHR.status
      this.responseText = FakeXHR.body
      this.onload?.()
    })
  }
}

describe('postForm', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXHR)
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_tok')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('sends the bearer header without a JSON content type and unwraps data', async () => {
    FakeXHR.status = 207
    FakeXHR.body = JSON.stringify({ success: true, data: { assets: [{ id: 'a1' }], rejected: [{ name: 'x.pdf', error: 'bad' }] } })
    const seen: number[] = []
    const form = new FormData()
    form.append('campaignId', 'c1')
    const out = await postForm<{ assets: { id: string }[] }>('/api/campaigns/upload-files', form, (p) => seen.push(p.loaded))
    expect(out.assets[0]!.id).toBe('a1')
    expect(seen).toEqual([50, 100])
    const x = FakeXHR.last!
    expect([x.method, x.url]).toEqual(['POST', '/api/campaigns/upload-files'])
    expect(x.headers.authorization).toBe('Bearer demo_tok')
    expect(x.headers['content-type']).toBeUndefined()
    expect(x.sent).toBe(form)
  })

  it.each([
    { status: 413, body: '{"success":false,"error":"File too large (at most 200 MB)"}', msg: 'File too large (at most 200 MB)' },
    { status: 415, body: '{"success":false,"error":"Unsupported file type"}', msg: 'Unsupported file type' },
  ])('rejects $status with the spec error text and the server message', async ({ status, body, msg }) => {
    FakeXHR.status = status
    FakeXHR.body = body
    const err = await postForm('/api/campaigns/upload-files', new FormData()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toBe(`HTTP error! status: ${status}, message: ${body}`)
    expect((err as ApiError).serverMessage).toBe(msg)
  })

  it('sends the upload again with the same Idempotency-Key after a network failure, once', async () => {
    FakeXHR.status = 201
    FakeXHR.body = JSON.stringify({ success: true, data: { assets: [{ id: 'a1' }] } })
    FakeXHR.sentKeys = []
    FakeXHR.failures = 1
    const out = await postForm<{ assets: { id: string }[] }>('/api/campaigns/upload-files', new FormData())
    expect(out.assets[0]!.id).toBe('a1')
    expect(FakeXHR.sentKeys).toHaveLength(2)
    expect(FakeXHR.sentKeys[0]).toBeTruthy()
    expect(FakeXHR.sentKeys[1]).toBe(FakeXHR.sentKeys[0])
    FakeXHR.sentKeys = []
    FakeXHR.failures = 2
    await expect(postForm('/api/campaigns/upload-files', new FormData())).rejects.toThrow('Network error')
    expect(FakeXHR.sentKeys).toHaveLength(2)
    // A new upload gets a new key.
    await postForm('/api/campaigns/upload-files', new FormData())
    expect(FakeXHR.sentKeys[2]).not.toBe(FakeXHR.sentKeys[0])
  })

  it('rejects a body that is not JSON', async () => {
    FakeXHR.status = 200
    FakeXHR.body = '<html>'
    await expect(postForm('/api/x', new FormData())).rejects.toThrow('Invalid JSON from /api/x')
  })
})

describe('formatTransfer', () => {
  it.each([
    [{ loaded: 512, total: 2048 }, '0.5 KB of 2.0 KB'],
    [{ loaded: 1.5 * 1024 * 1024, total: 27 * 1024 * 1024 }, '1.5 MB of 27.0 MB'],
    [{ loaded: 2048, total: 0 }, '2.0 KB'],
  ])('%o → %s', (p, want) => expect(formatTransfer(p)).toBe(want))
})
