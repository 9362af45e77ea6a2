import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok, type Handler } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'

type Status = Record<string, { connected: boolean; hasCredentials: boolean }>

const none = (): Status => ({
  'google-drive': { connected: false, hasCredentials: false },
  sharepoint: { connected: false, hasCredentials: false },
  s3: { connected: false, hasCredentials: false },
})

/** credentialServer is a small in-memory model of the lead's credential API. */
function credentialServer(opts: { save?: Handler } = {}) {
  const saved: Record<string, Record<string, string>> = {}
  const secrets = new Set(['apiKey', 'clientSecret', 'secretAccessKey'])
  const record = (svc: string) => ({
    serviceName: svc,
    credentialType: 'oauth',
    hasCredentials: true,
    fields: Object.fromEntries(Object.entries(saved[svc] ?? {}).map(([k, v]) => [k, secrets.has(k) ? '••••••••' : v])),
  })
  const routes: Record<string, Handler> = {
    'GET /api/settings/credentials-status': () => {
      const st = none()
      for (const k of Object.keys(saved)) st[k] = { connected: false, hasCredentials: true }
      return ok({ status: st })
    },
    'POST /api/settings/credentials': (req) => {
      const b = JSON.parse(req.body ?? '{}') as { serviceName: string; credentials: Record<string, string> }
      saved[b.serviceName] = b.credentials
      return ok(record(b.serviceName))
    },
  }
  if (opts.save) routes['POST /api/settings/credentials'] = opts.save
  for (const svc of ['google-drive', 'sharepoint', 's3']) {
    routes[`GET /api/settings/credentials/${svc}/oauth`] = () => (saved[svc] ? ok(record(svc)) : fail(404, 'not found'))
    routes[`DELETE /api/settings/credentials/${svc}/oauth`] = () => {
      delete saved[svc]
      return ok({ deleted: true })
    }
  }
  routes['GET /api/auth/me'] = () =>
    ok({ user: DEMO_USER, organization: { organizationId: 'org_demo', name: 'Demo Pharma', domain: 'demo.pharma', status: 'Active', plan: 'Enterprise' } })
  return { saved, ...fakeServer(routes) }
}

const card = (title: string) => screen.getByRole('region', { name: title })

async function fillS3(user: ReturnType<typeof userEvent.setup>, secret = 'wJalrXUtnFEMI/K7MDENG') {
  const c = card('Amazon S3')
  await user.type(within(c).getByLabelText(/^Access Key ID/), 'AKIAEXAMPLE')
  await user.type(within(c).getByLabelText(/^Secret Access Key/), secret)
  await user.type(within(c).getByLabelText(/^Region/), 'us-east-1')
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
})
afterEach(() => vi.useRealTimers())

describe('settings tabs', () => {
  it('shows API Credentials, Organization and API tokens, and the organization details', async () => {
    credentialServer()
    renderApp('/settings')
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent?.trim())).toEqual(['API Credentials', 'Organization', 'API tokens'])
    expect(screen.queryByRole('tab', { name: /Profile|Preferences/ })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Organization' }))
    expect(await screen.findByText('Demo Pharma')).toBeInTheDocument()
    expect(screen.getByText('Enterprise')).toBeInTheDocument()
    expect(screen.getByTestId('location').textContent).toBe('/settings?tab=organization')
  })

  it('shows an error with Retry when the status does not load', async () => {
    let n = 0
    fakeServer({
      'GET /api/settings/credentials-status': () => (n++ === 0 ? fail(500, 'db down') : ok({ status: none() })),
      'GET /api/auth/me': ok({ user: DEMO_USER }),
    })
    renderApp('/settings')
    expect(await screen.findByText('Could not load credential status')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }))
    expect(await screen.findAllByText('Not Configured')).toHaveLength(3)
  })
})

describe('credential card', () => {
  it('configures S3: required fields, show/hide, Saved!, Configured, masked summary', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { calls } = credentialServer()
    renderApp('/settings')
    expect(await screen.findAllByText('Not Configured')).toHaveLength(3)
    await user.click(within(card('Amazon S3')).getByRole('button', { name: 'Configure Amazon S3' }))
    const c = card('Amazon S3')
    const save = within(c).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.click(within(c).getByLabelText(/^Access Key ID/))
    await user.tab()
    expect(within(c).getByText('Access Key ID is required')).toBeInTheDocument()
    await fillS3(user, 'topsecret-42')
    expect(within(c).queryByText('Access Key ID is required')).not.toBeInTheDocument()
    const secret = within(c).getByLabelText(/^Secret Access Key/)
    expect(secret).toHaveAttribute('type', 'password')
    await user.click(within(c).getByRole('button', { name: 'Show Secret Access Key' }))
    expect(secret).toHaveAttribute('type', 'text')
    await user.click(within(c).getByRole('button', { name: 'Hide Secret Access Key' }))
    expect(secret).toHaveAttribute('type', 'password')
    expect(save).toBeEnabled()
    await user.click(save)
    expect(await within(c).findByRole('button', { name: 'Saved!' })).toBeInTheDocument()
    const post = calls.find((x) => x.method === 'POST')!
    expect(JSON.parse(post.body!)).toEqual({
      serviceName: 's3',
      credentialType: 'oauth',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'topsecret-42', region: 'us-east-1' },
    })
    await waitFor(() => expect(within(card('Amazon S3')).getByText('Configured')).toBeInTheDocument())
    // 'Saved!' lasts 3 s, then the card shows the stored (masked) summary.
    await vi.advanceTimersByTimeAsync(2900)
    expect(within(card('Amazon S3')).getByRole('button', { name: 'Saved!' })).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(100)
    await waitFor(() => expect(within(card('Amazon S3')).getByRole('button', { name: 'Edit Amazon S3' })).toBeInTheDocument())
    expect(within(card('Amazon S3')).getByText('AKIAEXAMPLE')).toBeInTheDocument()
    expect(within(card('Amazon S3')).getByText('••••••••')).toBeInTheDocument()
    expect(document.body.innerHTML).not.toContain('topsecret-42')
  })

  it('edits: non-secrets prefilled, secret empty with the unchanged placeholder; Cancel discards', async () => {
    const user = userEvent.setup()
    const srv = credentialServer()
    srv.saved['google-drive'] = { clientId: 'cid.apps.googleusercontent.com', apiKey: 'AIzaSECRET' }
    renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Edit Google Drive' }))
    const c = card('Google Drive')
    expect(within(c).getByLabelText(/^Client ID/)).toHaveValue('cid.apps.googleusercontent.com')
    const key = within(c).getByLabelText(/^API Key/)
    expect(key).toHaveValue('')
    expect(key).toHaveAttribute('placeholder', '•••••••• (unchanged)')
    expect(within(c).getByText(/re-enter it to save/)).toBeInTheDocument()
    expect(within(c).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.click(within(c).getByRole('button', { name: 'Cancel' }))
    expect(within(card('Google Drive')).queryByLabelText(/^API Key/)).not.toBeInTheDocument()
    expect(within(card('Google Drive')).getByRole('button', { name: 'Edit Google Drive' })).toHaveFocus()
    // Escape cancels too; the first field has focus when the editor opens.
    await user.click(within(card('Google Drive')).getByRole('button', { name: 'Edit Google Drive' }))
    expect(within(card('Google Drive')).getByLabelText(/^Client ID/)).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(within(card('Google Drive')).queryByLabelText(/^Client ID/)).not.toBeInTheDocument()
    expect(srv.calls.some((x) => x.method === 'POST')).toBe(false)
  })

  it("shows the server's message in the error state, then returns to idle after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    credentialServer({ save: () => fail(400, 'region: unknown AWS region "mars-1"') })
    renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Configure Amazon S3' }))
    await fillS3(user)
    await user.click(within(card('Amazon S3')).getByRole('button', { name: 'Save' }))
    const c = card('Amazon S3')
    expect(await within(c).findByRole('button', { name: 'Save failed' })).toBeInTheDocument()
    expect(within(c).getByRole('alert')).toHaveTextContent('region: unknown AWS region "mars-1"')
    expect(within(c).getByText('Not Configured')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(4900)
    expect(within(c).getByRole('button', { name: 'Save failed' })).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(100)
    await waitFor(() => expect(within(c).getByRole('button', { name: 'Save' })).toBeEnabled())
    expect(within(c).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reports a 403 for non-admins', async () => {
    const user = userEvent.setup()
    credentialServer({ save: () => fail(403, 'Admin role required') })
    renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Configure Amazon S3' }))
    await fillS3(user)
    await user.click(within(card('Amazon S3')).getByRole('button', { name: 'Save' }))
    expect(await within(card('Amazon S3')).findByRole('alert')).toHaveTextContent('Admin role required')
  })

  it('deletes after the spec confirmation; Cancel keeps the credentials', async () => {
    const user = userEvent.setup()
    const srv = credentialServer()
    srv.saved.sharepoint = { clientId: 'c', tenantId: 't', clientSecret: 's' }
    renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Delete SharePoint credentials' }))
    let dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete SharePoint credentials?')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(srv.calls.some((x) => x.method === 'DELETE')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Delete SharePoint credentials' }))
    dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(card('SharePoint')).getByText('Not Configured')).toBeInTheDocument())
    expect(srv.calls.some((x) => x.method === 'DELETE' && x.path === '/api/settings/credentials/sharepoint/oauth')).toBe(true)
    expect(within(card('SharePoint')).getByRole('button', { name: 'Configure SharePoint' })).toBeInTheDocument()
  })
})

describe('tab switching', () => {
  it('keeps a half-filled credential form while the Organization tab is shown', async () => {
    const user = userEvent.setup()
    credentialServer()
    renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Configure Amazon S3' }))
    await user.type(within(card('Amazon S3')).getByLabelText(/^Region/), 'eu-central-1')
    await user.click(screen.getByRole('tab', { name: 'Organization' }))
    expect(await screen.findByText('Demo Pharma')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Amazon S3' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'API Credentials' }))
    expect(within(card('Amazon S3')).getByLabelText(/^Region/)).toHaveValue('eu-central-1')
  })
})
