import { describe, expect, it } from 'vitest'
import { PART_FORM, partText, partValue, sameScope, scopeLabel, scopeProblem, scopeToSave } from './scopeLabels'

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

describe('partValue', () => {
  it.each([
    ['End card', 'endCard'],
    ['endcard', 'endCard'],
    ['  PI document ', 'piDocument'],
    ['Cut-down', 'cutdown'],
    ['kioskPoster', 'kioskPoster'],
    ['footer', 'footer'],
    ['', ''],
  ])('%j reads %j', (text, want) => expect(partValue(text)).toBe(want))
  it.each([
    ['Kiosk poster', 'kioskPoster'],
    ['kiosk_poster', 'kioskPoster'],
    ['KioskPoster', 'kioskPoster'],
  ])("%j is a document's words, read as %j", (text, want) => {
    expect(partValue(text)).toBe(want)
    expect(scopeProblem({ part: text })).toBe('')
  })
  it.each(['kp', 'k'.repeat(49)])('%j is neither a listed part nor a document part', (text) => {
    expect(partValue(text)).toBeNull()
    expect(scopeProblem({ part: text })).toBe(PART_FORM)
  })
})

describe('partText', () => {
  it('shows a listed part by its label and a document part as written', () => {
    expect(partText('endCard')).toBe('End card')
    expect(partText('kioskPoster')).toBe('kioskPoster')
    expect(partText(undefined)).toBe('')
  })
})

describe('scopeToSave', () => {
  it('sends a part as the server stores it', () => {
    expect(scopeToSave({ platform: 'meta', part: 'End card' })).toEqual({ platform: 'meta', part: 'endCard' })
    expect(scopeToSave({ part: 'kioskPoster' })).toEqual({ part: 'kioskPoster' })
    expect(scopeToSave({ platform: 'meta' })).toEqual({ platform: 'meta' })
  })
  it('compares a part by what it reads as', () => {
    expect(sameScope({ part: 'End card' }, { part: 'endCard' })).toBe(true)
    expect(sameScope({ part: 'kioskPoster' }, { part: 'boothBanner' })).toBe(false)
    expect(scopeProblem({ part: 'kioskPoster' })).toBe('')
  })
})
