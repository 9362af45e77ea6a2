import { describe, expect, it } from 'vitest'
import { acceptedFile, boxNumbers, builderStats, issueBoxes, lastUserSave, checkCounts, clampPercent, complianceBand, issueKey, isZip, stepsOf, typeBadge } from './assetLogic'
import { isOlder, mergeAssets, removeAsset, upsertAsset } from './builderApi'
import { sortIssues } from './AssetPanel'
import type { BuilderAsset, Issue } from './types'

const asset = (over: Partial<BuilderAsset>): BuilderAsset => ({ id: 'a', campaignId: 'c', name: 'x.png', type: 'image', size: 1, status: 'complete', progress: 100, ...over })
const issue = (status: string, rule = 'R'): Issue => ({ rule, status, severity: 'critical', field: 'f', message: '' })

describe('typeBadge', () => {
  it.each([
    { type: 'image', mime: 'image/png', want: 'IMG' },
    { type: 'html5', mime: 'application/zip', want: 'IMG' },
    { type: 'video', mime: 'video/mp4', want: 'VID' },
    { type: 'document', mime: 'application/pdf', want: 'DOC' },
    { type: '', mime: 'video/quicktime', want: 'VID' },
    { type: 'document', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', want: 'DOC' },
  ])('$type $mime → $want', ({ type, mime, want }) => {
    expect(typeBadge({ type, mimeType: mime })).toBe(want)
  })
})

describe('complianceBand', () => {
  it.each([
    [100, 'Compliant'],
    [80, 'Compliant'],
    [79, 'Review'],
    [60, 'Review'],
    [59, 'Non-Compliant'],
    [0, 'Non-Compliant'],
  ])('%d → %s', (s, want) => expect(complianceBand(s)?.label).toBe(want))
  it('has no band without a score', () => {
    expect(complianceBand(null)).toBeNull()
    expect(complianceBand(undefined)).toBeNull()
  })
})

describe('issueKey', () => {
  it('is the rule id, or rule|field without one', () => {
    expect(issueKey({ ruleId: 'r-1', rule: 'Dimensions', field: 'dimensions' })).toBe('r-1')
    expect(issueKey({ ruleId: '', rule: 'Dimensions', field: 'dimensions' })).toBe('Dimensions|dimensions')
  })
})

describe('stepsOf', () => {
  it('always gives the five steps in order, filling missing ones', () => {
    const steps = stepsOf({ status: 'uploading', processingSteps: [{ label: 'Upload/Extract', status: 'active' }] })
    expect(steps.map((s) => s.label)).toEqual(['Upload/Extract', 'OCR & Text', 'Elements Detection', 'BRD Matching', 'Compliance Score'])
    expect(steps.map((s) => s.status)).toEqual(['active', 'pending', 'pending', 'pending', 'pending'])
  })
  it('shows a complete asset without steps as all done', () => {
    expect(stepsOf({ status: 'complete', processingSteps: null }).every((s) => s.status === 'done')).toBe(true)
  })
})

describe('counts and stats', () => {
  it('counts from the summary, else from the issues', () => {
    expect(checkCounts(asset({ analysis: { summary: { totalChecks: 6, passed: 3, failed: 2, warnings: 1 } } }))).toEqual({ failed: 2, warnings: 1, passed: 3 })
    expect(checkCounts(asset({ analysis: { issues: [issue('fail'), issue('pass'), issue('pass'), issue('warning')] } }))).toEqual({ failed: 1, warnings: 1, passed: 2 })
    expect(checkCounts(asset({ analysis: null }))).toEqual({ failed: 0, warnings: 0, passed: 0 })
  })
  it('sums the strip over assets by status', () => {
    const s = builderStats([
      asset({ id: '1', status: 'complete', analysis: { summary: { totalChecks: 2, passed: 1, failed: 1, warnings: 0 } } }),
      asset({ id: '2', status: 'analyzing' }),
      asset({ id: '3', status: 'uploading' }),
      asset({ id: '4', status: 'error' }),
    ])
    expect(s).toEqual({ total: 4, complete: 1, processing: 2, errors: 1, failed: 1, warnings: 0, passed: 1 })
  })
})

describe('cache helpers', () => {
  it('upserts in place and appends new assets; removes by id', () => {
    const l = [asset({ id: '1' }), asset({ id: '2' })]
    expect(upsertAsset(l, asset({ id: '2', progress: 43 })).map((a) => [a.id, a.progress])).toEqual([
      ['1', 100],
      ['2', 43],
    ])
    expect(upsertAsset(undefined, asset({ id: '9' })).map((a) => a.id)).toEqual(['9'])
    expect(removeAsset(l, '1').map((a) => a.id)).toEqual(['2'])
  })
  it('never lets an older copy replace a newer one', () => {
    const done = asset({ id: '1', status: 'complete', lastModified: '2026-11-21T10:00:02.5Z' })
    const stale = asset({ id: '1', status: 'uploading', progress: 5, lastModified: '2026-11-21T10:00:01Z' })
    expect(upsertAsset([done], stale)[0]!.status).toBe('complete')
    expect(upsertAsset([stale], done)[0]!.status).toBe('complete')
    const merged = mergeAssets([done], [stale, asset({ id: '2' })])
    expect(merged.map((a) => [a.id, a.status])).toEqual([
      ['1', 'complete'],
      ['2', 'complete'],
    ])
    expect(mergeAssets([asset({ id: 'gone' })], [])).toEqual([])
  })
  it('orders states of one millisecond by the server revision', () => {
    // The bug of issue 15: "analyzing, 5 steps ticked" arrived after "complete" in the same millisecond and stuck.
    const at = '2026-11-21T10:00:02.5Z'
    const done = asset({ id: '1', status: 'complete', progress: 100, lastModified: at, revision: 12 })
    const late = asset({ id: '1', status: 'analyzing', progress: 100, lastModified: at, revision: 11 })
    expect(upsertAsset([done], late)[0]!.status).toBe('complete')
    expect(upsertAsset([late], done)[0]!.status).toBe('complete')
    expect(mergeAssets([done], [late])[0]!.status).toBe('complete')
    expect(isOlder(late, done)).toBe(true)
    expect(isOlder(done, late)).toBe(false)
    // Without revisions the time decides.
    expect(isOlder(asset({ lastModified: '2026-11-21T10:00:01Z' }), asset({ lastModified: '2026-11-21T10:00:02Z' }))).toBe(true)
  })
})

describe('issue boxes and saves', () => {
  const at = (x: number, status = 'fail'): Issue => ({ ...issue(status, `r${x}`), coordinates: { x, y: 0, width: 100, height: 100 } })
  it('numbers boxed issues in order and groups the same area', () => {
    const list = [at(0), issue('fail', 'nobox'), at(0, 'warning'), at(10), at(20, 'pass')]
    const boxes = issueBoxes(list)
    expect(boxes.map((b) => b.issues.map((x) => x.number))).toEqual([[1, 2], [3]])
    expect(boxNumbers(list).get(list[3]!)).toBe(3)
    expect(boxNumbers(list).has(list[1]!)).toBe(false)
  })
  it('finds the last upload or review decision', () => {
    expect(lastUserSave([])).toBeNull()
    const d = lastUserSave([
      asset({ uploadDate: '2026-11-21T10:00:00Z', reviews: [{ issueKey: 'k', reviewedAt: '2026-11-21T10:05:00Z' }] }),
      asset({ id: 'b', uploadDate: '2026-11-21T10:01:00Z' }),
    ])
    expect(d?.toISOString()).toBe('2026-11-21T10:05:00.000Z')
  })
  it('counts the campaign\'s own last save, so a saved campaign never reads "Not saved yet"', () => {
    expect(lastUserSave([], '2026-11-21T09:47:00Z')?.toISOString()).toBe('2026-11-21T09:47:00.000Z')
    expect(lastUserSave([asset({ uploadDate: '2026-11-21T10:00:00Z' })], '2026-11-21T09:47:00Z')?.toISOString()).toBe('2026-11-21T10:00:00.000Z')
    expect(lastUserSave([], 'not a date')).toBeNull()
  })
})

describe('files and issues', () => {
  it('routes zips to the zip upload and accepts the spec types', () => {
    expect(isZip({ name: 'banner_300x250.ZIP', type: '' })).toBe(true)
    expect(isZip({ name: 'a.pdf', type: 'application/pdf' })).toBe(false)
    expect(acceptedFile({ name: 'a.docx', type: '' })).toBe(true)
    expect(acceptedFile({ name: 'clip.mov', type: 'video/quicktime' })).toBe(true)
    expect(acceptedFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false)
  })
  it('sorts failed checks first and keeps the order otherwise', () => {
    const out = sortIssues([issue('pass', 'a'), issue('fail', 'b'), issue('warning', 'c'), issue('fail', 'd')])
    expect(out.map((i) => i.rule)).toEqual(['b', 'd', 'c', 'a'])
  })
  it('clamps coordinates into the picture', () => {
    expect([clampPercent(-5), clampPercent(50), clampPercent(140), clampPercent(undefined)]).toEqual([0, 50, 100, 0])
  })
})
