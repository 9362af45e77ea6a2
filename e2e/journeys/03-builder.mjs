// Journey of issue 5: the campaign builder. Upload a mix of real files,
// watch every asset go through the five processing steps over Server-Sent
// Events, review a failed check in the side panel (Apply Fix and Mark as
// Reviewed persist across a reload), and see the campaign card and the
// dashboard statistics follow.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { here } from '../harness.mjs'

export const name = 'builder'

const MEDIA = join(here, '..', 'pkg', 'media', 'testdata')
const FILES = ['png_rgb_300x250.png', 'jpeg_baseline_728x90.jpg', 'mp4_moov_end_64x36.mp4', 'pdf_letter_3pages.pdf']

export default async function journey(j) {
  const { base, page, step, shot, expectText, expectPath, check } = j
  const campaign = `E2E Builder ${Date.now() % 100000}`
  const row = (file) => page.locator('li[data-asset-id]', { has: page.getByRole('button', { name: `Open analysis of ${file}` }) })
  const panel = page.getByRole('dialog', { name: 'Analysis Details' })
  const fixText = `Resize the banner to an approved size (${Date.now() % 1000})`

  await step('demo sign-in and create a campaign', async () => {
    await j.demoSignIn()
    await page.goto(`${base}/campaigns/new`)
    await page.getByLabel('Campaign name').fill(campaign)
    await page.getByLabel('Description').fill('Builder journey: images, a video and a PDF.')
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await expectPath(/^\/campaigns\/(?!new$)[^/]+$/)
  })

  await step('the builder opens with its top bar, stats strip and tabs', async () => {
    await page.getByRole('heading', { name: campaign }).waitFor()
    await expectText('Creative Ad Trafficking System')
    await page.getByRole('link', { name: 'Back to Campaigns' }).waitFor()
    await page.getByRole('button', { name: /Save & Exit/ }).waitFor()
    await page.getByRole('link', { name: /Manage Rules/ }).waitFor()
    await page.getByRole('button', { name: /\d+ Rules Active/ }).waitFor()
    // Creating the campaign saved it: the indicator follows the real last save (spec §4), never 'Not saved yet' here.
    check(/^Saved (Just now|\d+s ago)$/.test((await page.getByTestId('save-indicator').innerText()).trim()), `save indicator after creation: ${await page.getByTestId('save-indicator').innerText()}`)
    await page.getByRole('tab', { name: /Asset Upload & Analysis/ }).waitFor()
    await page.getByRole('tab', { name: 'Creative Matrix (0)' }).waitFor()
    await expectText('No assets yet')
    await page.getByRole('button', { name: /Import from Drive/ }).click()
    await expectText('Google Drive not connected. Click "Connect Google Drive" or load Demo Files for the presentation.')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  await step('upload a mix; every asset completes with five done steps', async () => {
    await page.getByTestId('file-input').setInputFiles(FILES.map((f) => join(MEDIA, f)))
    for (const f of FILES) await row(f).waitFor()
    await page.waitForFunction(
      (n) => document.querySelectorAll('li[data-asset-id][data-status="complete"]').length === n,
      FILES.length,
      { timeout: 60_000 },
    )
    for (const f of FILES) {
      // A finished asset shows one status; the steps are one click away.
      await row(f).getByTestId('steps-summary').waitFor()
      await row(f).getByRole('button', { name: 'Show steps' }).click()
      const chips = row(f).locator('[data-step-status]')
      check((await chips.count()) === 5, `${f}: ${await chips.count()} step chips, want 5`)
      const done = await row(f).locator('[data-step-status="done"]').count()
      const skipped = row(f).locator('[data-step-status="skipped"]')
      check(done + (await skipped.count()) === 5, `${f}: not every step is done or skipped`)
      // A step that could not run says skipped, with the reason, in the page and in the API.
      for (let i = 0; i < (await skipped.count()); i++) {
        check(/skipped/.test(await skipped.nth(i).innerText()) && /: .+/.test((await skipped.nth(i).getAttribute('title')) ?? ''), `${f}: a skipped step gives no reason`)
      }
      await row(f).getByText('Complete', { exact: true }).waitFor()
    }
    const apiAssets = await page.evaluate(async (id) => {
      const res = await fetch(`/api/campaigns/${id}/assets`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } })
      return (await res.json()).data.assets
    }, decodeURIComponent(new URL(page.url()).pathname.split('/').pop()))
    for (const a of apiAssets) {
      const shown = await row(a.name).locator('[data-step-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step-status')))
      const api = a.processingSteps.map((s) => s.status)
      check(JSON.stringify(shown) === JSON.stringify(api), `${a.name}: the page shows steps ${shown}, the API says ${api}`)
      for (const s of a.processingSteps) if (s.status === 'skipped') check(!!s.detail, `${a.name}: the API gives no reason for skipping ${s.label}`)
    }
    await page.waitForFunction(() => !/Saving/.test(document.querySelector('[data-testid="save-indicator"]')?.textContent ?? ''))
    check(/^Saved /.test(await page.getByTestId('save-indicator').innerText()), 'the save indicator did not report the upload as saved')
    // One row per creative at its real size, not five per asset: the PNG and
    // the JPEG each start a concept with 4 missing planned sizes (5 rows
    // each), the video is one row, the PDF is not a creative.
    await page.getByRole('tab', { name: 'Creative Matrix (11)' }).waitFor()
  })

  await step('dimensions, durations and pages come from the bytes', async () => {
    const facts = async (f) => (await row(f).getByTestId('asset-facts').innerText()).trim()
    check((await facts('jpeg_baseline_728x90.jpg')).includes('728x90'), `JPEG facts: ${await facts('jpeg_baseline_728x90.jpg')}`)
    check((await facts('png_rgb_300x250.png')).includes('300x250'), `PNG facts: ${await facts('png_rgb_300x250.png')}`)
    const mp4 = await facts('mp4_moov_end_64x36.mp4')
    check(mp4.includes('64x36') && /\d(\.\d)? s/.test(mp4), `MP4 facts: ${mp4}`)
    check((await facts('pdf_letter_3pages.pdf')).includes('3 pages'), `PDF facts: ${await facts('pdf_letter_3pages.pdf')}`)
    for (const [f, badge] of [['png_rgb_300x250.png', 'IMG'], ['mp4_moov_end_64x36.mp4', 'VID'], ['pdf_letter_3pages.pdf', 'DOC']]) {
      await row(f).getByText(badge, { exact: true }).waitFor()
    }
    await row('jpeg_baseline_728x90.jpg').getByText(/^\d+\.\d KB$/).waitFor()
    const total = await page.getByRole('definition').first().innerText()
    check(total.trim() === String(FILES.length), `stats strip total is ${total}`)
    await waitToastsGone(page)
    await shot('30-builder-assets')
  })

  await step('side panel of the image: preview, grid, issue boxes, failed checks expanded', async () => {
    await page.getByRole('button', { name: 'Open analysis of png_rgb_300x250.png' }).click()
    await panel.waitFor()
    await panel.getByTestId('image-preview').locator('img').waitFor()
    await panel.getByTestId('preview-grid').waitFor()
    for (const t of ['A', 'L', '1', '12']) await panel.getByTestId('image-preview').getByText(t, { exact: true }).first().waitFor()
    await panel.getByText('Compliance Analysis', { exact: true }).waitFor()
    await panel.getByTestId('compliance-score').waitFor()
    await panel.getByText('Detected Information', { exact: true }).waitFor()
    const failed = panel.locator('[data-testid="check-card"][data-status="fail"]')
    const nFailed = await failed.count()
    check(nFailed > 0, 'the PNG has no failed check to review')
    for (let i = 0; i < nFailed; i++) check((await failed.nth(i).getAttribute('data-expanded')) === 'true', `failed card ${i} starts collapsed`)
    const passed = panel.locator('[data-testid="check-card"][data-status="pass"]')
    if ((await passed.count()) > 0) check((await passed.first().getAttribute('data-expanded')) === 'false', 'a passed card starts expanded')
    check((await panel.getByText('Required Fix', { exact: true }).count()) === nFailed, 'every failed card has a Required Fix')
    check((await panel.getByTestId('debug-log').count()) === 0, 'the debug log is on by default')
  })

  await step('Apply Fix and Mark as Reviewed are stored', async () => {
    const card = panel.locator('[data-testid="check-card"][data-status="fail"]').first()
    await card.getByLabel('Required Fix').fill(fixText)
    await card.getByRole('button', { name: 'Apply Fix' }).click()
    await card.locator('[data-slot="badge"]', { hasText: 'Fix applied' }).waitFor()
    await card.getByRole('button', { name: 'Mark as Reviewed' }).click()
    await card.locator('[data-slot="badge"]', { hasText: /^Reviewed$/ }).waitFor()
    await card.getByTestId('review-trail').getByText(fixText, { exact: false }).waitFor()
    await card.scrollIntoViewIfNeeded()
    await waitToastsGone(page)
    await shot('35-panel-checks')
    await panel.getByRole('switch', { name: 'Show debug log' }).click()
    await panel.getByTestId('debug-log').waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  await step('the team says which platform the image is for; it is checked again and kept', async () => {
    await page.getByRole('button', { name: 'Open analysis of png_rgb_300x250.png' }).click()
    await panel.waitFor()
    const scope = panel.getByTestId('asset-scope')
    await scope.scrollIntoViewIfNeeded()
    check((await scope.getByRole('combobox', { name: 'Platform' }).innerText()).includes('From file name'), 'a new asset does not start with its platform from the file name')
    await scope.getByText('Not known').first().waitFor()
    await scope.getByRole('combobox', { name: 'Platform' }).click()
    await page.getByRole('option', { name: 'LinkedIn' }).click()
    // The part: a typo of a listed part is refused naming it; a component the
    // document names that the list does not, in its words, is converted to
    // lowerCamelCase as rules carry it, and shown so before saving.
    const part = scope.getByRole('combobox', { name: 'Part' })
    await part.fill('endcrd')
    await scope.getByText('Not a listed part: did you mean End card?').waitFor()
    check(await scope.getByRole('button', { name: 'Save scope' }).isDisabled(), 'a typo of a listed part can be saved')
    await part.fill('Kiosk poster')
    await scope.getByText('Saved as kioskPoster').waitFor()
    await scope.getByRole('button', { name: 'Save scope' }).click()
    await expectText('Scope saved; the checks were run again.')
    await page.waitForFunction(() => document.querySelector('[data-testid="asset-scope"] button[type="submit"]')?.disabled === true)
    await waitToastsGone(page)
    await shot('36-panel-scope')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  await step('a bulk scope: two selected assets are for YouTube', async () => {
    await page.getByRole('checkbox', { name: 'Select jpeg_baseline_728x90.jpg' }).click()
    await page.getByRole('checkbox', { name: 'Select mp4_moov_end_64x36.mp4' }).click()
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Set scope' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set the scope of 2 assets' })
    await dialog.waitFor()
    await dialog.getByRole('combobox', { name: 'Platform' }).click()
    await page.getByRole('option', { name: 'YouTube' }).click()
    await shot('37-bulk-scope')
    await dialog.getByRole('button', { name: 'Apply to 2 assets' }).click()
    await expectText('Set the scope of 2 assets; their checks were run again')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Clear' }).click()
    await page.getByRole('button', { name: 'Open analysis of mp4_moov_end_64x36.mp4' }).click()
    await panel.waitFor()
    const platform = await panel.getByTestId('asset-scope').getByRole('combobox', { name: 'Platform' }).innerText()
    check(platform.includes('YouTube'), `the bulk scope did not reach the video: ${platform}`)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await waitToastsGone(page)
  })

  await step('after a reload the review decisions are still shown', async () => {
    await page.reload()
    await row('png_rgb_300x250.png').waitFor()
    await page.getByRole('button', { name: 'Open analysis of png_rgb_300x250.png' }).click()
    await panel.waitFor()
    const card = panel.locator('[data-testid="check-card"][data-status="fail"]').first()
    const trail = card.getByTestId('review-trail')
    await trail.getByText(fixText, { exact: false }).waitFor()
    await trail.getByText('Reviewed', { exact: true }).waitFor()
    check((await card.getByLabel('Required Fix').inputValue()) === fixText, 'the Required Fix text is not restored after reload')
    const platform = await panel.getByTestId('asset-scope').getByRole('combobox', { name: 'Platform' }).innerText()
    check(platform.includes('LinkedIn'), `the platform the team set is not kept after reload: ${platform}`)
    const part = await panel.getByTestId('asset-scope').getByRole('combobox', { name: 'Part' }).inputValue()
    check(part === 'kioskPoster', `the document part the team set is not kept after reload: ${part}`)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  await step('side panel of the video: player and frame timeline', async () => {
    await page.getByRole('button', { name: 'Open analysis of mp4_moov_end_64x36.mp4' }).click()
    await panel.waitFor()
    await panel.locator('[data-testid="video-preview"], [data-testid="video-unavailable"]').first().waitFor()
    const hasPlayer = (await panel.getByTestId('video-preview').count()) > 0
    if (hasPlayer && (await panel.getByTestId('frame-canvas').count()) > 0) {
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="frame-canvas"]')].every((c) => c.getAttribute('data-state') !== 'loading'), null, { timeout: 10_000 }).catch(() => {})
    }
    await panel.getByTestId('asset-information').getByText('Duration', { exact: true }).waitFor()
    j.log(`  video panel: ${hasPlayer ? 'player shown' : 'Preview not available'}, ${await panel.getByTestId('frame-canvas').count()} frames`)
    await shot('32-panel-video')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  await step('Save & Exit: the campaign card shows 4 assets and a score', async () => {
    await page.getByRole('button', { name: /Save & Exit/ }).click()
    await expectPath('/campaigns')
    const card = page.locator('article', { has: page.getByRole('heading', { name: campaign }) })
    await card.waitFor()
    await card.locator('dd', { hasText: /^\s*4\s*$/ }).waitFor()
    await card.getByText(/^\d{1,3}%$/).waitFor()
  })

  await step('a second upload: an HTML5 zip, an off-size image and a fake PDF the server rejects', async () => {
    await page.getByRole('link', { name: campaign }).click()
    const dir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-'))
    const fake = join(dir, 'not_really.pdf')
    writeFileSync(fake, 'this is plain text, not a PDF\n')
    await page.getByTestId('file-input').setInputFiles([join(MEDIA, 'png_rgba_120x60.png'), join(MEDIA, 'html5_300x250.zip'), fake])
    await page.getByText('not_really.pdf was not uploaded', { exact: true }).waitFor()
    await row('png_rgba_120x60.png').and(page.locator('[data-status="complete"]')).waitFor({ timeout: 30_000 })
    await row('html5_300x250.zip').and(page.locator('[data-status="complete"]')).waitFor({ timeout: 30_000 })
    await row('html5_300x250.zip').getByText('IMG', { exact: true }).waitFor()
    check((await row('not_really.pdf').count()) === 0, 'the rejected file shows as an asset')
    await waitToastsGone(page)
  })

  await step('an off-size image gets an issue box over the grid', async () => {
    await page.getByRole('button', { name: 'Open analysis of png_rgba_120x60.png' }).click()
    await panel.waitFor()
    await panel.getByTestId('image-preview').locator('img').waitFor()
    await panel.getByTestId('issue-box').first().waitFor()
    await panel.getByText('Dimensions 120x60 not in approved BRD specifications', { exact: false }).first().waitFor()
    await waitToastsGone(page)
    await shot('31-panel-image')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: /Creative Matrix/ }).click()
    await shot('34-builder-matrix-tab')
  })

  await step('side panel of the HTML5 zip: a placeholder, never the banner code', async () => {
    await page.getByRole('tab', { name: /Asset Upload/ }).click()
    await page.getByRole('button', { name: 'Open analysis of html5_300x250.zip' }).click()
    await panel.waitFor()
    await panel.getByTestId('html5-preview').waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  await step('re-run the checks of an asset, then delete one with confirmation', async () => {
    await page.getByRole('button', { name: 'Actions for png_rgba_120x60.png' }).click()
    await page.getByRole('menuitem', { name: 'Re-run checks' }).click()
    await page.getByText('Re-running the checks of png_rgba_120x60.png', { exact: true }).waitFor()
    await row('png_rgba_120x60.png').and(page.locator('[data-status="complete"]')).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Actions for html5_300x250.zip' }).click()
    await page.getByRole('menuitem', { name: 'Delete asset' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(/Are you sure you want to delete html5_300x250\.zip\?/).waitFor()
    await shot('36-builder-delete-asset')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await row('html5_300x250.zip').waitFor({ state: 'detached' })
    // 11 rows, plus the 120x60 PNG's concept: itself and 5 missing planned sizes.
    await page.getByRole('tab', { name: 'Creative Matrix (17)' }).waitFor()
  })

  await step('the dashboard shows the statistics', async () => {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click()
    await expectPath('/')
    await expectText('Pharmaceutical Creative Operations')
    for (const t of ['System Active', 'AI offline', 'Compliance bands', 'Most-failed rules', 'Average compliance', 'Assets needing fixes']) await expectText(t)
    await page.getByRole('img', { name: /^Compliant: \d+ assets/ }).waitFor()
    await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0) ?? window.scrollTo(0, 0))
    await page.getByRole('heading', { name: 'Pharmaceutical Creative Operations' }).scrollIntoViewIfNeeded()
    await waitToastsGone(page)
    await shot('33-dashboard-stats')
  })
}

// waitToastsGone lets the toasts of the last action expire, so screenshots show the page.
async function waitToastsGone(page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 12_000 }).catch(() => {})
}
