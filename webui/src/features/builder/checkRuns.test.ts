import { describe, expect, it } from 'vitest'
import { assetOutcome, sortedForReview, type CheckRunAsset } from './checkRuns'
import { ciSnippet } from '@/features/settings/tokensApi'

const asset = (name: string, statuses: string[], error = ''): CheckRunAsset => ({
  path: `creatives/${name}`,
  name,
  type: 'static',
  sizeBytes: 1,
  width: 300,
  height: 250,
  complianceScore: 50,
  band: 'Non-Compliant',
  issues: statuses.map((status) => ({ rule: 'r', severity: 'critical', status, message: 'm' })),
  error,
})

describe('check runs', () => {
  it.each([
    ['all pass', asset('a', ['pass', 'pass']), 'pass'],
    ['a warning', asset('a', ['pass', 'warning']), 'warning'],
    ['a failure beats a warning', asset('a', ['warning', 'fail']), 'fail'],
    ['an unreadable asset fails', asset('a', [], 'not a supported asset'), 'fail'],
  ])('%s', (_, a, want) => {
    expect(assetOutcome(a)).toBe(want)
  })

  it('lists failed assets first, then warnings, each by name', () => {
    const got = sortedForReview([asset('c', ['pass']), asset('b', ['warning']), asset('z', ['fail']), asset('a', ['fail'])])
    expect(got.map((a) => a.name)).toEqual(['a', 'z', 'b', 'c'])
  })

  it('shows the server address and campaign in the CI command', () => {
    expect(ciSnippet('https://ops.example.com', 'c1')).toBe(
      'PHARMAOPS_TOKEN=<token> pharmaops asset check --server https://ops.example.com --campaign c1 ./creatives',
    )
  })
})
