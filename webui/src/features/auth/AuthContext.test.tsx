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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })
})

describe('session restore', () => {
  it('asks nothing when signed out', async () => {
    const { fn } = fakeServer({})
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect(result.current.isAuthenticated).toBe(false)
    expect(fn).not.toHaveBeenCalled()
  })

  it('confirms the saved session with the server and takes its current user (a changed role)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'pos_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...DEMO_USER, role: 'viewer' }))
    const { calls } = fakeServer({ 'GET /api/auth/me': ok({ user: { ...DEMO_USER, role: 'manager' } }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect(result.current.isAuthenticated).toBe(true) // at once, from local storage
    await waitFor(() => expect(result.current.user?.role).toBe('manager'))
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer pos_saved')
    expect(JSON.parse(saved().user!).role).toBe('manager')
  })

  it('signs out when the saved session was revoked', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'pos_revoked')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    fakeServer({ 'GET /api/auth/me': fail(401, 'Authentication required') })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false))
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('keeps the saved user when the server cannot be reached', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'pos_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    const { fn } = fakeServer({ 'GET /api/auth/me': fail(502, 'bad gateway') })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(fn).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current.isAuthenticated).toBe(true)
  })

  it('drops half a session (token without user)', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_orphan')
    fakeServer({})
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })
})

describe('sign-in and sign-out', () => {
  it.each([
    { name: 'demo', route: 'POST /api/auth/demo', run: (a: ReturnType<typeof useAuth>) => a.loginDemo() },
    { name: 'password', route: 'POST /api/auth/login', run: (a: ReturnType<typeof useAuth>) => a.loginWithPassword('a@b.co', 'pw-long-enough') },
    {
      name: 'registration',
      route: 'POST /api/auth/register',
      run: (a: ReturnType<typeof useAuth>) => a.register({ email: 'a@b.co', password: 'pw-long-enough', firstName: 'A', lastName: 'B' }),
    },
    { name: 'one-time code', route: 'POST /api/auth/exchange', run: (a: ReturnType<typeof useAuth>) => a.loginWithToken('code_1') },
  ])('$name saves the token and user', async ({ route, run }) => {
    fakeServer({ [route]: ok({ token: 'tok_1', user: DEMO_USER }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await act(() => run(result.current))
    expect(result.current.isAuthenticated).toBe(true)
    expect(saved().token).toBe('tok_1')
  })

  it('a refused one-time code saves nothing', async () => {
    fakeServer({ 'POST /api/auth/exchange': fail(401, 'This sign-in code has expired or was already used') })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await expect(act(() => result.current.loginWithToken('used'))).rejects.toThrow('status: 401')
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('logout calls the server with the token, then clears storage even when the call fails', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_saved')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    const { calls } = fakeServer({ 'GET /api/auth/me': ok({ user: DEMO_USER }), 'POST /api/auth/logout': fail(500, 'down') })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await act(() => result.current.logout())
    expect(calls.find((c) => c.path === '/api/auth/logout')!.headers.get('Authorization')).toBe('Bearer demo_saved')
    expect(result.current.isAuthenticated).toBe(false)
    expect(saved()).toEqual({ token: null, user: null })
  })

  it('a 401 on any call made with the token signs the user out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_revoked')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    fakeServer({ 'GET /api/auth/me': ok({ user: DEMO_USER }), 'GET /api/campaigns': fail(401, 'Authentication required') })
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
