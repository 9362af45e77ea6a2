import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { fakeServer, fail, ok, type Handler } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'
import { browserName } from './OrganizationTab'
import { inviteFormError } from './organizationApi'

const ORG = { organizationId: 'org_acme', name: 'Acme Pharma', domain: 'acme-pharma.com', status: 'Active', plan: 'Enterprise', memberCount: 2 }
const OWNER = { id: 'u_olga', email: 'olga@acme-pharma.com', firstName: 'Olga', lastName: 'Owner', role: 'owner', provider: 'password', createdAt: '2026-01-01T00:00:00Z', organizationId: 'org_acme' }

/** teamServer is an in-memory model of the organization API. */
function teamServer(me = OWNER, overrides: Record<string, Handler> = {}) {
  const members = [
    { userId: 'u_olga', name: 'Olga Owner', email: 'olga@acme-pharma.com', role: 'owner', status: 'active', joinedAt: '2026-01-01T00:00:00Z', lastSignInAt: new Date().toISOString() },
    { userId: 'u_vic', name: 'Vic Viewer', email: 'vic@acme-pharma.com', role: 'viewer', status: 'active', joinedAt: '2026-01-02T00:00:00Z' },
  ]
  const routes: Record<string, Handler> = {
    'GET /api/auth/me': () => ok({ user: me, organization: { ...ORG, memberCount: members.filter((m) => m.status === 'active').length } }),
    'GET /api/auth/sessions': () => ok({ sessions: [{ id: 's1', provider: 'password', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', createdAt: '2026-01-01T00:00:00Z', lastSeenAt: new Date().toISOString(), expiresAt: '2027-01-01T00:00:00Z', current: true }] }),
    'GET /api/organizations/org_acme/users': () => ok({ users: members }),
    'POST /api/users/create': (req) => {
      const b = JSON.parse(req.body!) as { email: string; name: string; role: string }
      members.push({ userId: `invite:${b.email}`, name: b.name, email: b.email, role: b.role, status: 'invited', joinedAt: new Date().toISOString() })
      const inviteUrl = `/auth?email=${encodeURIComponent(b.email)}&invite=pinv_secret`
      return { status: 201, body: { success: true, message: `Invitation sent to ${b.email}`, data: { user: members.at(-1), inviteCode: 'pinv_secret', inviteUrl, expiresAt: '2027-01-08T00:00:00Z' } } }
    },
    'PUT /api/organizations/org_acme/users/u_vic': (req) => {
      members[1]!.role = (JSON.parse(req.body!) as { role: string }).role
      return ok({ user: members[1] })
    },
    'DELETE /api/organizations/org_acme/users/u_vic': () => {
      members.splice(1, 1)
      return ok({ removed: true })
    },
    ...overrides,
  }
  return { members, ...fakeServer(routes) }
}

function signInAs(user: typeof OWNER) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'pos_t')
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user))
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('Organization tab', () => {
  it('shows the details with the member count and the team with role badges, the owner included', async () => {
    signInAs(OWNER)
    teamServer()
    renderApp('/settings?tab=organization')
    const team = await screen.findByRole('list', { name: 'Team members' })
    expect(within(team).getByText('Olga Owner')).toBeInTheDocument()
    expect(within(team).getByText('owner')).toBeInTheDocument()
    expect(screen.getByText('acme-pharma.com')).toBeInTheDocument()
    expect(screen.getByText('Members').nextSibling).toHaveTextContent('2')
    expect(screen.getByText(/Chrome on Linux/)).toBeInTheDocument()
  })

  // sendInvitation opens the Organization tab's Invite User modal and sends it.
  async function sendInvitation(email: string, name: string) {
    const user = userEvent.setup()
    renderApp('/settings?tab=organization')
    await user.click(await screen.findByRole('button', { name: 'Invite User' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Email'), email)
    await user.type(within(dialog).getByLabelText('Name'), name)
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    return { user, dialog }
  }

  it('invites a user: send is disabled until e-mail and name are filled, then User Invited! shows the link once and refreshes after 1.5 s', async () => {
    signInAs(OWNER)
    const { calls } = teamServer()
    const user = userEvent.setup()
    renderApp('/settings?tab=organization')
    await user.click(await screen.findByRole('button', { name: 'Invite User' }))
    const dialog = await screen.findByRole('dialog')
    const send = within(dialog).getByRole('button', { name: 'Send Invitation' })
    expect(send).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Email'), 'al@acme-pharma.com')
    expect(send).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Name'), 'Al Analyst')
    expect(send).toBeEnabled()
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('analyst')
    await user.click(send)
    expect(await within(dialog).findByText('User Invited!')).toBeInTheDocument()
    expect(JSON.parse(calls.find((c) => c.path === '/api/users/create')!.body!)).toMatchObject({ email: 'al@acme-pharma.com', name: 'Al Analyst', role: 'analyst', organizationId: 'org_acme' })
    const link = within(dialog).getByLabelText('Invitation link')
    expect(link).toHaveValue(`${window.location.origin}/auth?email=al%40acme-pharma.com&invite=pinv_secret`)
    expect(within(dialog).getByText(/sends no e-mail/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Copy invitation link' }))
    expect(await navigator.clipboard.readText()).toBe((link as HTMLInputElement).value)
    expect(await screen.findByText('Al Analyst', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Invited')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('refreshes the team at once when the inviter closes with Done before 1.5 s', async () => {
    signInAs(OWNER)
    teamServer()
    const { user, dialog } = await sendInvitation('al@acme-pharma.com', 'Al Analyst')
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Al Analyst', {}, { timeout: 1000 })).toBeInTheDocument()
  })

  it("shows the server's refusal in the modal", async () => {
    signInAs(OWNER)
    teamServer(OWNER, { 'POST /api/users/create': () => fail(409, 'A user with this e-mail already has an account') })
    const { dialog } = await sendInvitation('vic@acme-pharma.com', 'Vic')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already has an account')
  })

  it('lets an admin change a role and remove a member', async () => {
    signInAs(OWNER)
    const { calls } = teamServer()
    const user = userEvent.setup()
    renderApp('/settings?tab=organization')
    await user.click(await screen.findByRole('combobox', { name: 'Role of Vic Viewer' }))
    await user.click(await screen.findByRole('option', { name: 'manager' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.body === '{"role":"manager"}')).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Remove Vic Viewer' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Vic Viewer')).toBeNull())
  })

  it('shows a viewer the team without invite, role or remove controls', async () => {
    const viewer = { ...OWNER, id: 'u_vic', email: 'vic@acme-pharma.com', firstName: 'Vic', role: 'viewer' }
    signInAs(viewer)
    teamServer(viewer)
    renderApp('/settings?tab=organization')
    await screen.findByRole('list', { name: 'Team members' })
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull()
  })
})

describe('New-campaign form card', () => {
  it('lets an admin make a field required and drop a channel; the name stays required', async () => {
    signInAs(OWNER)
    const fields = [
      { id: 'name', label: 'Campaign name', section: 'Basic Information', type: 'text', required: true, locked: true },
      { id: 'channel', label: 'Channel', section: 'Campaign Details', type: 'select', required: false, options: ['Display', 'OLV'], choices: ['Display', 'OLV'], defaultValue: 'Display' },
      { id: 'brand', label: 'Brand', section: 'Product Information', type: 'text', required: false },
    ]
    const { calls } = teamServer(OWNER, {
      'GET /api/configurations/fields': () => ok({ fields }),
      'PUT /api/configurations/fields/brand': (req) => ok({ field: { ...fields[2], ...JSON.parse(req.body!) } }),
      'PUT /api/configurations/fields/channel': (req) => ok({ field: { ...fields[1], ...JSON.parse(req.body!) } }),
    })
    const user = userEvent.setup()
    renderApp('/settings?tab=organization')
    expect(await screen.findByRole('switch', { name: 'Campaign name required' })).toBeDisabled()
    await user.click(screen.getByRole('switch', { name: 'Brand required' }))
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Brand required' })).toBeChecked())
    expect(calls.find((c) => c.path === '/api/configurations/fields/brand')!.body).toBe('{"required":true}')
    await user.click(within(screen.getByRole('group', { name: 'Channel options' })).getByRole('button', { name: 'OLV' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/configurations/fields/channel')).toBe(true))
    expect(calls.find((c) => c.path === '/api/configurations/fields/channel')!.body).toBe('{"options":["Display"]}')
  })
})

describe('inviteFormError', () => {
  it.each([
    ['', '', 'Email and name are required'],
    ['a@b.co', ' ', 'Email and name are required'],
    [' ', 'Ann', 'Email and name are required'],
    ['a@b.co', 'Ann', null],
  ])('(%j, %j) → %j', (email, name, want) => {
    expect(inviteFormError(email, name)).toBe(want)
  })
})

describe('browserName', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.0', 'Browser'],
  ])('%s → %s', (ua, want) => {
    expect(browserName(ua)).toBe(want)
  })
})
