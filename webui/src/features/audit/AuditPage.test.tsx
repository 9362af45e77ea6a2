import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, ok } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'
import type { AuditEntry } from './types'

function entry(seq: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    seq,
    at: '2026-11-24T09:00:00Z',
    organizationId: 'o1',
    actorId: 'u1',
    actorEmail: 'jane@acme.com',
    action: 'rule.update',
    entityType: 'rule',
    entityId: `r${seq}`,
    old: { rule: 'Max size', enabled: true, version: 1 },
    new: { rule: 'Max size', enabled: false, version: 2 },
    prevHash: '',
    hash: 'h',
    ...extra,
  }
}

describe('AuditPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
  })

  it('lists entries with reason and changed fields, filters and pages', async () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    const { calls } = fakeServer({
      'GET /api/audit': ({ path }) =>
        path.includes('cursor=')
          ? ok({ entries: [entry(1, { action: 'campaign.create', entityType: 'campaign', old: undefined, new: { name: 'Spring' } })] })
          : ok({ entries: [entry(2, { reason: 'Legal asked' })], nextCursor: 'AAAAAAAAAAI' }),
    })
    renderApp('/rules/audit')
    const list = await screen.findByRole('list', { name: 'Audit entries' })
    expect(within(list).getByText('changed rule')).toBeInTheDocument()
    expect(within(list).getByText(/Legal asked/)).toBeInTheDocument()
    fireEvent.click(within(list).getByRole('button', { name: /1 field/ }))
    expect(within(list).getByText('enabled')).toBeInTheDocument()
    expect(within(list).getByText('true')).toBeInTheDocument()
    expect(within(list).getByText('false')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('aria-current', 'page')
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }))
    expect(await screen.findByText('created campaign')).toBeInTheDocument()
    expect(calls.some((c) => c.path.includes('cursor=AAAAAAAAAAI'))).toBe(true)
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'jane@acme.com' } })
    await waitFor(() => expect(calls.some((c) => c.path.includes('actor=jane%40acme.com'))).toBe(true))
    expect(document.title).toContain('Audit trail')
  })

  it('is closed to roles below admin', async () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...DEMO_USER, role: 'viewer' }))
    const { calls } = fakeServer({})
    renderApp('/rules/audit')
    expect(await screen.findByText('Only admins and owners can read the audit trail')).toBeInTheDocument()
    expect(calls.some((c) => c.path.startsWith('/api/audit'))).toBe(false)
  })
})
