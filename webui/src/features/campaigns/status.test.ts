import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { statusChangeError, statusChoices } from './status'
import { CAMPAIGN_STATUSES } from './types'

describe('statusChoices', () => {
  it.each([
    { from: 'draft', want: ['draft', 'active'] },
    { from: undefined, want: ['draft', 'active'] },
    { from: '', want: ['draft', 'active'] },
    { from: 'active', want: ['active', 'draft', 'archived'] },
    { from: 'archived', want: ['archived', 'active'] },
    { from: 'completed', want: ['completed', 'active', 'archived'] },
    // A status from before the lifecycle may become any known status.
    { from: 'paused', want: ['paused', 'draft', 'active', 'archived'] },
  ])('$from → $want', ({ from, want }) => {
    expect(statusChoices(from, CAMPAIGN_STATUSES)).toEqual(want)
  })
})

describe('statusChangeError', () => {
  const refusal = 'Campaign status cannot change from draft to archived (from draft it can become active)'
  it.each([
    {
      name: 'a stale write',
      err: new ApiError(409, JSON.stringify({ success: false, error: 'This campaign was changed by someone else — reload or overwrite', data: { current: { id: 'c1' }, version: 3 } })),
      want: 'This campaign was changed by someone else — reload to see their changes',
    },
    { name: 'a change the lifecycle refuses', err: new ApiError(409, JSON.stringify({ success: false, error: refusal })), want: refusal },
    { name: 'a bad request', err: new ApiError(400, JSON.stringify({ success: false, error: 'status must be one of draft, active, completed, archived' })), want: 'status must be one of draft, active, completed, archived' },
    { name: 'a server failure', err: new ApiError(500, JSON.stringify({ success: false, error: 'Internal server error' })), want: 'Failed to update campaign' },
    { name: 'a network failure', err: new TypeError('Failed to fetch'), want: 'Failed to update campaign' },
  ])('$name', ({ err, want }) => {
    expect(statusChangeError(err)).toBe(want)
  })
})
