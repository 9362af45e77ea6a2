import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guardRedirect } from '@/features/auth/guards'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'

describe('guardRedirect', () => {
  it.each([
    { path: '/auth', authed: false, want: null },
    { path: '/auth', authed: true, want: '/' },
    { path: '/auth/', authed: true, want: '/' },
    { path: '/', authed: false, want: '/auth' },
    { path: '/campaigns', authed: false, want: '/auth' },
    { path: '/campaigns/new', authed: false, want: '/auth' },
    { path: '/no/such/page', authed: false, want: '/auth' },
    { path: '/authx', authed: false, want: '/auth' },
    { path: '/', authed: true, want: null },
    { path: '/settings', authed: true, want: null },
  ])('$path (signed in: $authed) → $want', ({ path, authed, want }) => {
    expect(guardRedirect(path, authed)).toBe(want)
  })
})

function signIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
}

const location = () => screen.getByTestId('location').textContent

describe('route table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({
      'GET /api/google-drive/status': fail(401, 'Authentication required'),
      'GET /api/campaigns': ok({ campaigns: [] }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
      'GET /api/auth/me': ok({ user: DEMO_USER, organization: { organizationId: 'o', name: 'Demo Organization', domain: 'demo', status: 'Active', plan: 'Enterprise' } }),
    })
  })

  it('shows the loading screen while the session is restored', async () => {
    renderApp('/campaigns')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.getByText('Preparing your workspace')).toBeInTheDocument()
    await screen.findByText('Welcome Back')
  })

  it.each(['/', '/campaigns', '/campaigns/new', '/campaigns/c1', '/rules', '/settings', '/trafficking/preview', '/campaign-builder', '/nope'])(
    'signed out: %s redirects to /auth',
    async (path) => {
      renderApp(path)
      expect(await screen.findByText('Welcome Back')).toBeInTheDocument()
      expect(screen.getByText('Sign in with your Google account to continue')).toBeInTheDocument()
      expect(location()).toBe('/auth')
    },
  )

  it.each([
    { path: '/auth', want: '/', text: 'Pharmaceutical Creative Operations' },
    { path: '/', want: '/', text: 'Pharmaceutical Creative Operations' },
    { path: '/campaign-builder', want: '/campaigns', text: 'No campaigns yet' },
    { path: '/campaigns', want: '/campaigns', text: 'No campaigns yet' },
    { path: '/campaigns/new', want: '/campaigns/new', text: 'Basic Information' },
    { path: '/rules', want: '/rules', text: 'No BRD rules yet' },
    { path: '/settings', want: '/settings', text: 'Demo Organization' },
    { path: '/trafficking/preview', want: '/trafficking/preview', text: 'No preview data available. Return to the builder and click Preview Trafficking.' },
    { path: '/unknown/deep/path', want: '/', text: 'Pharmaceutical Creative Operations' },
  ])('signed in: $path lands on $want', async ({ path, want, text }) => {
    signIn()
    renderApp(path)
    expect(await screen.findByText(text)).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe(want))
  })

  it('signed in: the shell has the sidebar, date header and demo banner', async () => {
    signIn()
    renderApp('/')
    await screen.findByText('Pharmaceutical Creative Operations')
    for (const label of ['Dashboard', 'Campaigns', 'Configuration', 'Sign Out']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0)
    }
    expect(screen.getByText('Using demo mode (not logged in)')).toBeInTheDocument()
    expect(screen.getByText('System Active')).toBeInTheDocument()
    expect(screen.getByText('AI Ready')).toBeInTheDocument()
    expect(document.title).toContain('Dashboard')
  })
})
