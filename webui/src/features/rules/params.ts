import { CHECKS } from '@/features/shared/checks.gen'
import type { RuleParams } from './types'

/** ParamsForm is the editable text of a rule's parameters in the edit modal. */
export interface ParamsForm {
  /** allowed is the allowed values as a comma-separated list. */
  allowed: string
  min: string
  max: string
  unit: string
  pattern: string
}

/** ParamsErrors holds one message per invalid ParamsForm field. */
export type ParamsErrors = Partial<Record<keyof ParamsForm, string>>

/** UNITS are the units the server accepts per field (pkg/compliance units.go), canonical first. */
export const UNITS: Readonly<Record<string, readonly string[]>> = {
  fileSize: ['KB', 'MB', 'GB', 'B', 'KiB', 'MiB', 'GiB', 'K', 'M', 'G', 'byte', 'bytes'],
  duration: ['s', 'ms', 'min', 'sec', 'secs', 'second', 'seconds', 'millisecond', 'milliseconds', 'mins', 'minute', 'minutes'],
  bitrate: ['kbps', 'Mbps', 'bps', 'kbit/s', 'kb/s', 'bit/s', 'mbit/s', 'mb/s'],
  frameRate: ['fps', 'frames/s'],
}

/** paramsToForm turns stored parameters into the modal's text fields. */
export function paramsToForm(p: RuleParams | undefined): ParamsForm {
  return {
    allowed: (p?.allowed ?? []).join(', '),
    min: p?.min === undefined || p?.min === null ? '' : String(p.min),
    max: p?.max === undefined || p?.max === null ? '' : String(p.max),
    unit: p?.unit ?? '',
    pattern: p?.pattern ?? '',
  }
}

/** splitList splits a comma-separated list, trimming items and dropping empty and repeated ones. */
export function splitList(s: string): string[] {
  const out: string[] = []
  for (const part of s.split(',')) {
    const v = part.trim()
    if (v && !out.includes(v)) out.push(v)
  }
  return out
}

const DIMENSIONS = /^\d+\s*[x×X]\s*\d+$/
// A print size in mm may have decimals (a size given in inches, converted).
const PRINT_SIZE = /^\d+(\.\d+)?\s*[x×X]\s*\d+(\.\d+)?$/
const ASPECT = /^\d+(\.\d+)?\s*:\s*\d+(\.\d+)?$/
const NUMBER = /^[+]?(\d+(\.\d*)?|\.\d+)$/

/**
 * patternError checks a rule pattern. Patterns are Go (RE2) regular
 * expressions: leading flag groups such as (?i) are valid; lookarounds and
 * backreferences are not. It returns the problem, or undefined.
 */
export function patternError(pattern: string): string | undefined {
  if (!pattern) return undefined
  if (/\(\?<?[=!]/.test(pattern)) return 'Lookahead and lookbehind are not supported (Go RE2 syntax)'
  if (/\\[1-9]/.test(pattern)) return 'Backreferences are not supported (Go RE2 syntax)'
  const body = pattern.replace(/^\(\?[imsU]+\)/, '')
  try {
    new RegExp(body)
  } catch (err) {
    return `Not a valid regular expression: ${err instanceof Error ? err.message.replace(/^Invalid regular expression: /, '') : String(err)}`
  }
  return undefined
}

/**
 * formToParams validates the modal's parameter fields for a rule field and
 * returns the parameters to save (undefined when all are empty), keeping the
 * original's other settings (check, sizes, customer types, kinds, platforms,
 * placements, parts), or the errors.
 */
export function formToParams(field: string, form: ParamsForm, original?: RuleParams): { params?: RuleParams; errors: ParamsErrors } {
  const errors: ParamsErrors = {}
  const allowed = splitList(form.allowed)
  const check = original?.check ?? ''
  if (field === 'dimensions' && (check === 'trimSize' || check === 'mediaBox')) {
    const bad = allowed.filter((v) => !PRINT_SIZE.test(v))
    if (bad.length) errors.allowed = `Print sizes must be WxH in mm, e.g. 210x297 (not ${bad.join(', ')})`
  } else if (field === 'dimensions') {
    const bad = allowed.filter((v) => !DIMENSIONS.test(v))
    if (bad.length) errors.allowed = `Dimensions must be WxH, e.g. 300x250 (not ${bad.join(', ')})`
  } else if (field === 'metadata' && check === 'pageCount') {
    const bad = allowed.filter((v) => !/^[1-9]\d*$/.test(v))
    if (bad.length) errors.allowed = `Page counts must be whole numbers, e.g. 1, 2 (not ${bad.join(', ')})`
  } else if (field === 'aspectRatio') {
    const bad = allowed.filter((v) => !ASPECT.test(v))
    if (bad.length) errors.allowed = `Aspect ratios must be W:H, e.g. 16:9 (not ${bad.join(', ')})`
  }
  const num = (key: 'min' | 'max'): number | undefined => {
    const s = form[key].trim()
    if (!s) return undefined
    if (!NUMBER.test(s)) {
      errors[key] = `${key === 'min' ? 'Minimum' : 'Maximum'} must be a number of 0 or more`
      return undefined
    }
    return Number(s)
  }
  const min = num('min')
  const max = num('max')
  if (min !== undefined && max !== undefined && min > max) errors.max = `Maximum ${max} is less than minimum ${min}`
  const unit = form.unit.trim()
  const units = UNITS[field]
  if (unit && units && !units.some((u) => u.toLowerCase() === unit.toLowerCase())) {
    errors.unit = `Unknown unit “${unit}” for ${field} (use ${units.slice(0, 4).join(', ')})`
  }
  const pattern = form.pattern.trim()
  const perr = patternError(pattern)
  if (perr) errors.pattern = perr
  if (Object.keys(errors).length > 0) return { errors }

  const p: RuleParams = { ...(original ?? {}) }
  delete p.allowed
  delete p.min
  delete p.max
  delete p.unit
  delete p.pattern
  if (allowed.length) p.allowed = allowed
  if (min !== undefined) p.min = min
  if (max !== undefined) p.max = max
  if (unit) p.unit = unit
  if (pattern) p.pattern = pattern
  const empty = Object.values(p).every((v) => v === undefined || (Array.isArray(v) && v.length === 0) || v === '')
  return { params: empty ? undefined : p, errors }
}

/**
 * describeParams renders parameters as short labels: 'Allowed: 300x250, 728x90',
 * '≤ 150 KB', '6–30 s', 'Pattern: ^[a-z]+$'.
 */
export function describeParams(p: RuleParams | undefined, field = ''): string[] {
  if (!p) return []
  const out: string[] = []
  const unit = p.unit ? ` ${p.unit}` : ''
  if (p.allowed?.length) out.push(`Allowed: ${p.allowed.join(', ')}`)
  if (p.min !== undefined && p.max !== undefined) out.push(p.min === p.max ? `= ${p.min}${unit}` : `${p.min}–${p.max}${unit}`)
  else if (p.max !== undefined) out.push(`≤ ${p.max}${unit}`)
  else if (p.min !== undefined) out.push(`≥ ${p.min}${unit}`)
  else if (p.unit) out.push(`Unit: ${p.unit}`)
  if (p.pattern) out.push(`Pattern: ${p.pattern}`)
  if (p.check) out.push(`Measures: ${checkLabel(field, p.check)}`)
  if (p.sizes?.length) out.push(`Sizes: ${p.sizes.join(', ')}`)
  if (p.customerTypes?.length) out.push(`Audience: ${p.customerTypes.join(', ')}`)
  if (p.kinds?.length) out.push(`Applies to: ${p.kinds.join(', ')}`)
  if (p.platforms?.length) out.push(`Platforms: ${p.platforms.join(', ')}`)
  if (p.placements?.length) out.push(`Placements: ${p.placements.join(', ')}`)
  if (p.parts?.length) out.push(`Parts: ${p.parts.join(', ')}`)
  const bound = (w?: number, h?: number) =>
    w && h ? `${w}x${h}` : w ? `${w} px wide` : h ? `${h} px high` : ''
  const atLeast = bound(p.minWidth, p.minHeight)
  const atMost = bound(p.maxWidth, p.maxHeight)
  if (atLeast) out.push(`At least ${atLeast}`)
  if (atMost) out.push(`At most ${atMost}`)
  return out
}

/** measurementOptions are the measurements a field type offers (params.check), '' being its default; empty when it offers no choice. */
export function measurementOptions(field: string): readonly { check: string; label: string }[] {
  const list = CHECKS[field] ?? []
  return list.length > 1 ? list : []
}

/** checkLabel names a field's measurement for people, or gives the key itself when the field does not list it. */
export function checkLabel(field: string, check: string): string {
  return CHECKS[field]?.find((c) => c.check === check)?.label ?? check
}
