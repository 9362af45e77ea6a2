import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fail, fakeServer, ok } from '@/test/fetch'
import { renderWithClient } from '@/test/renderApp'
import { AssetScopeEditor } from './AssetScopeEditor'
import { PARTS } from '@/features/shared/scopes.gen'
import type { BuilderAsset } from './types'

const ASSET: BuilderAsset = {
  id: 'a1',
  campaignId: 'c1',
  name: 'KLV_TT_30s_9x16_v1.mp4',
  type: 'video',
  size: 1,
  status: 'complete',
  progress: 100,
  analysis: { checkedScope: { platform: 'tiktok' } },
}

const wrap = renderWithClient

describe('AssetScopeEditor', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows what the checks read from the file name where nothing was said', () => {
    fakeServer({})
    wrap(<AssetScopeEditor campaignId="c1" asset={ASSET} />)
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('From file name')
    expect(screen.getByText('Read as TikTok')).toBeInTheDocument()
    expect(screen.getAllByText('Not known')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Save scope' })).toBeDisabled()
  })

  it('saves the chosen values and shows a refusal', async () => {
    const bodies: unknown[] = []
    let refuse = false
    fakeServer({
      'PATCH /api/assets/a1': (req) => {
        bodies.push(JSON.parse(req.body ?? '{}'))
        if (refuse) return fail(409, 'asset is still being processed; try again when it is complete')
        return ok({ asset: { ...ASSET, scope: { part: 'endCard' }, analysis: { checkedScope: { platform: 'tiktok', part: 'endCard' } } } })
      },
    })
    const user = userEvent.setup()
    wrap(<AssetScopeEditor campaignId="c1" asset={ASSET} />)
    await user.type(screen.getByRole('combobox', { name: 'Part' }), 'End card')
    await user.click(screen.getByRole('button', { name: 'Save scope' }))
    await waitFor(() => expect(bodies).toEqual([{ scope: { part: 'endCard' } }]))

    refuse = true
    await user.click(screen.getByRole('combobox', { name: 'Platform' }))
    await user.click(await screen.findByRole('option', { name: 'Meta' }))
    await user.click(screen.getByRole('button', { name: 'Save scope' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('still being processed')
  })

  it("offers the listed parts and the campaign's document parts, converts a document's words and refuses a typo", async () => {
    const bodies: unknown[] = []
    fakeServer({
      'GET /api/campaigns/c1/rule-set': ok({ ruleSet: { id: 'rs-1', name: 'Congress BRD', version: 2 }, active: 2, stale: 0, recheck: { running: false, total: 0, done: 0 } }),
      'GET /api/rule-sets/rs-1': ok({
        ruleSet: {
          id: 'rs-1',
          name: 'Congress BRD',
          version: 2,
          kind: 'brd',
          rules: [
            { id: 'r1', rule: 'Booth banners stay light', severity: 'warning', enabled: true, params: { max: 200, parts: ['boothBanner'] } },
            { id: 'r2', rule: 'End cards', severity: 'warning', enabled: true, params: { parts: ['endCard'] } },
          ],
          contradictions: [],
          history: [],
        },
      }),
      'PATCH /api/assets/a1': (req) => {
        bodies.push(JSON.parse(req.body ?? '{}'))
        return ok({ asset: { ...ASSET, scope: { part: 'kioskPoster' } } })
      },
    })
    const user = userEvent.setup()
    const { container } = wrap(<AssetScopeEditor campaignId="c1" asset={ASSET} />)
    await waitFor(() => expect(container.querySelectorAll('datalist option')).toHaveLength(PARTS.length + 1))
    expect(container.querySelector('datalist option[value="End card"]')).not.toBeNull()
    expect(container.querySelector('datalist option[value="boothBanner"]')).not.toBeNull()
    const part = screen.getByRole('combobox', { name: 'Part' })
    const save = screen.getByRole('button', { name: 'Save scope' })
    await user.type(part, 'endcrd')
    expect(part).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('part-reading')).toHaveTextContent('Not a listed part: did you mean End card?')
    expect(save).toBeDisabled()
    await user.clear(part)
    await user.type(part, 'Kiosk posters')
    expect(part).not.toHaveAttribute('aria-invalid')
    expect(screen.getByTestId('part-reading')).toHaveTextContent('Saved as kioskPoster')
    await user.click(save)
    await waitFor(() => expect(bodies).toEqual([{ scope: { part: 'kioskPoster' } }]))
  })

  it('shows a stored part by its label, a document part as written', () => {
    fakeServer({})
    wrap(<AssetScopeEditor campaignId="c1" asset={{ ...ASSET, scope: { part: 'endCard' } }} />)
    expect(screen.getByRole('combobox', { name: 'Part' })).toHaveValue('End card')
    expect(screen.getByRole('button', { name: 'Save scope' })).toBeDisabled()
  })

  it('cannot be changed while the asset is processing', () => {
    fakeServer({})
    wrap(<AssetScopeEditor campaignId="c1" asset={{ ...ASSET, status: 'analyzing' }} />)
    expect(screen.getByRole('combobox', { name: 'Platform' })).toBeDisabled()
    expect(screen.getByText('Can be set when processing finishes.')).toBeInTheDocument()
  })
})
