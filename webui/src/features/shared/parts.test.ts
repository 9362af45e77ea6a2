import { describe, expect, it } from 'vitest'
import cases from './documentParts.cases.json'
import { documentPartOf, documentPartsInUse, editDistance, nearestPart, partOffers, partText, readPart } from './parts'
import { PARTS } from './scopes.gen'

// The cases compliance's Go tests run too (TestWebPartCases): both sides
// turn words into a document part and name a misspelt part alike.
describe('the cases shared with the server', () => {
  it.each(cases.documentPart as [string, string][])('%j is the document part %j', (words, want) => expect(documentPartOf(words)).toBe(want))
  it.each(cases.suggest as [string, string][])('%j misspells %j', (text, want) => expect(nearestPart(text) ?? '').toBe(want))
})

describe('editDistance', () => {
  it.each([
    ['endcard', 'endcard', 0],
    ['endcrd', 'endcard', 1],
    ['endcadr', 'endcard', 1],
    ['logo', 'loop', 2],
    ['', 'abc', 3],
  ] as const)('%s to %s is %d', (a, b, d) => expect(editDistance(a, b)).toBe(d))
})

describe('readPart', () => {
  it.each([
    ['End card', 'endCard', false],
    ['end cards', 'endCard', false],
    ['  PI document ', 'piDocument', false],
    ['Cut-down', 'cutdown', false],
    ['kioskPoster', 'kioskPoster', false],
    ['footer', 'footer', false],
    ['Kiosk poster', 'kioskPoster', true],
    ['Rich push images', 'richPushImage', true],
    ['KioskPoster', 'kioskPoster', true],
    ['kiosk_poster', 'kioskPoster', true],
    ['', '', false],
  ] as const)('%j reads %j (converted %s)', (text, value, converted) => {
    expect(readPart(text)).toEqual({ value, converted, problem: '' })
  })
  it('refuses a typo of a listed part naming it, as the server does', () => {
    expect(readPart('endcrd')).toEqual({ value: null, converted: false, problem: 'Not a listed part: did you mean End card?' })
    expect(readPart('Thumbnial').problem).toBe('Not a listed part: did you mean Thumbnail?')
  })
  it.each(['kp', '!!', 'k'.repeat(49)])('%j is no part', (text) => {
    expect(readPart(text).value).toBeNull()
    expect(readPart(text).problem).toMatch(/lowerCamelCase/)
  })
  it('reads a 300-character phrase as no part, without hanging', () => {
    expect(readPart('Booth banner '.repeat(23)).value).toBeNull()
  })
})

describe('the offer list', () => {
  it('offers the listed parts by label, then the document parts in use once each, sorted', () => {
    const inUse = documentPartsInUse(
      [{ params: { parts: ['kioskPoster', 'endCard'] } }, { params: { parts: ['boothBanner', 'kioskPoster'] } }, { params: null }, {}],
      ['richPushImage', undefined, 'endcrd', 'thumbnail'],
    )
    expect(inUse).toEqual(['boothBanner', 'kioskPoster', 'richPushImage'])
    const offers = partOffers(inUse)
    expect(offers).toHaveLength(PARTS.length + 3)
    expect(offers.slice(0, 2)).toEqual(['Privacy icon', 'Companion banner'])
    expect(offers.slice(-3)).toEqual(['boothBanner', 'kioskPoster', 'richPushImage'])
  })
  it('shows a stored part as the field takes it', () => {
    expect(partText('endCard')).toBe('End card')
    expect(partText('kioskPoster')).toBe('kioskPoster')
    expect(partText(undefined)).toBe('')
  })
})
