import { describe, expect, it } from 'vitest'
import { backoffDelay, SSEParser } from './sse'

describe('SSEParser', () => {
  it.each([
    { name: 'one event', chunks: ['event: asset\ndata: {"a":1}\n\n'], want: [{ event: 'asset', data: '{"a":1}' }] },
    { name: 'comments and heartbeats are ignored', chunks: [': connected\n\n: heartbeat\n\n'], want: [] },
    { name: 'default event name', chunks: ['data: x\n\n'], want: [{ event: 'message', data: 'x' }] },
    { name: 'split across chunks', chunks: ['eve', 'nt: asset\nda', 'ta: {"b":', '2}\n', '\n'], want: [{ event: 'asset', data: '{"b":2}' }] },
    { name: 'CRLF line ends, CR split from LF', chunks: ['event: asset\r', '\ndata: y\r\n\r\n'], want: [{ event: 'asset', data: 'y' }] },
    { name: 'lone CR line ends', chunks: ['data: z\r\r'], want: [{ event: 'message', data: 'z' }] },
    { name: 'multi-line data joined with LF', chunks: ['data: a\ndata: b\n\n'], want: [{ event: 'message', data: 'a\nb' }] },
    { name: 'no space after the colon', chunks: ['event:asset\ndata:q\n\n'], want: [{ event: 'asset', data: 'q' }] },
    { name: 'unfinished event is not dispatched', chunks: ['event: asset\ndata: half\n'], want: [] },
    {
      name: 'two events in one chunk, event name resets',
      chunks: ['event: asset\ndata: 1\n\ndata: 2\n\n'],
      want: [
        { event: 'asset', data: '1' },
        { event: 'message', data: '2' },
      ],
    },
  ])('$name', ({ chunks, want }) => {
    const p = new SSEParser()
    const got = chunks.flatMap((c) => p.push(c)).map(({ event, data }) => ({ event, data }))
    expect(got).toEqual(want)
  })

  it('refuses an endless line instead of growing memory', () => {
    const p = new SSEParser(64)
    expect(() => p.push('data: ' + 'x'.repeat(100))).toThrow(/too long/)
  })
})

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})
