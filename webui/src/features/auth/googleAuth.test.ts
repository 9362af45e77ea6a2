import { describe, expect, it } from 'vitest'
import { decodeIdToken, isValidGoogleAuthUrl } from '@/features/auth/googleAuth'

describe('isValidGoogleAuthUrl', () => {
  it.each([
    { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=123.apps.googleusercontent.com&scope=x', want: true },
    { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=', want: false },
    { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=undefined', want: false },
    { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=null', want: false },
    { url: 'https://accounts.google.com/o/oauth2/v2/auth?scope=x', want: false },
    { url: 'https://evil.example/?client_id=abc&next=accounts.google.com', want: false },
    { url: 'https://accounts.google.com.evil.example/?client_id=abc', want: false },
    { url: 'http://accounts.google.com/?client_id=abc', want: false },
    { url: 'not a url', want: false },
    { url: '', want: false },
    { url: undefined, want: false },
    { url: 42, want: false },
  ])('$url → $want', ({ url, want }) => {
    expect(isValidGoogleAuthUrl(url)).toBe(want)
  })
})

describe('decodeIdToken', () => {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  it('reads the claims, including non-ASCII names', () => {
    const name = 'Zoë'
    const bytes = new TextEncoder().encode(JSON.stringify({ sub: 's1', email: 'z@a.com', given_name: name }))
    const b64 = btoa(String.fromCharCode(...bytes)).replace(/=+$/, '')
    expect(decodeIdToken(`a.${b64}.c`)).toMatchObject({ sub: 's1', email: 'z@a.com', given_name: name })
  })
  it.each(['', 'a.b', 'a..c', `a.${enc({ email: 'x@y' })}.c`, `a.${enc({ sub: 's' })}.c`, 'a.%%%.c'])('rejects %s', (tok) => {
    expect(() => decodeIdToken(tok)).toThrow('Google authentication failed')
  })
})
