import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'
import { formFromCampaign, validateCampaignForm } from './validate'

const location = () => screen.getByTestId('location').textContent

const CAMPAIGNS = [
  { id: 'c1', name: 'Cardiozen Launch', status: 'active', channel: 'Display', customerType: 'DTC', brand: 'Cardiozen', product: 'CZ 10mg', assetCount: 12, complianceScore: 94, updatedAt: '2026-11-01T10:00:00Z' },
  { id: 'c2', name: 'Lumira HCP', status: 'draft', channel: 'Email', customerType: 'HCP', brand: 'Lumira', product: 'XR', assetCount: 3, complianceScore: 72, updatedAt: '2026-10-01T10:00:00Z' },
  { id: 'c3', name: 'Neuro Teaser', status: 'draft', channel: 'Meta', customerType: 'DTC', assetCount: 2, complianceScore: 40, updatedAt: '2026-09-01T10:00:00Z' },
]

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
})

describe('campaign list', () => {
  it('shows cards, filters by status and search, and shows the no-match state', async () => {
    fakeServer({ 'GET /api/campaigns': ok({ campaigns: CAMPAIGNS }) })
    renderApp('/campaigns')
    expect(await screen.findByText('Cardiozen Launch')).toBeInTheDocument()
    expect(screen.getByText('94%')).toHaveClass('text-success')
    expect(screen.getByText('72%').className).toMatch(/oklch/)
    expect(screen.getByText('40%')).toHaveClass('text-danger')
    expect(screen.queryByText('Not checked')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'active' }))
    expect(screen.queryByText('Lumira HCP')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'all' }))
    await userEvent.type(screen.getByLabelText('Search campaigns'), 'zzz')
    expect(await screen.findByText('No campaigns match your search')).toBeInTheDocument()
  })

  it('shows an error with retry, then the empty state', async () => {
    let n = 0
    fakeServer({ 'GET /api/campaigns': () => (n++ === 0 ? fail(500, 'db down') : ok({ campaigns: [] })) })
    renderApp('/campaigns')
    expect(await screen.findByText('Could not load campaigns')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }))
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument()
  })

  it('asks before deleting and deletes on confirm', async () => {
    let list = [...CAMPAIGNS]
    const { calls } = fakeServer({
      'GET /api/campaigns': () => ok({ campaigns: list }),
      'DELETE /api/campaigns/c2': () => {
        list = list.filter((c) => c.id !== 'c2')
        return ok({ deleted: true })
      },
    })
    renderApp('/campaigns')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lumira HCP' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete this campaign?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Lumira HCP')).not.toBeInTheDocument())
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/campaigns/c2')).toBe(true)
  })
})

describe('new campaign', () => {
  it('requires a name, clears the error on edit, posts the defaults and opens the campaign', async () => {
    const { calls } = fakeServer({
      'POST /api/campaigns': ok({ campaignId: 'c9', campaign: { id: 'c9', name: 'Q3 Launch', status: 'draft' } }),
      'GET /api/campaigns/c9': ok({ campaign: { id: 'c9', name: 'Q3 Launch', status: 'draft', channel: 'Display' } }),
    })
    renderApp('/campaigns/new')
    await screen.findByText('Basic Information')
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    expect(await screen.findByText('Campaign name is required')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    await userEvent.type(screen.getByLabelText(/Campaign name/), 'Q3 Launch')
    expect(screen.queryByText('Campaign name is required')).not.toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    await waitFor(() => expect(location()).toBe('/campaigns/c9'))
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/campaigns')!
    expect(JSON.parse(post.body!)).toMatchObject({ name: 'Q3 Launch', channel: 'Display', customerType: 'DTC', status: 'draft', assetCount: 0, complianceScore: 0 })
    expect(await screen.findByRole('heading', { name: 'Q3 Launch' })).toBeInTheDocument()
  })

  it('shows the failure message when the server refuses', async () => {
    fakeServer({ 'POST /api/campaigns': fail(500, 'boom') })
    renderApp('/campaigns/new')
    await userEvent.type(await screen.findByLabelText(/Campaign name/), 'X')
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    expect(await screen.findByText('Failed to create campaign. Please try again.')).toBeInTheDocument()
    expect(location()).toBe('/campaigns/new')
  })
})

describe('new campaign as the organization configured it', () => {
  const FIELDS = [
    { id: 'name', label: 'Campaign name', section: 'Basic Information', type: 'text', required: true, maxLength: 200, locked: true },
    { id: 'description', label: 'Description', section: 'Basic Information', type: 'textarea', required: false, maxLength: 5000 },
    { id: 'channel', label: 'Channel', section: 'Campaign Details', type: 'select', required: false, options: ['OLV', 'CTV'], defaultValue: 'CTV' },
    { id: 'customerType', label: 'Customer type', section: 'Campaign Details', type: 'select', required: false, options: ['HCP'], defaultValue: 'HCP' },
    { id: 'brand', label: 'Brand name', section: 'Product Information', type: 'text', required: true, maxLength: 200, help: 'As registered with the FDA' },
    { id: 'fdaFilingNumber', label: 'FDA filing number', section: 'Compliance', type: 'text', required: false, pattern: '^US-', patternMessage: 'Starts with US-' },
  ]

  it('shows the configured labels, required fields, options and defaults, and checks them before creating', async () => {
    const { calls } = fakeServer({
      'GET /api/configurations/fields': ok({ fields: FIELDS }),
      'GET /api/configurations': ok({ configurations: [{ id: 'p1', name: 'HCP OLV launch', values: { channel: 'OLV', brand: 'Zeta' } }] }),
      'POST /api/configurations/validate': ok({ valid: false, errors: { fdaFilingNumber: 'The server says: Starts with US-' } }),
      'POST /api/campaigns': ok({ campaignId: 'c9' }),
    })
    renderApp('/campaigns/new')
    expect(await screen.findByText('As registered with the FDA')).toBeInTheDocument()
    expect(screen.getByText('Product Information').nextSibling).toHaveTextContent('has required fields')
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('CTV')
    expect(screen.getByRole('combobox', { name: 'Customer type' })).toHaveTextContent('HCP')
    await userEvent.type(screen.getByLabelText(/Campaign name/), 'Q4')
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    expect(await screen.findByText('Brand name is required')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    // A saved configuration fills the form.
    await userEvent.click(screen.getByRole('combobox', { name: 'Start from a saved configuration' }))
    await userEvent.click(await screen.findByRole('option', { name: 'HCP OLV launch' }))
    expect(screen.getByLabelText(/Brand name/)).toHaveValue('Zeta')
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('OLV')
    await userEvent.type(screen.getByLabelText(/Campaign name/), 'Q4')
    await userEvent.click(screen.getByRole('button', { name: /Compliance/ }))
    await userEvent.type(screen.getByLabelText(/FDA filing number/), 'XX-1')
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    expect(await screen.findByText('Starts with US-')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText(/FDA filing number/))
    await userEvent.type(screen.getByLabelText(/FDA filing number/), 'US-1')
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' }).at(-1)!)
    expect(await screen.findByText('The server says: Starts with US-')).toBeInTheDocument()
    expect(JSON.parse(calls.find((c) => c.path === '/api/configurations/validate')!.body!).formData).toMatchObject({ name: 'Q4', channel: 'OLV', brand: 'Zeta' })
    expect(calls.some((c) => c.path === '/api/campaigns' && c.method === 'POST')).toBe(false)
  })
})

describe('campaign card score', () => {
  it('shows no score for a campaign without assets', async () => {
    fakeServer({ 'GET /api/campaigns': ok({ campaigns: [{ id: 'n', name: 'New one', status: 'draft', assetCount: 0, complianceScore: 0 }] }) })
    renderApp('/campaigns')
    expect(await screen.findByText('Not checked')).toBeInTheDocument()
    expect(screen.queryByText('0%')).not.toBeInTheDocument()
  })
})

describe('campaign card navigation', () => {
  it.each([
    { name: 'the card', click: () => screen.getByText('Cardiozen').closest('article')! },
    { name: 'the title link', click: () => screen.getByRole('link', { name: 'Cardiozen Launch' }) },
  ])('clicking $name opens /campaigns/{id}', async ({ click }) => {
    fakeServer({
      'GET /api/campaigns': ok({ campaigns: CAMPAIGNS }),
      'GET /api/campaigns/c1': ok({ campaign: CAMPAIGNS[0] }),
    })
    renderApp('/campaigns')
    await screen.findByText('Cardiozen Launch')
    await userEvent.click(click())
    await waitFor(() => expect(location()).toBe('/campaigns/c1'))
  })

  it('the pencil opens the edit form', async () => {
    fakeServer({
      'GET /api/campaigns': ok({ campaigns: CAMPAIGNS }),
      'GET /api/campaigns/c1': ok({ campaign: CAMPAIGNS[0] }),
    })
    renderApp('/campaigns')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cardiozen Launch' }))
    await waitFor(() => expect(location()).toBe('/campaigns/c1/edit'))
    expect(await screen.findByLabelText(/Campaign name/)).toHaveValue('Cardiozen Launch')
  })

  it('shows not found for a missing campaign', async () => {
    fakeServer({ 'GET /api/campaigns/zz': fail(404, 'Not found') })
    renderApp('/campaigns/zz')
    expect(await screen.findByText('Campaign not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Campaigns/ })).toHaveAttribute('href', '/campaigns')
  })
})

describe('edit campaign', () => {
  it('validates, sends the changed fields with PUT {updates} and returns to the builder', async () => {
    let saved = { ...CAMPAIGNS[1] }
    const { calls } = fakeServer({
      'GET /api/campaigns/c2': () => ok({ campaign: saved }),
      'PUT /api/campaigns/c2': (req) => {
        saved = { ...saved, ...JSON.parse(req.body!).updates }
        return ok({ campaign: saved })
      },
      'GET /api/campaigns/c2/assets': ok({ assets: [] }),
    })
    renderApp('/campaigns/c2/edit')
    const name = await screen.findByLabelText(/Campaign name/)
    expect(name).toHaveAttribute('maxLength', '200')
    expect(name).toHaveAccessibleDescription('Up to 200 characters')
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Campaign name is required')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
    await userEvent.type(name, 'Lumira HCP Fall')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(location()).toBe('/campaigns/c2'))
    const put = calls.find((c) => c.method === 'PUT')!
    expect(JSON.parse(put.body!).updates).toMatchObject({ name: 'Lumira HCP Fall', status: 'draft', channel: 'Email', customerType: 'HCP', brand: 'Lumira' })
  })

  it('offers an archived campaign only the statuses it may take, and restores it to active', async () => {
    const archived = { ...CAMPAIGNS[1], status: 'archived', version: 4 }
    const { calls } = fakeServer({
      'GET /api/campaigns/c2': ok({ campaign: archived }),
      'PUT /api/campaigns/c2': (req) => ok({ campaign: { ...archived, ...JSON.parse(req.body!).updates } }),
      'GET /api/campaigns/c2/assets': ok({ assets: [] }),
    })
    const user = userEvent.setup()
    renderApp('/campaigns/c2/edit')
    await user.click(await screen.findByRole('combobox', { name: 'Status' }))
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Archived', 'Active'])
    await user.click(screen.getByRole('option', { name: 'Active' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(location()).toBe('/campaigns/c2'))
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!).updates).toMatchObject({ status: 'active', version: 4 })
  })

  it('shows the server refusal once, in the form', async () => {
    fakeServer({
      'GET /api/campaigns/c2': ok({ campaign: CAMPAIGNS[1] }),
      'PUT /api/campaigns/c2': fail(400, 'status must be one of draft, active, completed, archived'),
    })
    renderApp('/campaigns/c2/edit')
    await screen.findByLabelText(/Campaign name/)
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('status must be one of draft, active, completed, archived')).toBeInTheDocument()
    expect(location()).toBe('/campaigns/c2/edit')
  })
})

describe('validateCampaignForm', () => {
  const base = formFromCampaign({ name: 'A' })
  it.each([
    { name: 'valid', f: base, want: [] },
    { name: 'blank name', f: { ...base, name: '  ' }, want: ['name'] },
    { name: 'name over 200', f: { ...base, name: 'x'.repeat(201) }, want: ['name'] },
    { name: 'name of 200', f: { ...base, name: 'x'.repeat(200) }, want: [] },
    { name: 'impossible date', f: { ...base, dofuExpiration: '2027-02-30' }, want: ['dofuExpiration'] },
    { name: 'real date', f: { ...base, dofuExpiration: '2027-02-28' }, want: [] },
    { name: 'unknown status', f: { ...base, status: 'live' }, want: ['status'] },
    { name: 'unknown channel', f: { ...base, channel: 'Radio' }, want: ['channel'] },
  ])('$name', ({ f, want }) => {
    expect(Object.keys(validateCampaignForm(f)).sort()).toEqual(want)
  })
})
