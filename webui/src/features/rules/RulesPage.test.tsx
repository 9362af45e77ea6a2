import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { summarizeRules, type BrdRule } from '@/features/rules/RulesPage'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'

const RULES: BrdRule[] = [
  { id: 'r1', rule: 'FDA Filing Number required', severity: 'critical', field: 'fdaFilingNumber', section: 'Compliance', enabled: true, source: { document: 'brd.pdf', page: 4 } },
  { id: 'r2', rule: 'Customer Type must be specified', severity: 'warning', field: 'customerType', section: 'Compliance', enabled: true },
  { id: 'r3', rule: 'Alt text on every banner', severity: 'minor', field: 'accessibility', section: 'Accessibility', enabled: false },
  { id: 'r4', rule: 'Note', severity: 'info', enabled: true },
]

describe('summarizeRules', () => {
  it('counts total, enabled and each severity', () => {
    expect(summarizeRules(RULES)).toEqual({ total: 4, enabled: 3, critical: 1, warning: 1, minor: 1 })
    expect(summarizeRules([])).toEqual({ total: 0, enabled: 0, critical: 0, warning: 0, minor: 0 })
  })
})

describe('RulesPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })

  it('lists the rules read-only with their severity, status and source', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }) })
    renderApp('/rules')
    const row = (await screen.findByText('FDA Filing Number required')).closest('tr')!
    expect(within(row).getByText('critical')).toBeInTheDocument()
    expect(within(row).getByText('Enabled')).toBeInTheDocument()
    expect(within(row).getByText('brd.pdf, p. 4')).toBeInTheDocument()
    const disabled = screen.getByText('Alt text on every banner').closest('tr')!
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
    expect(document.title).toContain('Configuration')
  })

  it('offers a retry when loading fails', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': fail(500, 'db down') })
    renderApp('/rules')
    expect(await screen.findByText('Could not load the rules')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument()
  })
})
