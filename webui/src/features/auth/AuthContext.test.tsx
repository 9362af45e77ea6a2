import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import * as React from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthProvider, useAuth } from '@/features/auth/AuthContext'
import { api } from '@/lib/api'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok } from '@/test/fetch'

const wrapper = ({ children }: { children: React.ReactNode }) => <AuthProvider>{children}</AuthProvider>

function saved(): { token: string | null; user: string | null } {
  return { token: localStorage.getItem(AUTH_TOKEN_KEY), user: localStorage.getItem(AUTH_USER_KEY) }
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React logs the render error
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })
})

describe('session restore order', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('uses the saved token and user without asking the server', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    const { fn } = fakeServer({})
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.isAuthenticated).toBe(true)
    expect(result.current.token).toBe('demo_saved')
    expect(result.current.user?.email).toBe(DEMO_USER.email)
    expect(fn).not.toHaveBeenCalled()
  })

  it('otherwise signs in as a Google user when the drive status is connected with an email', async () => {
    const { calls } = fakeServer({ 'GET /api/google-drive/status': ok({ connected: true, email: 'jane.doe@acme-pharma.com' }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/google-drive/status'])
    expect(result.current.isAuthenticated).toBe(true)
    expect(result.current.user).toMatchObject({ email: 'jane.doe@acme-pharma.com', role: 'user', provider: 'google', firstName: 'jane.doe' })
    expect(result.current.token).toMatch(/^google_\d+$/)
    expect(saved().token).toBe(result.current.token)
  })

  it.each([
    { name: 'not connected', reply: ok({ connected: false }) },
    { name: 'connected without email', reply: ok({ connected: true }) },
    { name: 'needs a session (401)', reply: fail(401, 'Authentication required') },
    { name: 'server error', reply: fail(500, 'boom') },
  ])('stays signed out when the drive status is $name', async ({ reply }) => {
    fakeServer({ 'GET /api/google-drive/status': reply })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.isAuthenticated).toBe(false)
    expect(result.current.user).toBeNull()
  })

  it('drops half a session (token without user) and asks the drive status', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_orphan')
    const { calls } = fakeServer({ 'GET /api/google-drive/status': ok({ connected: false }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
    expect(calls).toHaveLength(1)
  })
})

describe('login and logout', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('demo login saves the token and user', async () => {
    fakeServer({
      'GET /api/google-drive/status': fail(401, 'Authentication required'),
      'POST /api/auth/demo': ok({ token: 'demo_t1', user: DEMO_USER }),
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.loginDemo())
    expect(result.current.isAuthenticated).toBe(true)
    expect(result.current.user?.provider).toBe('demo')
    expect(saved().token).toBe('demo_t1')
    expect(JSON.parse(saved().user!)).toMatchObject({ id: 'u_demo', role: 'admin' })
  })

  it('token login reads the profile with the new token', async () => {
    const { calls } = fakeServer({
      'GET /api/google-drive/status': fail(401, 'Authentication required'),
      'GET /api/auth/me': ok({ user: { ...DEMO_USER, email: 'jane@acme.com', firstName: 'Jane', provider: 'google', role: 'user' } }),
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.loginWithToken('tok_123', 'jane@acme.com'))
    const me = calls.find((c) => c.path === '/api/auth/me')!
    expect(me.headers.get('Authorization')).toBe('Bearer tok_123')
    expect(result.current.user?.firstName).toBe('Jane')
    expect(saved().token).toBe('tok_123')
  })

  it('token login fails and saves nothing when the token is rejected', async () => {
    fakeServer({
      'GET /api/google-drive/status': fail(401, 'Authentication required'),
      'GET /api/auth/me': fail(401, 'Authentication required'),
    })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await expect(act(() => result.current.loginWithToken('bad', 'jane@acme.com'))).rejects.toThrow('status: 401')
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('Google identity-token login reads the claims', async () => {
    fakeServer({ 'GET /api/google-drive/status': ok({ connected: false }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    const payload = btoa(JSON.stringify({ sub: '1234', email: 'ann@acme.com', given_name: 'Ann', family_name: 'Lee', picture: 'https://p/x.png' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    act(() => {
      result.current.loginWithGoogle(`h.${payload}.s`)
    })
    expect(result.current.user).toMatchObject({ id: '1234', firstName: 'Ann', lastName: 'Lee', picture: 'https://p/x.png', role: 'user', provider: 'google' })
  })

  it('logout calls the server with the token, then clears storage', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    const { calls } = fakeServer({ 'POST /api/auth/logout': ok({ loggedOut: true }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true))
    await act(() => result.current.logout())
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' })
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer demo_saved')
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('logout clears storage even when the server call fails', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    fakeServer({ 'POST /api/auth/logout': fail(500, 'down') })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true))
    await act(() => result.current.logout())
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('a 401 on any call made with the token signs the user out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_revoked')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    fakeServer({ 'GET /api/campaigns': fail(401, 'Authentication required') })
    function Probe() {
      const { isAuthenticated } = useAuth()
      return <span>{isAuthenticated ? 'in' : 'out'}</span>
    }
    render(<Probe />, { wrapper })
    expect(await screen.findByText('in')).toBeInTheDocument()
    await act(() => api.get('/api/campaigns').catch(() => {}))
    expect(await screen.findByText('out')).toBeInTheDocument()
    expect(saved()).toEqual({ token: null, user: null })
  })
})
