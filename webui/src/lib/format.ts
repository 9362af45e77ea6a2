/** formatLongDate formats a date as e.g. 'Saturday, November 21, 2026'. */
export function formatLongDate(d: Date, locale?: string): string {
  return d.toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
}

/** formatDate formats an RFC 3339 timestamp as e.g. 'Nov 21, 2026', or '—' when invalid. */
export function formatDate(iso: string | undefined | null, locale?: string): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })
}

/** formatRelative formats a timestamp relative to now ('just now', '5 min ago', '3 days ago'), or a date past 30 days. */
export function formatRelative(iso: string | undefined | null, now: Date = new Date()): string {
  if (!iso) return '—'
  const d = new Date(iso)
  const t = d.getTime()
  if (Number.isNaN(t)) return '—'
  const s = Math.round((now.getTime() - t) / 1000)
  if (s < 60) return 'just now'
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min ago`
  const h = Math.floor(m / 60)
  if (h < 24) return `${h} h ago`
  const days = Math.floor(h / 24)
  if (days < 30) return days === 1 ? 'yesterday' : `${days} days ago`
  return formatDate(iso)
}

const counts = new Map<string, Intl.NumberFormat>()

/** formatCount formats a count with the locale's digit grouping, e.g. 100000 as '100,000' (en). */
export function formatCount(n: number, locale?: string): string {
  const key = locale ?? ''
  let f = counts.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    counts.set(key, f)
  }
  return f.format(n)
}

/** formatSize shows a byte count in KB below 1 MB and in MB above, with one decimal (DESIGN.md look and feel); '—' when unknown. */
export function formatSize(bytes: number | undefined | null): string {
  if (bytes === undefined || bytes === null || !Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${(bytes / 1024).toFixed(1)} KB`
}
