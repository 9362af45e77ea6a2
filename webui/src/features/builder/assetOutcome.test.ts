import { describe, expect, it } from 'vitest'
import { openIssueKeys, outcomeCounts, outcomeOf } from './assetOutcome'
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

  it('counts each outcome', () => {
    expect(outcomeCounts(list)).toEqual({ all: 6, failed: 2, review: 1, passed: 1, processing: 1, error: 1 })
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
