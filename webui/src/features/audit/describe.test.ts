import { describe, expect, it } from 'vitest'
import { actionLabel, actorLabel, changedFields, entityLabel, show } from './describe'

describe('changedFields', () => {
  it('lists only the fields an update changed, without bookkeeping', () => {
    const changes = changedFields({
      old: { name: 'Alpha', brand: 'X', version: 1, updatedAt: 'a' },
      new: { name: 'Beta', brand: 'X', version: 2, updatedAt: 'b' },
    })
    expect(changes).toEqual([{ field: 'name', from: 'Alpha', to: 'Beta' }])
  })
  it('shows every field of a creation and of a deletion', () => {
    expect(changedFields({ new: { name: 'N', enabled: true } })).toEqual([
      { field: 'name', from: '—', to: 'N' },
      { field: 'enabled', from: '—', to: 'true' },
    ])
    expect(changedFields({ old: { name: 'N' } })).toEqual([{ field: 'name', from: 'N', to: '—' }])
  })
  it('compares nested values as JSON', () => {
    expect(changedFields({ old: { params: { max: 200 } }, new: { params: { max: 150 } } })).toEqual([
      { field: 'params', from: '{"max":200}', to: '{"max":150}' },
    ])
  })
  it('copes with entries that are not objects', () => {
    expect(changedFields({ old: ['a'], new: 'x' })).toEqual([])
  })
})

describe('labels', () => {
  it('names actions and actors for people', () => {
    expect(actionLabel('campaign.update')).toBe('changed campaign')
    expect(actionLabel('trafficking-package.send')).toBe('sent trafficking package')
    expect(actionLabel('auth.signin-failed')).toBe('failed to sign in')
    expect(actionLabel('weird')).toBe('weird')
    expect(actorLabel({ actorId: 'u1', actorEmail: 'a@b.c' })).toBe('a@b.c')
    expect(actorLabel({ actorId: 'u1', actorToken: 'ci' })).toBe('token “ci”')
    expect(show(null)).toBe('—')
  })
})

describe('entityLabel', () => {
  it('names the record by its name or title, else by type and ID', () => {
    expect(entityLabel({ entityType: 'campaign', entityId: 'c1', new: { name: 'Spring launch' } })).toBe('Spring launch')
    expect(entityLabel({ entityType: 'rule', entityId: 'r1', old: { rule: 'Max size' } })).toBe('Max size')
    expect(entityLabel({ entityType: 'trafficking-package', entityId: 'p1', new: 'x' })).toBe('trafficking package p1')
  })
})
