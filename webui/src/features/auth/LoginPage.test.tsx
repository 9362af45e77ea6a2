import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok, type Handler, type Reply } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'

const location = () => screen.getByTestId('location').textContent

function server(authUrl: Reply, extra: Record<string, Reply | Handler> = {}) {
  return fakeServer({
    'GET /api/google-drive/status': fail(401, 'Authentication required'),
    'GET /api/google-drive/auth-url': authUrl,
    'POST /api/auth/demo': ok({ token: 'demo_new', user: DEMO_USER }),
    'GET /api/campaigns': ok({ campaigns: [] }),
    ...extra,
  })
}

describe('Continue with Google', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it.each([
    { name: 'not configured (503)', reply: fail(503, 'Google sign-in is not configured') },
    { name: 'missing URL', reply: ok({}) },
    { name: 'wrong host', reply: ok({ authUrl: 'https://login.example.org/?client_id=x' }) },
    { name: "client_id 'undefined'", reply: ok({ authUrl: 'https://accounts.google.com/o/oauth2/auth?client_id=undefined' }) },
  ])('enters demo mode when the auth URL is $name', async ({ reply }) => {
    const { calls } = server(reply)
    renderApp('/campaigns')
    await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }))
    expect(await screen.findByText('Google auth unavailable. Entering demo mode...')).toBeInTheDocument()
    expect(await screen.findByText('Demo login successful!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('demo_new')
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/auth/demo')
  })

  it('sends the browser to a valid authorization URL', async () => {
    const url = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=123.apps.googleusercontent.com'
    server(ok({ authUrl: url }))
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url))
    vi.unstubAllGlobals()
  })
})

describe('return from the sign-in provider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('signs in with the token and email, welcomes the user and clears the query', async () => {
    const { calls } = server(fail(503, 'x'), {
      'GET /api/auth/me': ok({ user: { ...DEMO_USER, firstName: 'Jane', email: 'jane@acme.com', provider: 'google', role: 'user' } }),
    })
    renderApp('/auth?authenticated=true&provider=google&token=tok_1&email=jane%40acme.com')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByText('Welcome Jane!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok_1')
    expect(calls.some((c) => c.path === '/api/auth/demo')).toBe(false)
  })

  it('performs a demo login when no token was given', async () => {
    server(fail(503, 'x'))
    renderApp('/auth?authenticated=true&provider=google')
    expect(await screen.findByText('Demo login successful!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
  })

  it("shows 'Login failed. Please try again.' and falls back to demo when the token is rejected", async () => {
    server(fail(503, 'x'), { 'GET /api/auth/me': fail(401, 'Authentication required') })
    renderApp('/auth?authenticated=true&provider=google&token=bad&email=a%40b.com')
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument()
    expect(await screen.findByText('Demo login successful!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('demo_new')
  })

  it("shows 'Signing you in...' while it works", async () => {
    server(fail(503, 'x'), { 'POST /api/auth/demo': () => new Promise(() => {}) }) // never answers
    renderApp('/auth?authenticated=true&provider=google')
    expect(await screen.findByText('Signing you in...')).toBeInTheDocument()
  })
})

describe('return flow when already signed in', () => {
  it('goes to / without signing in again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('auth_token', 'demo_old')
    localStorage.setItem('auth_user', JSON.stringify(DEMO_USER))
    const { calls } = server(fail(503, 'x'))
    renderApp('/auth?authenticated=true&provider=google')
    await waitFor(() => expect(location()).toBe('/'))
    expect(calls.some((c) => c.path === '/api/auth/demo')).toBe(false)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('demo_old')
  })
})
