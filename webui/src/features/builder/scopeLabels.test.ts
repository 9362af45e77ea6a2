import { describe, expect, it } from 'vitest'
import { sameScope, scopeLabel } from './scopeLabels'

describe('scopeLabel', () => {
  it.each([
    ['endCard', 'End card'],
    ['companionBanner', 'Companion banner'],
    ['tiktok', 'TikTok'],
    ['ctv', 'CTV'],
    ['in-app', 'In-app'],
    ['stories', 'Stories'],
    ['piDocument', 'PI document'],
    ['isiCrawl', 'ISI crawl'],
    ['cutdown', 'Cut-down'],
    ['inBannerVideo', 'In-banner video'],
    ['sharedResource', 'Shared resource'],
  ])('%s reads %s', (value, label) => expect(scopeLabel(value)).toBe(label))
})

describe('sameScope', () => {
  it('treats missing and empty values alike', () => {
    expect(sameScope({ platform: 'meta', part: '' }, { platform: 'meta' })).toBe(true)
    expect(sameScope(undefined, {})).toBe(true)
  })
  it('sees a changed value', () => {
    expect(sameScope({ platform: 'meta' }, { platform: 'tiktok' })).toBe(false)
    expect(sameScope({ part: 'endCard' }, {})).toBe(false)
  })
})
