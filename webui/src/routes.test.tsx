import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guardRedirect } from '@/features/auth/guards'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, ok } from '@/test/fetch'
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
      'GET /api/auth/providers': ok({ google: false, demo: true, password: true }),
      'GET /api/campaigns': ok({ campaigns: [] }),
      'GET /api/user-data/brd-rules': ok({ rules: [] }),
      'POST /api/auth/logout': ok({ loggedOut: true }),
      'GET /api/auth/me': ok({ user: DEMO_USER, organization: { organizationId: 'o', name: 'Demo Organization', domain: 'demo', status: 'Active', plan: 'Enterprise' } }),
    })
  })

  it('shows a saved session at once and confirms it with the server', async () => {
    signIn()
    renderApp('/campaigns')
    expect(location()).toBe('/campaigns')
    await waitFor(() => expect(screen.getAllByText('Demo User').length).toBeGreaterThan(0))
  })

  it.each(['/', '/campaigns', '/campaigns/new', '/campaigns/c1', '/rules', '/settings', '/trafficking/preview', '/campaign-builder', '/nope'])(
    'signed out: %s redirects to /auth',
    async (path) => {
      renderApp(path)
      expect(await screen.findByText('Welcome Back')).toBeInTheDocument()
      expect(location()).toBe('/auth')
    },
  )

  it.each([
    { path: '/auth', want: '/', text: 'Pharmaceutical Creative Operations' },
    { path: '/', want: '/', text: 'Pharmaceutical Creative Operations' },
    { path: '/campaign-builder', want: '/campaigns', text: 'No campaigns yet' },
    { path: '/campaigns', want: '/campaigns', text: 'No campaigns yet' },
    { path: '/campaigns/new', want: '/campaigns/new', text: 'Basic Information' },
    { path: '/rules', want: '/rules', text: 'No rules yet — upload a BRD or add a custom rule' },
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
    expect(document.title).toContain('Dashboard')
  })
})

describe('shell actions', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('Sign Out calls the server, clears storage and shows the login screen', async () => {
    const { calls } = fakeServer({ 'POST /api/auth/logout': ok({ loggedOut: true }), 'GET /api/campaigns': ok({ campaigns: [] }) })
    signIn()
    renderApp('/')
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' })
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument()
    expect(location()).toBe('/auth')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull()
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true)
  })

  it('the collapse toggle hides the labels and is remembered', async () => {
    fakeServer({ 'GET /api/campaigns': ok({ campaigns: [] }) })
    signIn()
    renderApp('/')
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' })
    expect(within(sidebar).getByText('Configuration')).toBeInTheDocument()
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }))
    expect(sidebar).toHaveAttribute('data-collapsed', 'true')
    expect(within(sidebar).queryByText('Configuration')).not.toBeInTheDocument()
    expect(within(sidebar).getByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/rules')
    expect(localStorage.getItem('sidebar_collapsed')).toBe('true')
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }))
    expect(sidebar).toHaveAttribute('data-collapsed', 'false')
  })

  it('the user block links to /settings with initial, name and e-mail', async () => {
    fakeServer({ 'GET /api/campaigns': ok({ campaigns: [] }) })
    signIn()
    renderApp('/')
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' })
    const block = within(sidebar).getByRole('link', { name: /^Settings/ })
    expect(block).toHaveAttribute('href', '/settings')
    expect(block).toHaveTextContent('D')
    expect(block).toHaveTextContent('Demo User')
    expect(block).toHaveTextContent(DEMO_USER.email)
  })
})
