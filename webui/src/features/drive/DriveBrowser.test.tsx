import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fail, fakeServer, ok } from '@/test/fetch'
import { renderWithClient } from '@/test/renderApp'
import { DriveBrowser } from './DriveBrowser'

const file = (id: string, name: string, mimeType: string, size = 2048) => ({ id, name, mimeType, size, modifiedTime: '2026-03-02T09:00:00Z', isFolder: mimeType.endsWith('folder') })
const DEMO_ROOT = [
  file('demo-folder', 'Agency delivery – round 2', 'application/vnd.google-apps.folder', 0),
  file('demo-img-01', 'Zeta_300x250.png', 'image/png', 1536),
  file('demo-video', 'Zeta_15s.mp4', 'video/mp4', 450_000),
  file('demo-pdf', 'Zeta_brochure.pdf', 'application/pdf'),
]

function wrap(onStarted = vi.fn()) {
  renderWithClient(<DriveBrowser campaignId="c1" onImportStarted={onStarted} />)
  return onStarted
}

describe('DriveBrowser', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('disconnected: the spec text, then Load Demo Files lists the demo drive and imports the selection', async () => {
    const { calls } = fakeServer({
      'GET /api/google-drive/status': ok({ connected: false, configured: false, demo: true }),
      'GET /api/google-drive/files': (req) => (req.path.includes('demo=true') ? ok({ files: DEMO_ROOT }) : fail(409, 'Google Drive not connected. Please connect your account.')),
      'POST /api/assets/import-from-drive': ok({ import: { id: 'job1', campaignId: 'c1', done: false, files: [] } }),
    })
    const onStarted = wrap()
    expect(await screen.findByText('Google Drive not connected. Click "Connect Google Drive" or load Demo Files for the presentation.')).toBeInTheDocument()
    expect(screen.getByTestId('drive-badge')).toHaveTextContent('Disconnected')
    await userEvent.click(screen.getAllByRole('button', { name: 'Load Demo Files' })[0]!)
    expect(await screen.findByText('Zeta_300x250.png')).toBeInTheDocument()
    expect(screen.getByTestId('drive-badge')).toHaveTextContent('Demo files')
    expect(screen.getByText('1.5 KB')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Import 0 Files/ })).toBeDisabled()
    // Select All takes the importable files, never the folder.
    await userEvent.click(screen.getByLabelText('Select All'))
    expect(screen.getByLabelText('Select Agency delivery – round 2')).toBeDisabled()
    await userEvent.click(screen.getByLabelText('Select Zeta_15s.mp4'))
    await userEvent.click(screen.getByRole('button', { name: /Import 2 Files/ }))
    await waitFor(() => expect(onStarted).toHaveBeenCalled())
    const sent = JSON.parse(calls.find((c) => c.path === '/api/assets/import-from-drive')!.body!)
    expect(sent).toEqual({ campaignId: 'c1', fileIds: ['demo-img-01', 'demo-pdf'], demo: true })
    const listing = calls.find((c) => c.path.startsWith('/api/google-drive/files'))!.path
    expect(listing).toContain('pageSize=50')
    expect(listing).toContain('parents=root')
  })

  it('connected: opens a folder, searches without parents, and a failed listing shows the not-connected text', async () => {
    let refused = false
    const { calls } = fakeServer({
      'GET /api/google-drive/status': ok({ connected: true, email: 'dana@acme.com', configured: true }),
      'GET /api/google-drive/files': (req) =>
        refused ? fail(409, 'Google Drive not connected. Please connect your account.') : ok({ files: req.path.includes('parents=demo-folder') ? [file('x', 'Inner_728x90.png', 'image/png')] : DEMO_ROOT }),
    })
    wrap()
    expect(await screen.findByText('Connected · dana@acme.com')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Agency delivery – round 2' }))
    expect(await screen.findByText('Inner_728x90.png')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('My Drive')
    await userEvent.type(screen.getByLabelText('Search files'), "it's")
    await waitFor(() => expect(calls.some((c) => c.path.includes('q=it%27s'))).toBe(true))
    expect(calls.find((c) => c.path.includes('q=it%27s'))!.path).not.toContain('parents=')
    refused = true
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('Google Drive not connected. Please connect your account.')).toBeInTheDocument()
  })
})
