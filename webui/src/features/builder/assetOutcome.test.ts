import { describe, expect, it } from 'vitest'
import { openIssueKeys, outcomeCounts, outcomeOf, visibleAssets } from './assetOutcome'
import type { BuilderAsset } from './types'

const a = (id: string, extra: Partial<BuilderAsset> = {}): BuilderAsset =>
  ({ id, name: `${id}.png`, type: 'image', size: 1, status: 'complete', progress: 100, ...extra }) as BuilderAsset
const checked = (failed: number, warnings: number, passed: number, score: number) => ({
  complianceScore: score,
  summary: { totalChecks: failed + warnings + passed, failed, warnings, passed },
  issues: [],
})

const list = [
  a('ok', { analysis: checked(0, 0, 5, 100) }),
  a('warn', { analysis: checked(0, 2, 3, 80) }),
  a('bad', { analysis: checked(3, 0, 2, 40) }),
  a('worse', { analysis: checked(4, 1, 0, 10) }),
  a('busy', { status: 'analyzing', progress: 62 }),
  a('broken', { status: 'error' }),
]

describe('asset outcomes', () => {
  it.each([
    ['ok', 'passed'],
    ['warn', 'review'],
    ['bad', 'failed'],
    ['busy', 'processing'],
    ['broken', 'error'],
  ])('%s is %s', (id, want) => {
    expect(outcomeOf(list.find((x) => x.id === id)!)).toBe(want)
  })

  it('filters by outcome and counts each', () => {
    expect(visibleAssets(list, 'failed', 'upload').map((x) => x.id)).toEqual(['bad', 'worse'])
    expect(visibleAssets(list, 'review', 'upload').map((x) => x.id)).toEqual(['warn'])
    expect(outcomeCounts(list)).toEqual({ all: 6, failed: 2, review: 1, passed: 1, processing: 1, error: 1 })
  })

  it.each([
    ['upload', ['ok', 'warn', 'bad', 'worse', 'busy', 'broken']],
    ['worst', ['broken', 'worse', 'bad', 'warn', 'busy', 'ok']],
    ['score', ['worse', 'bad', 'warn', 'ok', 'busy', 'broken']],
    ['name', ['bad', 'broken', 'busy', 'ok', 'warn', 'worse']],
  ] as const)('sorts by %s', (sort, want) => {
    expect(visibleAssets(list, 'all', sort).map((x) => x.id)).toEqual(want)
    expect(list.map((x) => x.id)).toEqual(['ok', 'warn', 'bad', 'worse', 'busy', 'broken']) // the input is not changed
  })

  it('lists the failed and warning checks not yet reviewed', () => {
    const x = a('x', {
      analysis: {
        ...checked(1, 1, 1, 50),
        issues: [
          { rule: 'A', field: 'f', ruleId: 'r1', status: 'fail', severity: 'critical', message: '' },
          { rule: 'B', field: 'g', ruleId: 'r2', status: 'warning', severity: 'warning', message: '' },
          { rule: 'C', field: 'h', ruleId: 'r3', status: 'pass', severity: 'critical', message: '' },
        ],
      },
      reviews: [{ issueKey: 'r2', reviewedAt: '2026-11-21T10:00:00Z' }],
    } as Partial<BuilderAsset>)
    expect(openIssueKeys(x)).toEqual(['r1'])
  })
})
