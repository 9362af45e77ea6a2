/** SSEMessage is one parsed Server-Sent Event. */
export interface SSEMessage {
  event: string
  data: string
  id?: string
}

/**
 * SSEParser turns the chunks of a text/event-stream into messages (the
 * WHATWG event-stream rules: lines ending in LF, CRLF or CR; 'field: value';
 * comments start with ':'; a blank line dispatches). EventSource cannot send
 * the bearer header, so the builder reads the stream with fetch and this.
 */
export class SSEParser {
  private buf = ''
  private event = ''
  private data: string[] = []
  private id: string | undefined
  private pendingCR = false
  /** maxLine bounds the buffered partial line, so a broken stream cannot grow memory without end. */
  readonly maxLine: number

  constructor(maxLine = 8 << 20) {
    this.maxLine = maxLine
  }

  /** push feeds a chunk of text and returns the messages it completed. */
  push(chunk: string): SSEMessage[] {
    const out: SSEMessage[] = []
    let text = chunk
    if (this.pendingCR && text.startsWith('\n')) text = text.slice(1)
    this.pendingCR = false
    this.buf += text
    let start = 0
    for (let i = 0; i < this.buf.length; i++) {
      const c = this.buf[i]
      if (c !== '\n' && c !== '\r') continue
      const line = this.buf.slice(start, i)
      if (c === '\r') {
        if (i + 1 < this.buf.length) {
          if (this.buf[i + 1] === '\n') i++
        } else {
          this.pendingCR = true
        }
      }
      start = i + 1
      this.line(line, out)
    }
    this.buf = this.buf.slice(start)
    if (this.buf.length > this.maxLine) throw new Error('event stream line too long')
    return out
  }

  private line(line: string, out: SSEMessage[]) {
    if (line === '') {
      if (this.data.length > 0) {
        out.push({ event: this.event || 'message', data: this.data.join('\n'), id: this.id })
      }
      this.event = ''
      this.data = []
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    let value = colon < 0 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    switch (field) {
      case 'event':
        this.event = value
        break
      case 'data':
        this.data.push(value)
        break
      case 'id':
        this.id = value
        break
    }
  }
}

/** backoffDelay returns the reconnect delay after attempt failures: 1 s doubling to 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))
}
