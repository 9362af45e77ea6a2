// Journey of issue 15: every screen at a desktop (1440×900), a tablet
// (768×1024) and a phone (390×844), with a campaign of 200 real assets and
// names as long as the product allows. On each screen: no horizontal scroll
// (scrollWidth <= clientWidth), no overlapping controls, and the actions
// reachable (the phone's menu sheet, the full-screen side panel).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { here } from '../harness.mjs'

export const name = 'responsive'

const MEDIA = join(here, '..', 'pkg', 'media', 'testdata')
const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
]
const ASSETS = 200

export default async function journey(j) {
  const { base, page, step, shot, check, expectGoodLayout } = j
  // The longest campaign name the server accepts: 200 characters with no space.
  const longName = `Cardiozen${'X'.repeat(200 - 'Cardiozen'.length - 5)}${String(Date.now() % 100000).padStart(5, '0')}`
  let token = ''
  let campaignId = ''
  const apiCall = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    })
    return { status: res.status, body: await res.json() }
  }

  await step('demo sign-in; the name field states and enforces its limit, the server refuses longer names', async () => {
    await j.demoSignIn()
    token = await page.evaluate(() => localStorage.getItem('auth_token'))
    await page.goto(`${base}/campaigns/new`)
    await page.getByText('Up to 200 characters', { exact: true }).first().waitFor()
    await page.getByLabel('Campaign name').fill('Y'.repeat(300))
    const typed = await page.getByLabel('Campaign name').inputValue()
    check(typed.length === 200, `the name field took ${typed.length} characters, want 200`)
    const refused = await apiCall('POST', '/api/campaigns', { name: 'Z'.repeat(300) })
    check(refused.status === 400 && /at most 200 characters/.test(refused.body.error), `a 300-character name: ${refused.status} ${JSON.stringify(refused.body)}`)
    await page.getByLabel('Campaign name').fill(longName)
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await j.expectPath(/^\/campaigns\/(?!new$)[^/]+$/)
    campaignId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop())
  })

  await step(`${ASSETS} real assets in one upload, one with a 300-character file name`, async () => {
    const png = readFileSync(join(MEDIA, 'png_rgb_300x250.png'))
    const jpg = readFileSync(join(MEDIA, 'jpeg_baseline_728x90.jpg'))
    const form = new FormData()
    form.append('file', new Blob([png]), `${'LongCreativeName'.repeat(19)}_300x250.png`.slice(0, 296) + '.png')
    for (let i = 1; i < ASSETS; i++) {
      const concept = `Concept${String(Math.ceil(i / 2)).padStart(3, '0')}`
      form.append('files', new Blob([i % 2 ? png : jpg]), i % 2 ? `${concept}_300x250.png` : `${concept}_728x90.jpg`)
    }
    const up = await apiCall('POST', `/api/campaigns/upload-files?campaignId=${encodeURIComponent(campaignId)}`, form)
    check(up.status < 300, `upload: ${up.status} ${JSON.stringify(up.body).slice(0, 200)}`)
    await page.reload()
    await page.waitForFunction((n) => document.querySelectorAll('li[data-asset-id][data-status="complete"]').length === n, ASSETS, { timeout: 180_000 })
  })

  const pages = [
    { file: 'dashboard', path: '/', ready: () => page.getByRole('heading', { name: 'Pharmaceutical Creative Operations' }).waitFor() },
    { file: 'campaigns', path: '/campaigns', ready: () => page.getByRole('heading', { name: longName }).waitFor() },
    { file: 'new-campaign', path: '/campaigns/new', ready: () => page.getByText('Basic Information').waitFor() },
    { file: 'edit-campaign', path: () => `/campaigns/${campaignId}/edit`, ready: () => page.getByRole('button', { name: 'Save Changes' }).waitFor() },
    { file: 'builder', path: () => `/campaigns/${campaignId}`, ready: () => page.locator('li[data-asset-id][data-status="complete"]').nth(ASSETS - 1).waitFor() },
    { file: 'rules', path: '/rules', ready: () => page.getByRole('heading', { name: /Rules/ }).first().waitFor() },
    { file: 'settings', path: '/settings', ready: () => page.getByRole('tab', { name: /API Credentials/ }).waitFor() },
  ]

  for (const vp of VIEWPORTS) {
    await step(`${vp.tag} ${vp.width}×${vp.height}: every page fits`, async () => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      for (const p of pages) {
        await page.goto(base + (typeof p.path === 'function' ? p.path() : p.path))
        await p.ready()
        await page.waitForTimeout(300)
        await expectGoodLayout(`${vp.tag} ${p.file}`)
        await shot(`60-${vp.tag}-${p.file}`)
      }
    })

    await step(`${vp.tag}: asset rows keep their parts apart and the name readable`, async () => {
      await page.goto(`${base}/campaigns/${campaignId}`)
      await page.locator('li[data-asset-id][data-status="complete"]').first().waitFor()
      // Within each row on screen: the name, the progress bar, the status, the
      // check counts, the score ring and the actions menu never overlap, and
      // the name's column keeps a readable width.
      const problems = await page.evaluate(() => {
        const out = []
        const rows = [...document.querySelectorAll('li[data-asset-id]')].slice(0, 20)
        for (const row of rows) {
          const parts = {
            name: row.querySelector('button[aria-label^="Open analysis of"]'),
            progress: row.querySelector('[role="progressbar"]'),
            status: row.querySelector('[data-testid="asset-status"]'),
            counts: row.querySelector('[data-testid="asset-outcome"] > div'),
            ring: row.querySelector('[data-testid="score-ring"]'),
            menu: row.querySelector('button[aria-label^="Actions for"]'),
          }
          const boxes = Object.entries(parts).filter(([, el]) => el).map(([k, el]) => [k, el.getBoundingClientRect()])
          for (let i = 0; i < boxes.length; i++) {
            for (let k = i + 1; k < boxes.length; k++) {
              const [an, a] = boxes[i]
              const [bn, b] = boxes[k]
              const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
              const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
              if (w > 1 && h > 1) out.push(`${row.dataset.assetId}: ${an} overlaps ${bn}`)
            }
          }
          const column = parts.name?.parentElement?.getBoundingClientRect()
          if (column && column.width < 150) out.push(`${row.dataset.assetId}: the name has ${Math.round(column.width)} px`)
        }
        return out
      })
      check(problems.length === 0, `asset rows at ${vp.width} px: ${problems.slice(0, 5).join('; ')}`)
      await page.locator('li[data-asset-id]').first().scrollIntoViewIfNeeded()
      await shot(`60-${vp.tag}-builder-rows`)
    })

    await step(`${vp.tag}: the navigation is reachable`, async () => {
      await page.goto(`${base}/campaigns`)
      if (vp.width < 768) {
        check(!(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()), 'the sidebar rail shows on a phone')
        await page.getByRole('button', { name: 'Open menu' }).click()
        const sheet = page.getByRole('dialog', { name: 'Menu' })
        await sheet.getByRole('link', { name: 'Configuration' }).waitFor()
        await expectGoodLayout(`${vp.tag} menu sheet`)
        await shot(`61-${vp.tag}-menu`)
        await sheet.getByRole('link', { name: 'Configuration' }).click()
        await j.expectPath('/rules')
        await sheet.waitFor({ state: 'detached' })
      } else {
        await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration' }).click()
        await j.expectPath('/rules')
      }
    })

    await step(`${vp.tag}: side panel, matrix editor and trafficking preview`, async () => {
      await page.goto(`${base}/campaigns/${campaignId}`)
      const first = page.locator('li[data-asset-id]').first()
      await first.waitFor()
      await first.getByRole('button', { name: /^Open analysis of / }).click()
      const panel = page.getByRole('dialog', { name: 'Analysis Details' })
      await panel.waitFor()
      const box = await panel.boundingBox()
      if (vp.width < 768) check(Math.round(box.width) === vp.width, `the side panel is ${box.width} px wide on a ${vp.width} px phone, want full screen`)
      else check(Math.round(box.width) <= 480, `the side panel is ${box.width} px wide, want 480`)
      await expectGoodLayout(`${vp.tag} side panel`)
      await shot(`62-${vp.tag}-panel`)
      await panel.getByTestId('asset-scope').scrollIntoViewIfNeeded()
      await expectGoodLayout(`${vp.tag} side panel scope`)
      await shot(`62-${vp.tag}-panel-scope`)
      // The part combobox with a text that is no part, then a document's
      // words it converts: its hints must fit too.
      const part = panel.getByTestId('asset-scope').getByRole('combobox', { name: 'Part' })
      await part.fill('kp')
      await panel.getByTestId('asset-scope').getByText(/lowerCamelCase/).waitFor()
      await expectGoodLayout(`${vp.tag} side panel part hint`)
      await shot(`62-${vp.tag}-panel-part`)
      await part.fill('Kiosk posters')
      await panel.getByTestId('asset-scope').getByText('Saved as kioskPoster').waitFor()
      await expectGoodLayout(`${vp.tag} side panel part converted`)
      await shot(`62-${vp.tag}-panel-part-converted`)
      await part.fill('')
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'detached' })
      await page.getByRole('tab', { name: /Creative Matrix/ }).click()
      await page.getByRole('button', { name: /Preview Trafficking/ }).waitFor()
      await page.waitForTimeout(300)
      await expectGoodLayout(`${vp.tag} matrix editor`)
      await shot(`63-${vp.tag}-matrix`)
      await page.getByRole('button', { name: /Preview Trafficking/ }).click()
      await j.expectPath('/trafficking/preview')
      await page.getByRole('button', { name: /Download CSV/ }).waitFor()
      await page.waitForTimeout(300)
      await expectGoodLayout(`${vp.tag} trafficking preview`)
      await shot(`64-${vp.tag}-trafficking`)
    })

    await step(`${vp.tag}: deleting the long-named campaign keeps Cancel and Delete on screen`, async () => {
      await page.goto(`${base}/campaigns`)
      await page.getByRole('button', { name: `Delete ${longName}` }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.waitFor()
      for (const b of ['Cancel', 'Delete']) {
        const r = await dialog.getByRole('button', { name: b }).boundingBox()
        check(r && r.x >= 0 && r.x + r.width <= vp.width && r.y + r.height <= vp.height, `${b} is off screen: ${JSON.stringify(r)}`)
      }
      await expectGoodLayout(`${vp.tag} delete dialog`)
      await shot(`65-${vp.tag}-delete-dialog`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    })
  }
}
