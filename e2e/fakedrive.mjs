// A local Google Drive API v3 for the browser journeys, the counterpart of
// internal/fakedrive for the Go tests: files.list with the product's query
// subset (trashed, "in parents", "name contains" joined by "and"; any other
// syntax is refused), paging and orderBy name; files.get with alt=media;
// files.export of Google documents to PDF. It accepts only access tokens the
// fake identity provider issued. The server under test is configured with
// drive.base-url.
import { createServer } from 'node:http'
import { deflateSync } from 'node:zlib'

// png draws a w×h PNG with a vertical gradient (real bytes a probe measures);
// the team-ci journey writes its folder of creatives with it too.
export function png(w, h, [r, g, b]) {
  const row = Buffer.alloc(1 + w * 3)
  const rows = []
  for (let y = 0; y < h; y++) {
    const line = Buffer.from(row)
    for (let x = 0; x < w; x++) line.set([r, (g + (y * 80) / h) & 255, b], 1 + x * 3)
    rows.push(line)
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 255] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const td = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(td))
    return Buffer.concat([len, td, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

// pdf writes a one-page PDF with the lines in Helvetica.
function pdf(lines) {
  const content = `BT /F1 12 Tf 56 760 Td 16 TL\n${lines.map((l) => `(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`).join('\n')}\nET\n`
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets = objs.map((o, i) => {
    const at = out.length
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
    return at
  })
  const xref = out.length
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const FOLDER = 'application/vnd.google-apps.folder'
const GDOC = 'application/vnd.google-apps.document'

export const driveFiles = [
  { id: 'fd-folder-agency', name: 'Agency delivery (fake Drive)', mimeType: FOLDER, parents: ['root'] },
  { id: 'fd-png-300x250', name: 'Acme_DTC_300x250.png', mimeType: 'image/png', parents: ['fd-folder-agency'], content: png(300, 250, [20, 90, 140]) },
  { id: 'fd-png-970x250', name: 'Acme_DTC_970x250.png', mimeType: 'image/png', parents: ['fd-folder-agency'], content: png(970, 250, [140, 40, 60]) },
  { id: 'fd-doc-isi', name: 'Acme ISI copy deck', mimeType: GDOC, parents: ['root'],
    content: pdf(['ACME (acmezumab) copy deck', 'Important Safety Information', 'Serious infections can occur.', 'FDA filing number ACM-2026-0101']) },
  { id: 'fd-png-728x90', name: "Acme_DTC_728x90 'final'.png", mimeType: 'image/png', parents: ['root'], content: png(728, 90, [30, 120, 90]) },
  {
    id: 'fd-png-long-name',
    name: `Acme_DTC_${'Extremely_long_agency_delivery_name_'.repeat(7)}300x250.png`.slice(0, 300),
    mimeType: 'image/png',
    parents: ['fd-folder-agency'],
    content: png(300, 250, [60, 60, 160]),
  },
  { id: 'fd-folder-bulk', name: 'Bulk delivery (1,200 files)', mimeType: FOLDER, parents: ['root'] },
  ...Array.from({ length: 1200 }, (_, i) => ({
    id: `fd-bulk-${i}`,
    name: `Bulk_${String(i).padStart(4, '0')}_160x600.png`,
    mimeType: 'image/png',
    parents: ['fd-folder-bulk'],
    content: png(16, 60, [i % 255, 80, 120]),
  })),
].map((f, i) => ({ ...f, modifiedTime: new Date(Date.UTC(2026, 2, 1, 9, i % 60)).toISOString() }))

function literal(s) {
  if (s[0] !== "'") throw new Error(`expected a quoted string at ${s}`)
  let out = ''
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '\\') out += s[++i] ?? ''
    else if (s[i] === "'") return [out, s.slice(i + 1)]
    else out += s[i]
  }
  throw new Error('unterminated string')
}

function parseQuery(q) {
  const conds = []
  let rest = q.trim()
  while (rest) {
    if (rest.startsWith('trashed = false')) rest = rest.slice('trashed = false'.length)
    else if (rest.startsWith('name contains ')) {
      const [v, after] = literal(rest.slice('name contains '.length))
      conds.push((f) => f.name.toLowerCase().includes(v.toLowerCase()))
      rest = after
    } else if (rest.startsWith("'")) {
      const [v, after] = literal(rest)
      if (!after.startsWith(' in parents')) throw new Error('expected in parents')
      conds.push((f) => f.parents.includes(v))
      rest = after.slice(' in parents'.length)
    } else throw new Error(`unexpected ${rest}`)
    rest = rest.trim()
    if (rest) {
      if (!rest.startsWith('and ')) throw new Error(`expected and before ${rest}`)
      rest = rest.slice(4)
    }
  }
  return conds
}

export async function startFakeDrive({ tokenOK }) {
  const json = (res, status, v) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(v))
  }
  const fail = (res, status, reason, message) => json(res, status, { error: { code: status, message, errors: [{ reason, message, domain: 'global' }] } })
  const view = (f) => ({
    id: f.id, name: f.name, mimeType: f.mimeType, modifiedTime: f.modifiedTime, parents: f.parents,
    webViewLink: `https://drive.example.test/file/d/${f.id}/view`, thumbnailLink: `https://drive.example.test/thumbnail?id=${f.id}`,
    ...(f.mimeType.startsWith('application/vnd.google-apps.') ? {} : { size: String(f.content.length) }),
  })
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const tok = (req.headers.authorization || '').replace(/^Bearer /, '')
    if (!tok || !tokenOK(tok)) return fail(res, 401, 'authError', 'Request had invalid authentication credentials.')
    const m = url.pathname.match(/^\/files(?:\/([^/]+))?(\/export)?$/)
    if (req.method !== 'GET' || !m) return fail(res, 404, 'notFound', 'Not found')
    const [, id, exp] = m
    if (!id) {
      let conds
      try {
        conds = parseQuery(url.searchParams.get('q') || '')
      } catch (err) {
        return fail(res, 400, 'invalid', `Invalid Value: ${err.message}`)
      }
      const size = Number(url.searchParams.get('pageSize') || 100)
      const start = Number(url.searchParams.get('pageToken') || 0)
      const match = driveFiles.filter((f) => conds.every((c) => c(f))).sort((a, b) => a.name.localeCompare(b.name))
      const page = match.slice(start, start + size).map(view)
      return json(res, 200, { files: page, ...(start + size < match.length ? { nextPageToken: String(start + size) } : {}) })
    }
    const f = driveFiles.find((x) => x.id === id)
    if (!f) return fail(res, 404, 'notFound', `File not found: ${id}.`)
    const gdoc = f.mimeType.startsWith('application/vnd.google-apps.')
    if (exp) {
      if (!gdoc || url.searchParams.get('mimeType') !== 'application/pdf') return fail(res, 400, 'badRequest', 'Export only supports Docs Editors files.')
    } else if (url.searchParams.get('alt') !== 'media') return json(res, 200, view(f))
    else if (gdoc) return fail(res, 403, 'fileNotDownloadable', 'Only files with binary content can be downloaded.')
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
    res.end(f.content)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}/`
  return { base, env: { PHARMAOPS_DRIVE_BASE_URL: base }, close: () => new Promise((resolve) => server.close(resolve)) }
}
