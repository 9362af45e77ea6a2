import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok, type Handler, type Reply } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'
import { invitationFromParams } from './LoginPage'

const location = () => screen.getByTestId('location').textContent
const JANE = { ...DEMO_USER, id: 'u_jane', firstName: 'Jane', email: 'jane@acme.com', provider: 'password', role: 'owner' }

function server(providers: { google: boolean; demo: boolean }, extra: Record<string, Reply | Handler> = {}) {
  return fakeServer({
    'GET /api/auth/providers': ok({ ...providers, password: true }),
    'POST /api/auth/demo': ok({ token: 'demo_new', user: DEMO_USER }),
    'GET /api/campaigns': ok({ campaigns: [] }),
    ...extra,
  })
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('signed-out visit', () => {
  it('calls no endpoint that needs a session', async () => {
    const { calls } = server({ google: false, demo: true })
    renderApp('/campaigns')
    await screen.findByRole('button', { name: 'Try the demo' })
    expect(location()).toBe('/auth')
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/auth/providers'])
  })

  it('offers only what the server has: no Google button when it is not configured, no demo when it is off', async () => {
    server({ google: false, demo: false })
    renderApp('/auth')
    await screen.findByRole('button', { name: 'Sign in' })
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try the demo' })).toBeNull()
    expect(screen.getByText('Sign in to your PharmaOps workspace to continue')).toBeInTheDocument()
  })
})

describe('e-mail and password', () => {
  it('signs in and lands on the campaigns', async () => {
    const { calls } = server({ google: false, demo: true }, { 'POST /api/auth/login': ok({ token: 'pos_1', user: JANE }) })
    renderApp('/auth')
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@acme.com')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-violet-stapler-42')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Welcome Jane!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('pos_1')
    expect(JSON.parse(calls.find((c) => c.path === '/api/auth/login')!.body!)).toEqual({ email: 'jane@acme.com', password: 'correct-violet-stapler-42' })
  })

  it("shows the server's generic error and stays signed out", async () => {
    server({ google: false, demo: true }, { 'POST /api/auth/login': fail(401, 'Invalid email or password') })
    renderApp('/auth')
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@acme.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(location()).toBe('/auth')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it('registers with names, e-mail and password', async () => {
    const { calls } = server({ google: false, demo: false }, { 'POST /api/auth/register': { status: 201, body: { success: true, data: { token: 'pos_2', user: JANE } } } })
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('tab', { name: 'Create account' }))
    await userEvent.type(screen.getByLabelText('First name'), 'Jane')
    await userEvent.type(screen.getByLabelText('Last name'), 'Doe')
    await userEvent.type(screen.getByLabelText('Email'), 'jane@acme.com')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-violet-stapler-42')
    expect(screen.getByText(/At least 10 characters/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(JSON.parse(calls.find((c) => c.path === '/api/auth/register')!.body!)).toEqual({
      email: 'jane@acme.com',
      password: 'correct-violet-stapler-42',
      firstName: 'Jane',
      lastName: 'Doe',
    })
  })
})

describe('invitation link', () => {
  it('opens the registration with the invited e-mail and sends the code', async () => {
    const { calls } = server({ google: false, demo: false }, { 'POST /api/auth/register': { status: 201, body: { success: true, data: { token: 'pos_3', user: JANE } } } })
    renderApp('/auth?email=jane%40acme.com&invite=pinv_abc')
    expect(await screen.findByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText(/You were invited to join a team/)).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('jane@acme.com')
    await userEvent.type(screen.getByLabelText('First name'), 'Jane')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-violet-stapler-42')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(JSON.parse(calls.find((c) => c.path === '/api/auth/register')!.body!)).toMatchObject({ email: 'jane@acme.com', firstName: 'Jane', inviteCode: 'pinv_abc' })
  })

  it("shows the server's refusal of a used or expired link and stays signed out", async () => {
    server({ google: false, demo: false }, { 'POST /api/auth/register': fail(403, 'This invitation has expired. Ask your administrator for a new one.') })
    renderApp('/auth?invite=pinv_old&email=jane%40acme.com')
    await userEvent.type(await screen.findByLabelText('First name'), 'Jane')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-violet-stapler-42')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(/This invitation has expired/)).toBeInTheDocument()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it('reads the code and e-mail from the query', () => {
    expect(invitationFromParams(new URLSearchParams('invite=pinv_x&email=a%40b.com'))).toEqual({ code: 'pinv_x', email: 'a@b.com' })
    expect(invitationFromParams(new URLSearchParams('invite=pinv_x'))).toEqual({ code: 'pinv_x', email: '' })
    expect(invitationFromParams(new URLSearchParams('email=a%40b.com'))).toBeNull()
    expect(invitationFromParams(new URLSearchParams('invite=%20'))).toBeNull()
  })
})

describe('Try the demo', () => {
  it('signs in to a sandbox and lands on the campaigns', async () => {
    server({ google: false, demo: true })
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('button', { name: 'Try the demo' }))
    expect(await screen.findByText('Demo login successful!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('demo_new')
  })
})

describe('Continue with Google', () => {
  it('sends the browser to a valid authorization URL', async () => {
    const url = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=123.apps.googleusercontent.com'
    server({ google: true, demo: true }, { 'GET /api/google-drive/auth-url': ok({ authUrl: url, accountsHost: 'accounts.google.com' }) })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    renderApp('/auth')
    expect(await screen.findByText('Sign in with your Google account to continue')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url))
    vi.unstubAllGlobals()
  })

  it.each([
    { name: 'not configured (503)', reply: fail(503, 'Google sign-in is not configured'), want: 'Google sign-in is not configured' },
    { name: 'on another host', reply: ok({ authUrl: 'https://login.example.org/?client_id=x', accountsHost: 'accounts.google.com' }), want: 'no valid sign-in address' },
    { name: "with client_id 'undefined'", reply: ok({ authUrl: 'https://accounts.google.com/o?client_id=undefined' }), want: 'no valid sign-in address' },
  ])('explains a URL $name and stays on the login screen', async ({ reply, want }) => {
    server({ google: true, demo: true }, { 'GET /api/google-drive/auth-url': reply })
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(want)
    expect(location()).toBe('/auth')
  })
})

describe('return from Google', () => {
  it('exchanges the one-time code, welcomes the user and clears the query', async () => {
    const { calls } = server({ google: true, demo: true }, {
      'POST /api/auth/exchange': ok({ token: 'pos_g', user: { ...JANE, provider: 'google' } }),
    })
    renderApp('/auth?authenticated=true&provider=google&token=code_1&email=jane%40acme.com')
    expect(await screen.findByText('Welcome Jane!')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/campaigns'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('pos_g')
    expect(JSON.parse(calls.find((c) => c.path === '/api/auth/exchange')!.body!)).toEqual({ token: 'code_1' })
    expect(calls.some((c) => c.path === '/api/auth/demo')).toBe(false)
  })

  it('shows why a used or expired code failed, and creates no session', async () => {
    server({ google: true, demo: true }, { 'POST /api/auth/exchange': fail(401, 'This sign-in code has expired or was already used; sign in again') })
    renderApp('/auth?authenticated=true&provider=google&token=used&email=a%40b.com')
    expect(await screen.findByRole('alert')).toHaveTextContent('already used')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it("shows the server's refusal (forged state, bad ID token)", async () => {
    server({ google: true, demo: true })
    renderApp('/auth?authenticated=false&provider=google&error=This+sign-in+request+has+expired+or+was+not+started+here%3B+start+again')
    expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed: This sign-in request has expired or was not started here')
  })

  it("shows 'Signing you in...' while it works", async () => {
    server({ google: true, demo: true }, { 'POST /api/auth/exchange': () => new Promise(() => {}) })
    renderApp('/auth?authenticated=true&provider=google&token=slow')
    expect(await screen.findByText('Signing you in...')).toBeInTheDocument()
  })

  it('goes to / without signing in again when already signed in', async () => {
    localStorage.setItem('auth_token', 'demo_old')
    localStorage.setItem('auth_user', JSON.stringify(DEMO_USER))
    const { calls } = server({ google: true, demo: true }, { 'GET /api/auth/me': ok({ user: DEMO_USER }) })
    renderApp('/auth?authenticated=true&provider=google&token=x')
    await waitFor(() => expect(location()).toBe('/'))
    expect(calls.some((c) => c.path === '/api/auth/exchange')).toBe(false)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('demo_old')
  })
})
