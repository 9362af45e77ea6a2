// Journey of issue 15: live progress never sticks. Upload three files (an
// image, a banner and a video) several times over; after each round, once
// the API reports every asset finished, the page shows every row exactly as
// the API does (status, progress, step states), without a reload.
import { join } from 'node:path'
import { here } from '../harness.mjs'

export const name = 'live'

const MEDIA = join(here, '..', 'pkg', 'media', 'testdata')
const FILES = ['png_rgb_300x250.png', 'jpeg_baseline_728x90.jpg', 'mp4_moov_end_64x36.mp4']
const ROUNDS = 4

export default async function journey(j) {
  const { base, page, step, shot, check } = j
  let id = ''
  const apiAssets = () =>
    page.evaluate(async (cid) => {
      const res = await fetch(`/api/campaigns/${cid}/assets`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })
      return (await res.json()).data.assets.map((a) => ({ id: a.id, status: a.status, progress: a.progress, steps: (a.processingSteps ?? []).map((s) => s.status).join(',') }))
    }, id)
  const screenAssets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('li[data-asset-id]')].map((li) => ({
        id: li.getAttribute('data-asset-id'),
        status: li.getAttribute('data-status'),
        progress: Number(li.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? NaN),
      })),
    )

  await step('demo sign-in and a new campaign', async () => {
    await j.demoSignIn()
    await page.goto(`${base}/campaigns/new`)
    await page.getByLabel('Campaign name').fill(`E2E Live ${Date.now() % 100000}`)
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await j.expectPath(/^\/campaigns\/(?!new$)[^/]+$/)
    id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop())
  })

  for (let round = 1; round <= ROUNDS; round++) {
    await step(`round ${round}: upload ${FILES.length} files; the screen matches the API`, async () => {
      await page.getByTestId('file-input').setInputFiles(FILES.map((f) => join(MEDIA, f)))
      const want = round * FILES.length
      // Wait for the server to finish everything (the API is the truth) …
      const deadline = Date.now() + 60_000
      let api = []
      for (;;) {
        api = await apiAssets()
        if (api.length === want && api.every((a) => a.status === 'complete' || a.status === 'error')) break
        check(Date.now() < deadline, `the API did not finish ${want} assets in 60 s: ${JSON.stringify(api.map((a) => a.status))}`)
        await page.waitForTimeout(250)
      }
      // … then the page, without a reload, must show the same within a few seconds.
      let mismatch = ''
      for (let i = 0; i < 40; i++) {
        const shown = new Map((await screenAssets()).map((a) => [a.id, a]))
        mismatch = api
          .map((a) => {
            const s = shown.get(a.id)
            if (!s) return `${a.id} missing from the page`
            if (s.status !== a.status || s.progress !== a.progress) return `${a.id}: page ${s.status} ${s.progress}%, API ${a.status} ${a.progress}%`
            return ''
          })
          .filter(Boolean)
          .join('; ')
        if (!mismatch && shown.size === api.length) break
        await page.waitForTimeout(250)
      }
      check(!mismatch, `after round ${round} the page differs from the API: ${mismatch}`)
      check((await page.getByText('Analyzing', { exact: true }).count()) === 0, 'a row still says Analyzing')
    })
  }

  await step('the steps of every row match the API', async () => {
    const api = await apiAssets()
    for (const a of api) {
      const row = page.locator(`li[data-asset-id="${a.id}"]`)
      const more = row.getByRole('button', { name: 'Show steps' })
      if (await more.count()) await more.click()
      const shown = (await row.locator('[data-step-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step-status')))).join(',')
      check(shown === a.steps, `${a.id}: page steps ${shown}, API ${a.steps}`)
    }
    await shot('70-live-after-rounds')
  })

  await step('filter by outcome, sort, and bulk actions: mark reviewed, re-check, delete', async () => {
    const all = await apiAssets()
    const failedBtn = page.getByRole('group', { name: 'Filter by outcome' }).getByRole('button', { name: /^Failed \d+$/ })
    const nFailed = Number((await failedBtn.innerText()).match(/\d+/)[0])
    await failedBtn.click()
    const failedRows = page.locator('li[data-asset-id]')
    // The filtered list settles on as many rows as the button counts.
    await page.waitForFunction((n) => document.querySelectorAll('li[data-asset-id]').length === n, nFailed, { timeout: 10_000 }).catch(() => {})
    check((await failedRows.count()) === nFailed, `Failed filter shows ${await failedRows.count()} rows, the button counts ${nFailed}`)
    check(nFailed > 0 && nFailed <= all.length, `Failed filter shows ${nFailed} of ${all.length}`)
    for (let i = 0; i < nFailed; i++) check((await failedRows.nth(i).locator('span[title$=" failed"]').innerText()).trim() !== '0', 'a row without failed checks under Failed')
    await page.getByRole('checkbox', { name: /^Select the \d+ shown assets$/ }).check()
    await page.getByTestId('selection-count').getByText(`${nFailed} selected`).waitFor()
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark reviewed' }).click()
    await page.getByText(/^Marked \d+ checks? reviewed$/).waitFor({ timeout: 30_000 })
    const open = await page.evaluate(async (cid) => {
      const res = await fetch(`/api/campaigns/${cid}/assets`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })
      const assets = (await res.json()).data.assets
      return assets.flatMap((a) => (a.analysis?.issues ?? []).filter((i) => i.status === 'fail' && !(a.reviews ?? []).some((r) => r.issueKey === (i.ruleId || `${i.rule}|${i.field}`) && r.reviewedAt)).map(() => a.name))
    }, id)
    check(open.length === 0, `failed checks left unreviewed after Mark reviewed: ${open.join(', ')}`)
    await shot('71-live-bulk-reviewed')
    // Re-check two, then delete three, through the bulk bar.
    await page.getByRole('checkbox', { name: /Clear the selection/ }).uncheck()
    await page.getByRole('group', { name: 'Filter by outcome' }).getByRole('button', { name: /^All \d+$/ }).click()
    await page.getByRole('combobox', { name: 'Sort assets' }).click()
    await page.getByRole('option', { name: 'Name' }).click()
    const rows = page.locator('li[data-asset-id]')
    // The server's sorted view replaces the list once it is read.
    await page.waitForFunction((n) => document.querySelectorAll('li[data-asset-id]').length === n, all.length, { timeout: 10_000 })
    const analyzedAt = () =>
      page.evaluate(async (cid) => {
        const res = await fetch(`/api/campaigns/${cid}/assets`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })
        return Object.fromEntries((await res.json()).data.assets.map((a) => [a.id, a.analysis?.analyzedAt]))
      }, id)
    const picked = [await rows.nth(0).getAttribute('data-asset-id'), await rows.nth(1).getAttribute('data-asset-id')]
    const before = await analyzedAt()
    for (let i = 0; i < 2; i++) await rows.nth(i).getByRole('checkbox').check()
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Re-check' }).click()
    await page.getByText('Re-checking 2 assets', { exact: true }).waitFor()
    // The server re-checked exactly the two chosen assets (POST /api/campaigns/{id}/recheck {assetIds}).
    await page.waitForFunction(
      async ({ cid, picked, before }) => {
        const res = await fetch(`/api/campaigns/${cid}/assets`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })
        const now = Object.fromEntries((await res.json()).data.assets.map((a) => [a.id, a.analysis?.analyzedAt]))
        return picked.every((p) => now[p] !== before[p])
      },
      { cid: id, picked, before },
      { timeout: 15_000, polling: 250 },
    )
    const after = await analyzedAt()
    const others = Object.keys(before).filter((k) => !picked.includes(k) && after[k] !== before[k])
    check(others.length === 0, `assets not chosen were re-checked: ${others.join(', ')}`)
    await page.waitForFunction(() => document.querySelectorAll('li[data-asset-id][data-status="complete"]').length === document.querySelectorAll('li[data-asset-id]').length, null, { timeout: 30_000 })
    await rows.nth(2).getByRole('checkbox').check()
    await page.getByTestId('selection-count').getByText('3 selected').waitFor()
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete 3 assets?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted 3 assets', { exact: true }).waitFor()
    const left = await apiAssets()
    check(left.length === all.length - 3, `after deleting 3 of ${all.length} the API has ${left.length}`)
    check((await rows.count()) === left.length, `the page lists ${await rows.count()} assets, the API ${left.length}`)
  })
}
