import { describe, expect, it } from 'vitest'
import { checkBrdDrop } from './drop'
import { filterRules, reviewed, summarizeRules } from './filter'
import { mergeCounts, mergeExtractedRules, newCustomRule } from './merge'
import { selectOptions } from './options'
import { checkLabel, describeParams, formToParams, measurementOptions, paramsToForm, patternError, splitList, type ParamsForm } from './params'
import type { BrdRule } from './types'

const RULES: BrdRule[] = [
  {
    id: 'r1',
    rule: 'Approved display sizes',
    severity: 'critical',
    field: 'dimensions',
    section: 'Display Requirements',
    enabled: true,
    params: { allowed: ['300x250', '728x90'] },
    source: { document: 'dtc.docx', page: 2, quote: 'Banners must be delivered in 300x250 or 728x90.' },
  },
  { id: 'r2', rule: 'Static file weight', severity: 'warning', field: 'fileSize', section: 'Technical', enabled: false, params: { max: 150, unit: 'KB' } },
  { id: 'r3', rule: 'Alt text on every banner', severity: 'minor', field: 'accessibility', section: 'Accessibility', enabled: true },
  { id: 'r4', rule: 'Note', severity: 'info', enabled: true },
]

describe('summarizeRules', () => {
  it.each([
    { name: 'mixed list', rules: RULES, want: { total: 4, enabled: 3, critical: 1, warning: 1, minor: 1, info: 1, needsReview: 0 } },
    { name: 'empty', rules: [], want: { total: 0, enabled: 0, critical: 0, warning: 0, minor: 0, info: 0, needsReview: 0 } },
    { name: 'all disabled', rules: RULES.map((r) => ({ ...r, enabled: false })), want: { total: 4, enabled: 0, critical: 1, warning: 1, minor: 1, info: 1, needsReview: 0 } },
  ])('$name', ({ rules, want }) => {
    expect(summarizeRules(rules)).toEqual(want)
  })
})

describe('filterRules', () => {
  it.each([
    { name: 'all, no search', severity: 'all' as const, search: '', want: ['r1', 'r2', 'r3', 'r4'] },
    { name: 'critical only', severity: 'critical' as const, search: '', want: ['r1'] },
    { name: 'minor only', severity: 'minor' as const, search: '', want: ['r3'] },
    { name: 'title, case-insensitive', severity: 'all' as const, search: 'STATIC', want: ['r2'] },
    { name: 'field name', severity: 'all' as const, search: 'filesize', want: ['r2'] },
    { name: 'BRD quote', severity: 'all' as const, search: 'delivered', want: ['r1'] },
    { name: 'allowed value', severity: 'all' as const, search: '728x90', want: ['r1'] },
    { name: 'every word must match', severity: 'all' as const, search: 'banner alt', want: ['r3'] },
    { name: 'severity and search combine', severity: 'warning' as const, search: 'banner', want: [] },
    { name: 'whitespace only', severity: 'all' as const, search: '   ', want: ['r1', 'r2', 'r3', 'r4'] },
  ])('$name', ({ severity, search, want }) => {
    expect(filterRules(RULES, severity, search).map((r) => r.id)).toEqual(want)
  })
})

describe('filterRules with reviewOnly', () => {
  const flagged: BrdRule[] = [
    ...RULES,
    { id: 'f1', rule: 'No first names of real employees', severity: 'warning', field: 'naming', enabled: false, needsReview: true, reviewReason: 'stated requirement with no measurable value: manual review' },
    { id: 'f2', rule: 'Banner frame rate', severity: 'minor', field: 'frameRate', enabled: false, needsReview: true },
  ]
  it.each([
    { name: 'review only, all severities', severity: 'all' as const, search: '', reviewOnly: true, want: ['f1', 'f2'] },
    { name: 'review only and severity', severity: 'warning' as const, search: '', reviewOnly: true, want: ['f1'] },
    { name: 'review only and search', severity: 'all' as const, search: 'banner', reviewOnly: true, want: ['f2'] },
    { name: 'search matches the review reason', severity: 'all' as const, search: 'measurable', reviewOnly: false, want: ['f1'] },
    { name: 'off keeps every rule', severity: 'all' as const, search: 'banner', reviewOnly: false, want: ['r1', 'r3', 'f2'] },
    { name: 'review only, nothing flagged', severity: 'critical' as const, search: '', reviewOnly: true, want: [] },
  ])('$name', ({ severity, search, reviewOnly, want }) => {
    expect(filterRules(flagged, severity, search, reviewOnly).map((r) => r.id)).toEqual(want)
  })
  it('counts flagged rules', () => {
    expect(summarizeRules(flagged).needsReview).toBe(2)
  })
})

describe('reviewed', () => {
  const rule: BrdRule = { id: 'f1', rule: 'No first names', severity: 'warning', enabled: false, needsReview: true, reviewReason: 'manual review', version: 3 }
  it.each([
    { decision: 'enable' as const, enabled: true },
    { decision: 'keep-off' as const, enabled: false },
  ])('$decision clears the review mark', ({ decision, enabled }) => {
    const r = reviewed(rule, decision)
    expect(r).toEqual({ id: 'f1', rule: 'No first names', severity: 'warning', enabled, needsReview: false, version: 3 })
    expect('reviewReason' in r).toBe(false)
  })
})

describe('mergeExtractedRules', () => {
  const current: BrdRule[] = [
    { id: 'a', rule: 'A', severity: 'minor', enabled: false, isCustom: false, tests: [{ input: '300x250', expected: 'pass' }] },
    { id: 'c', rule: 'Custom', severity: 'warning', enabled: true, isCustom: true },
  ]
  it('replaces same IDs in place, appends new ones, enables them and keeps test cases', () => {
    const extracted: BrdRule[] = [
      { id: 'b', rule: 'B', severity: 'critical', enabled: false, isCustom: true },
      { id: 'a', rule: 'A v2', severity: 'critical', enabled: false },
    ]
    const got = mergeExtractedRules(current, extracted)
    expect(got.map((r) => r.id)).toEqual(['a', 'c', 'b'])
    expect(got[0]).toMatchObject({ rule: 'A v2', severity: 'critical', enabled: true, isCustom: false, tests: [{ input: '300x250', expected: 'pass' }] })
    expect(got[2]).toMatchObject({ enabled: true, isCustom: false })
    expect(current[0]!.rule).toBe('A') // the input is not changed
  })
  it('takes the extracted tests when it brings some', () => {
    const got = mergeExtractedRules(current, [{ id: 'a', rule: 'A', severity: 'minor', enabled: true, tests: [{ input: 'x', expected: 'fail' }] }])
    expect(got[0]!.tests).toEqual([{ input: 'x', expected: 'fail' }])
  })
  it('does not duplicate an ID extracted twice', () => {
    const got = mergeExtractedRules([], [
      { id: 'x', rule: 'one', severity: 'minor', enabled: true },
      { id: 'x', rule: 'two', severity: 'minor', enabled: true },
    ])
    expect(got).toHaveLength(1)
    expect(got[0]!.rule).toBe('two')
  })
  it('counts new and replaced rules', () => {
    expect(mergeCounts(current, [{ id: 'a', rule: '', severity: 'minor', enabled: true }, { id: 'z', rule: '', severity: 'minor', enabled: true }])).toEqual({ added: 1, replaced: 1 })
  })
})

describe('newCustomRule', () => {
  it('has the spec defaults and a unique ID', () => {
    const first = newCustomRule([], 1000)
    expect(first).toMatchObject({ severity: 'warning', section: 'Custom Rules', field: 'customField', enabled: true, isCustom: true })
    const second = newCustomRule([first], 1000)
    expect(second.id).not.toBe(first.id)
  })
})

describe('checkBrdDrop', () => {
  it.each([
    { name: 'pdf type', file: { name: 'requirements.pdf', type: 'application/pdf' }, ok: true },
    { name: 'docx type contains document', file: { name: 'spec.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, ok: true },
    { name: 'name contains brd', file: { name: 'Q3_BRD_final.txt', type: 'text/plain' }, ok: true },
    { name: 'old doc without brd in the name', file: { name: 'spec.doc', type: 'application/msword' }, ok: false },
    { name: 'image', file: { name: 'banner.png', type: 'image/png' }, ok: false },
    { name: 'unknown type', file: { name: 'notes', type: '' }, ok: false },
  ])('$name', ({ file, ok }) => {
    const v = checkBrdDrop(file)
    expect(v.ok).toBe(ok)
    if (!ok) expect(v.reason).toContain(file.name)
  })
})

describe('params editing', () => {
  const form = (f: Partial<ParamsForm>): ParamsForm => ({ allowed: '', min: '', max: '', unit: '', pattern: '', ...f })

  it('round-trips stored parameters through the form', () => {
    const p = { allowed: ['300x250', '728x90'], min: 6, max: 30, unit: 's', pattern: '^a$' }
    expect(paramsToForm(p)).toEqual({ allowed: '300x250, 728x90', min: '6', max: '30', unit: 's', pattern: '^a$' })
    expect(formToParams('duration', paramsToForm(p)).params).toEqual(p)
  })

  it.each([
    { name: 'bad dimensions', field: 'dimensions', f: form({ allowed: '300x250, big' }), key: 'allowed' },
    { name: 'bad aspect ratio', field: 'aspectRatio', f: form({ allowed: '16:9, wide' }), key: 'allowed' },
    { name: 'min not a number', field: 'fileSize', f: form({ min: 'ten' }), key: 'min' },
    { name: 'negative max', field: 'fileSize', f: form({ max: '-1' }), key: 'max' },
    { name: 'min above max', field: 'duration', f: form({ min: '30', max: '6' }), key: 'max' },
    { name: 'unknown unit', field: 'fileSize', f: form({ max: '150', unit: 'parsecs' }), key: 'unit' },
    { name: 'broken regex', field: 'naming', f: form({ pattern: '([a-z' }), key: 'pattern' },
    { name: 'lookahead', field: 'naming', f: form({ pattern: '^(?=a)' }), key: 'pattern' },
  ])('rejects $name', ({ field, f, key }) => {
    const got = formToParams(field, f)
    expect(got.params).toBeUndefined()
    expect(got.errors).toHaveProperty(key)
  })

  it.each([
    { name: 'dimensions with spaces and ×', field: 'dimensions', f: form({ allowed: ' 300 x 250 ,160×600,, 300 x 250' }), want: { allowed: ['300 x 250', '160×600'] } },
    { name: 'size in MB, unit case-insensitive', field: 'fileSize', f: form({ max: '1.5', unit: 'mb' }), want: { max: 1.5, unit: 'mb' } },
    { name: 'Go flag group pattern', field: 'naming', f: form({ pattern: '(?i)^[a-z0-9_-]+\\.[a-z0-9]+$' }), want: { pattern: '(?i)^[a-z0-9_-]+\\.[a-z0-9]+$' } },
    { name: 'any unit for other fields', field: 'typography', f: form({ min: '8', unit: 'pt' }), want: { min: 8, unit: 'pt' } },
    { name: 'all empty', field: 'format', f: form({}), want: undefined },
  ])('accepts $name', ({ field, f, want }) => {
    const got = formToParams(field, f)
    expect(got.errors).toEqual({})
    expect(got.params).toEqual(want)
  })

  it('keeps the settings the form does not show', () => {
    const got = formToParams('fileSize', form({ max: '200', unit: 'KB' }), { max: 150, unit: 'KB', check: 'initialLoad', sizes: ['300x250'] })
    expect(got.params).toEqual({ max: 200, unit: 'KB', check: 'initialLoad', sizes: ['300x250'] })
  })

  it('describes parameters', () => {
    expect(describeParams({ allowed: ['JPG', 'PNG'] })).toEqual(['Allowed: JPG, PNG'])
    expect(describeParams({ max: 150, unit: 'KB' })).toEqual(['≤ 150 KB'])
    expect(describeParams({ min: 6, max: 30, unit: 's' })).toEqual(['6–30 s'])
    expect(describeParams({ min: 24 })).toEqual(['≥ 24'])
    expect(describeParams(undefined)).toEqual([])
    expect(describeParams({ max: 5120, unit: 'KB', platforms: ['linkedin'], placements: ['carousel'], parts: ['carouselCard'] })).toEqual([
      '≤ 5120 KB',
      'Platforms: linkedin',
      'Placements: carousel',
      'Parts: carouselCard',
    ])
    expect(describeParams({ minWidth: 1280, minHeight: 720 })).toEqual(['At least 1280x720'])
    expect(describeParams({ maxWidth: 600 })).toEqual(['At most 600 px wide'])
  })

  it('offers the measurements of a field with their labels', () => {
    const dims = measurementOptions('dimensions').map((m) => m.check)
    expect(dims).toEqual(expect.arrayContaining(['', 'trimSize', 'bleed', 'imageResolution']))
    expect(measurementOptions('metadata').map((m) => m.check)).toEqual(expect.arrayContaining(['pageCount', 'outputIntent']))
    expect(measurementOptions('typography').map((m) => m.check)).toContain('fontsEmbedded')
    expect(measurementOptions('format').map((m) => m.check)).toEqual(expect.arrayContaining(['totalInk', 'colorSpace']))
    expect(measurementOptions('naming')).toEqual([])
    expect(checkLabel('dimensions', 'bleed')).toBe('Bleed, mm (PDF, every page)')
    expect(checkLabel('typography', 'fontsEmbedded')).toBe('Fonts embedded (PDF)')
    expect(checkLabel('naming', 'unknownThing')).toBe('unknownThing')
    expect(describeParams({ min: 3, unit: 'mm', check: 'bleed' }, 'dimensions')).toEqual(['≥ 3 mm', 'Measures: Bleed, mm (PDF, every page)'])
  })

  it.each([
    { name: 'a trim size with decimals', field: 'dimensions', check: 'trimSize', allowed: '206.4x276.2', ok: true },
    { name: 'pixel sizes are whole', field: 'dimensions', check: '', allowed: '206.4x276.2', ok: false },
    { name: 'page counts', field: 'metadata', check: 'pageCount', allowed: '1, 2', ok: true },
    { name: 'a page count that is no number', field: 'metadata', check: 'pageCount', allowed: 'two', ok: false },
    { name: 'output conditions are free text', field: 'metadata', check: 'outputIntent', allowed: 'Coated FOGRA39, PDF/X-4', ok: true },
  ])('checks allowed values by measurement: $name', ({ field, check, allowed, ok }) => {
    const got = formToParams(field, form({ allowed }), { check: check || undefined })
    expect(got.errors.allowed === undefined).toBe(ok)
    if (ok) expect(got.params?.check).toBe(check || undefined)
  })

  it('splits comma lists and checks patterns', () => {
    expect(splitList('a, b,,a , c')).toEqual(['a', 'b', 'c'])
    expect(patternError('')).toBeUndefined()
    expect(patternError('^x\\1')).toMatch(/Backreferences/)
  })
})

describe('selectOptions', () => {
  it('never offers an empty value and keeps an unknown current value', () => {
    expect(selectOptions(['A', '', 'B', 'A'])).toEqual(['A', 'B'])
    expect(selectOptions(['A'], 'General Ad Requirements')).toEqual(['A', 'General Ad Requirements'])
    expect(selectOptions(['A'], '  ')).toEqual(['A'])
  })
})
