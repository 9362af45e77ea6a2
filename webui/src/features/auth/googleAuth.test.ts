import { describe, expect, it } from 'vitest'
import { isValidGoogleAuthUrl } from '@/features/auth/googleAuth'

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

  it.each([
    { url: 'https://id.acme.com/authorize?client_id=abc', host: 'id.acme.com', want: true },
    { url: 'http://127.0.0.1:4000/authorize?client_id=abc', host: '127.0.0.1', want: true },
    { url: 'http://id.acme.com/authorize?client_id=abc', host: 'id.acme.com', want: false },
    { url: 'https://accounts.google.com/auth?client_id=abc', host: 'id.acme.com', want: false },
    { url: 'https://id.acme.com/authorize?client_id=abc', host: '', want: false },
  ])('$url on the configured host $host → $want', ({ url, host, want }) => {
    expect(isValidGoogleAuthUrl(url, host)).toBe(want)
  })
})
