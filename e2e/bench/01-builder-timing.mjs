// UI timing of issue 17 (make bench, not make test: the ingest takes a while).
// A campaign of 2,000 real assets; the builder is opened cold at 1440×900,
// 768×1024 and 390×844 and the Performance API records, in the page:
//   - first contentful paint, and the time the first asset row is painted
//     (a MutationObserver sees the row, the next animation frame is its paint);
//   - how many rows are in the DOM (windowing keeps it near the viewport's);
//   - a scroll from the top to the bottom of the list, a fixed distance per
//     animation frame: frame intervals (median, p95, max), frames over 25 ms
//     (a dropped frame at 60 Hz), long tasks and long animation frames; and,
//     from a Chrome trace of the scroll (../frametrace.mjs), the frames as
//     Chrome counts them (presented, partially presented, dropped), what the
//     threads did in those it did not present, and the main thread's CPU time.
// Then the campaign's concept plan is widened to 50 sizes through the API
// (PATCH matrix), which makes its matrix 100,000 rows (2,000 concepts × 50
// sizes, one real creative each), and the same figures are taken of the
// matrix editor (the builder's Creative Matrix tab) and of the trafficking
// preview of that matrix (three tables, each scrolling in its own box).
// The figures are printed and written to e2e/screenshots/ui-timing.json;
// docs/performance.md keeps them.
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { here, log, SHOTS, timeLimit } from '../harness.mjs'
import { traceFrames } from '../frametrace.mjs'
import { controlPage, rowShape } from '../scrollcontrol.mjs'

export const name = 'ui-timing'

const MEDIA = join(here, '..', 'pkg', 'media', 'testdata')
const ASSETS = Number(process.env.BENCH_UI_ASSETS || 2000)
// BENCH_SCREENS picks the screens measured (builder, matrix, preview; default all), for before/after pairs of one screen.
const SCREENS = (process.env.BENCH_SCREENS || 'builder,matrix,preview').split(',')
const BATCH = 100
// BENCH_VIEWPORTS picks the viewports (desktop, tablet, phone; default all).
const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
].filter((vp) => (process.env.BENCH_VIEWPORTS || 'desktop,tablet,phone').split(',').includes(vp.tag))

// PLAN is 50 sizes, the two the assets have among them: 2,000 concepts × 50 = 100,000 matrix rows.
const PLAN = ['300x250', '728x90', ...Array.from({ length: 48 }, (_, i) => `${100 + i * 10}x${600 - i * 5}`)]

export default async function journey(j) {
  const { base, page, step, shot, check } = j
  // Every wait of the bench has a time limit (E2E_TIMEOUT_MS; make bench gives 120 s), so a run
  // fails naming its step instead of hanging: Playwright's own waits have the context's default,
  // page.evaluate has none, and a script in the page waiting for frames that never came (a scroll,
  // a fling) once held the run for ever after the upload. Every evaluate of this journey, and of
  // the helpers it hands the page to (scrollcontrol.mjs, the traced scroll), gets the limit here.
  const evaluate = page.evaluate.bind(page)
  page.evaluate = (fn, arg) => timeLimit(evaluate(fn, arg), 'a script in the page (page.evaluate)')
  let token = ''
  let campaignId = ''
  const api = (method, path, body) =>
    timeLimit(
      (async () => {
        const res = await fetch(base + path, {
          method,
          headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        })
        return { status: res.status, body: await res.json() }
      })(),
      `${method} ${path.split('?')[0]}`,
    )
  const finished = async () => {
    let done = 0
    let total = 0
    let cursor = ''
    do {
      const r = await api('GET', `/api/campaigns/${encodeURIComponent(campaignId)}/assets?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      check(r.status === 200, `list assets: ${r.status}`)
      for (const a of r.body.data.assets) {
        total++
        if (a.status === 'complete' || a.status === 'error') done++
      }
      cursor = r.body.data.nextCursor ?? ''
    } while (cursor)
    return { done, total }
  }

  await step(`a campaign of ${ASSETS} real assets, uploaded in batches of ${BATCH}`, async () => {
    await j.demoSignIn()
    token = await page.evaluate(() => localStorage.getItem('auth_token'))
    const c = await api('POST', '/api/campaigns', { name: `Bench ${ASSETS} assets ${Date.now() % 100000} ${'with a long name '.repeat(8)}`.slice(0, 200) })
    check(c.status < 300, `create campaign: ${c.status} ${JSON.stringify(c.body).slice(0, 200)}`)
    campaignId = c.body.data.id ?? c.body.data.campaign?.id
    const png = readFileSync(join(MEDIA, 'png_rgb_300x250.png'))
    const jpg = readFileSync(join(MEDIA, 'jpeg_baseline_728x90.jpg'))
    for (let start = 0; start < ASSETS; start += BATCH) {
      const form = new FormData()
      for (let i = start; i < Math.min(ASSETS, start + BATCH); i++) {
        const concept = `Concept${String(i).padStart(4, '0')}`
        // Every 97th name is over 300 characters long.
        const long = i % 97 === 0 ? 'LongCreativeName'.repeat(18) + '_' : ''
        form.append('files', new Blob([i % 2 ? png : jpg]), i % 2 ? `${long}${concept}_300x250.png` : `${long}${concept}_728x90.jpg`)
      }
      const up = await api('POST', `/api/campaigns/upload-files?campaignId=${encodeURIComponent(campaignId)}`, form)
      check(up.status < 300, `upload: ${up.status} ${JSON.stringify(up.body).slice(0, 200)}`)
    }
    const deadline = Date.now() + 15 * 60_000
    for (;;) {
      const f = await finished()
      if (f.total === ASSETS && f.done === ASSETS) break
      check(Date.now() < deadline, `the server finished ${f.done} of ${f.total} assets in 15 minutes`)
      await new Promise((r) => setTimeout(r, 2000))
    }
  })

  // Installed before any page script: records when the first row (window.__rowSelector,
  // an asset row unless a step says otherwise) enters the DOM, and the frame after it.
  await page.addInitScript(() => {
    // Not on the scroll controls' data: pages (no storage there, no app rows to wait for).
    if (location.protocol === 'data:') return
    const selector = () => sessionStorage.getItem('bench-row-selector') || 'li[data-asset-id]'
    const seen = () => {
      if (window.__firstRow !== undefined || !document.querySelector(selector())) return false
      const t = performance.now()
      requestAnimationFrame(() => {
        window.__firstRow = { inDom: t, painted: performance.now() }
      })
      return true
    }
    new MutationObserver((_, obs) => {
      if (seen()) obs.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })

  const results = { assets: ASSETS, viewports: {} }
  for (const vp of SCREENS.includes('builder') ? VIEWPORTS : []) {
    await step(`${vp.tag} ${vp.width}×${vp.height}: first paint and scroll of the builder`, async () => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.goto(`${base}/campaigns/${campaignId}`)
      await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 })
      await page.getByText(`${ASSETS} assets`, { exact: true }).waitFor({ timeout: 60_000 })
      const paint = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstRowInDom: window.__firstRow.inDom,
        firstRowPainted: window.__firstRow.painted,
        rowsInDom: document.querySelectorAll('li[data-asset-id]').length,
        nodesPerRow: Math.round(document.querySelectorAll('li[data-asset-id] *').length / Math.max(1, document.querySelectorAll('li[data-asset-id]').length)),
      }))
      await shot(`bench-${vp.tag}-builder-top`)
      const shape = await rowShape(page, { rows: 'li[data-asset-id]' })
      const scroll = await scrollFrames(page, { name: `builder-${vp.tag}`, rows: 'li[data-asset-id]' })
      // At the bottom of the scroll the list's last row is rendered and on screen.
      const last = await page.evaluate(() => {
        const li = [...document.querySelectorAll('li[data-asset-id]')].at(-1)
        const r = li?.getBoundingClientRect()
        return { index: li?.getAttribute('data-index'), visible: !!r && r.bottom > 0 && r.top < innerHeight }
      })
      check(last.index === String(ASSETS - 1) && last.visible, `at the bottom, the last row is ${JSON.stringify(last)}, want index ${ASSETS - 1} on screen`)
      await shot(`bench-${vp.tag}-builder-bottom`)
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight / 2))
      await shot(`bench-${vp.tag}-builder-middle`)
      // Flung and held mid-list (a row with a 300-character name in view): what the rows streaming past
      // look like, then at rest at the same place. Rows drawn light while flung must turn into full rows of
      // the same height with the name and status in the same places.
      const flung = await flingAndSettle(page, shot, `bench-${vp.tag}-builder-flung`)
      check(flung.mismatched.length === 0, `light rows changed shape when they turned into full rows: ${JSON.stringify(flung.mismatched.slice(0, 3))}`)
      check(flung.lightAtRest === 0, `${flung.lightAtRest} rows were still light at rest`)
      results.viewports[vp.tag] = { ...paint, scroll, flung: { lightRows: flung.light, rowsCompared: flung.compared, settleMs: flung.settleMs } }
      log(`  ${vp.tag}: ${JSON.stringify(results.viewports[vp.tag])}`)
      // The same scroll over the plain controls (rows of this list's first row's height, in the page).
      const count = Math.max(ASSETS, Math.ceil((scroll.distance + vp.height) / shape.rowHeight) + 1)
      results.viewports[vp.tag].controls = await scrollControls(page, `builder-${vp.tag}`, shape, scroll, { count, overscan: 10 })
    })
  }
  // The 100,000-row matrix is made only for the screens that show it (the matrix editor and the preview).
  if (SCREENS.includes('matrix') || SCREENS.includes('preview')) await step(`the plan widened to ${PLAN.length} sizes: a ${ASSETS * PLAN.length} row matrix`, async () => {
    await page.goto(`${base}/campaigns/${campaignId}`)
    token = await page.evaluate(() => localStorage.getItem('auth_token'))
    const t0 = Date.now()
    const r = await api('PATCH', `/api/campaigns/${encodeURIComponent(campaignId)}/matrix`, { plannedSizes: PLAN })
    check(r.status === 200, `patch the plan: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`)
    results.matrixRows = r.body.data.summary.rows
    results.planPatchMs = Date.now() - t0
    check(results.matrixRows === ASSETS * PLAN.length, `the matrix has ${results.matrixRows} rows, want ${ASSETS * PLAN.length}`)
    log(`  matrix of ${results.matrixRows} rows saved in ${results.planPatchMs} ms`)
    // One cell of the large matrix, through the API: what a save costs when one row changes.
    const first = await api('GET', `/api/campaigns/${encodeURIComponent(campaignId)}/matrix?limit=1`)
    const t1 = Date.now()
    const cell = await api('PATCH', `/api/campaigns/${encodeURIComponent(campaignId)}/matrix`, { cells: [{ rowId: first.body.data.matrix.rows[0].id, field: 'ctaDescription', value: 'Learn more' }] })
    check(cell.status === 200, `patch one cell: ${cell.status} ${JSON.stringify(cell.body).slice(0, 300)}`)
    results.cellPatchMs = Date.now() - t1
    log(`  one cell of it saved in ${results.cellPatchMs} ms`)
  })

  results.matrix = {}
  for (const vp of SCREENS.includes('matrix') ? VIEWPORTS : []) {
    await step(`${vp.tag} ${vp.width}×${vp.height}: first paint and scroll of the ${results.matrixRows}-row matrix editor`, async () => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.evaluate(() => sessionStorage.setItem('bench-row-selector', 'tr[data-row-id]'))
      await page.goto(`${base}/campaigns/${campaignId}`)
      // The tab is clicked as soon as it is there; first row painted is measured from the page's start.
      const tab = page.getByRole('tab', { name: /Creative Matrix/ })
      await tab.click()
      await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 })
      const paint = await page.evaluate(() => ({
        firstRowInDom: window.__firstRow.inDom,
        firstRowPainted: window.__firstRow.painted,
        matrixRequestMs: Math.round(performance.getEntriesByType('resource').filter((e) => /\/matrix\?limit=/.test(e.name)).map((e) => e.responseEnd - e.startTime)[0] ?? -1),
        rowsInDom: document.querySelectorAll('tr[data-row-id]').length,
        // What one row costs to render: its elements and its form controls (inputs, selects, buttons).
        nodesPerRow: Math.round(document.querySelectorAll('tr[data-row-id] *').length / Math.max(1, document.querySelectorAll('tr[data-row-id]').length)),
        controlsPerRow: +(document.querySelectorAll('tr[data-row-id] :is(input, select, button, [role="combobox"])').length / Math.max(1, document.querySelectorAll('tr[data-row-id]').length)).toFixed(1),
      }))
      await page.getByTestId('matrix-counts').waitFor()
      // The table in view (its box scrolls on its own): its sticky header and first column show in the shots.
      // (With the grid's keyboard hint above it, clear of the app's sticky top bar.)
      const inView = () =>
        page.evaluate(() => {
          const box = document.querySelector('[data-testid="matrix-scroll"]')
          ;(box?.parentElement ?? box)?.scrollIntoView({ block: 'start' })
          window.scrollBy(0, -64)
        })
      await inView()
      await shot(`bench-${vp.tag}-matrix-top`)
      // 600 rows' worth of scrolling (past the first page of 500: the next page loads on the way), in the
      // table's own box (the page, on builds before the box).
      const shape = await rowShape(page, { rows: 'tr[data-row-id]', box: '[data-testid="matrix-scroll"]' })
      const scroll = await scrollFrames(page, { name: `matrix-${vp.tag}`, rows: 'tr[data-row-id]', box: '[data-testid="matrix-scroll"]', distanceRows: 600 })
      await inView()
      // Scrolled sideways, the table keeps its first column (each row's size) at the box's left edge, in line
      // with its row, and its header row's cells over their columns (a fixed layout: columns of their own width).
      const layout = await page.evaluate(async () => {
        const box = document.querySelector('[data-testid="matrix-scroll"]')
        box.scrollLeft = 600
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        const boxLeft = box.getBoundingClientRect().left + box.clientLeft
        const rows = [...document.querySelectorAll('tr[data-row-id]')]
        const offFirst = rows.filter((tr) => Math.abs(tr.cells[0].getBoundingClientRect().left - boxLeft) > 1).length
        const heads = [...box.querySelectorAll('thead th')]
        const offCols = rows.filter((tr) => [...tr.cells].some((td, i) => i > 0 && Math.abs(td.getBoundingClientRect().left - heads[i].getBoundingClientRect().left) > 1)).length
        return { rows: rows.length, offFirst, offCols }
      })
      check(layout.rows > 0 && layout.offFirst === 0 && layout.offCols === 0, `scrolled sideways, the matrix's columns are out of line: ${JSON.stringify(layout)}`)
      await shot(`bench-${vp.tag}-matrix-scrolled`)
      await page.evaluate(() => (document.querySelector('[data-testid="matrix-scroll"]').scrollLeft = 0))
      const loaded = await page.getByTestId('matrix-loaded').textContent()
      results.matrix[vp.tag] = { ...paint, scroll, loaded }
      log(`  matrix ${vp.tag}: ${JSON.stringify(results.matrix[vp.tag])}`)
      await page.evaluate(() => sessionStorage.removeItem('bench-row-selector'))
      results.matrix[vp.tag].controls = await scrollControls(page, `matrix-${vp.tag}`, shape, scroll, { count: results.matrixRows, overscan: 4 })
    })
  }

  if (SCREENS.includes('matrix'))
    await step('a cell of the long matrix is edited in place from the keyboard', async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${base}/campaigns/${campaignId}`)
      await page.getByRole('tab', { name: /Creative Matrix/ }).click()
      // The long matrix is a grid: one tab stop, the arrow keys move between cells, Enter edits.
      const grid = page.getByRole('grid', { name: 'Creative matrix' })
      await grid.locator('tr[data-index="0"]').waitFor()
      const col = await grid.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'CTA/Button Description'))
      const cell = (c) => grid.locator(`tr[data-index="0"] > [data-col="${c}"]`)
      const tabStops = await grid.locator('[tabindex="0"]').count()
      check(tabStops === 1, `the grid has ${tabStops} tab stops, want 1`)
      await grid.locator('[tabindex="0"]').focus()
      for (let i = 1; i < col; i++) await page.keyboard.press('ArrowRight')
      check(await cell(col).evaluate((el) => el === document.activeElement), 'the arrow keys did not reach the CTA cell')
      // The grid with its keyboard hint above it and the focused cell ringed.
      const withHint = () =>
        page.evaluate(() => {
          document.querySelector('[data-testid="matrix-scroll"]')?.parentElement?.scrollIntoView({ block: 'start' })
          window.scrollBy(0, -64)
        })
      await withHint()
      await shot('bench-desktop-matrix-focused')
      await page.keyboard.press('Enter')
      const input = page.getByRole('textbox', { name: /^CTA\/Button Description / })
      await input.fill('Ask your doctor')
      const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/matrix$/.test(new URL(r.url()).pathname))
      await page.keyboard.press('Enter')
      check((await patched).status() === 200, 'the edit was not saved')
      check((await cell(col).textContent()) === 'Ask your doctor', 'the edited cell does not show its new text')
      check(await cell(col).evaluate((el) => el === document.activeElement), 'Enter did not return to the edited cell')
      await page.keyboard.press('ArrowRight')
      check(await cell(col + 1).evaluate((el) => el === document.activeElement), 'ArrowRight after the edit did not go to the URL cell')
      await page.keyboard.press('Enter')
      await page.getByRole('textbox', { name: /^URL / }).waitFor()
      await withHint()
      await shot('bench-desktop-matrix-edited')
      await page.keyboard.press('Escape')
    })

  let packageId = ''
  if (SCREENS.includes('preview')) await step('a trafficking package of the whole matrix', async () => {
    const t0 = Date.now()
    const r = await api('POST', '/api/trafficking?limit=1000', { campaignId })
    check(r.status === 201, `create the package: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`)
    packageId = r.body.data.package.id
    results.packageRows = r.body.data.package.rowCount
    results.packageCreateMs = Date.now() - t0
    log(`  package of ${results.packageRows} rows made in ${results.packageCreateMs} ms`)
  })

  results.preview = {}
  for (const vp of SCREENS.includes('preview') ? VIEWPORTS : []) {
    await step(`${vp.tag} ${vp.width}×${vp.height}: first paint and scroll of the trafficking preview`, async () => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.evaluate(() => {
        sessionStorage.setItem('bench-row-selector', 'table[aria-label="Creative Inventory"] tbody tr[data-index]')
        sessionStorage.removeItem('pharmaops.trafficking-preview')
      })
      await page.goto(`${base}/trafficking/preview?package=${encodeURIComponent(packageId)}`)
      await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 })
      const paint = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstRowInDom: window.__firstRow.inDom,
        firstRowPainted: window.__firstRow.painted,
        rowsInDom: document.querySelectorAll('tbody tr[data-index]').length,
      }))
      await shot(`bench-${vp.tag}-preview-top`)
      // 1,200 rows' worth of scrolling in the first table's box (past the first page of 1,000).
      const shape = await rowShape(page, { rows: 'table[aria-label="Creative Inventory"] tbody tr[data-index]', box: '[data-testid="sheet-scroll"]' })
      const scroll = await scrollFrames(page, { name: `preview-${vp.tag}`, rows: 'table[aria-label="Creative Inventory"] tbody tr[data-index]', box: '[data-testid="sheet-scroll"]', distance: 1200 * 37 })
      await page.getByRole('table', { name: 'Sizes and Taxonomy' }).scrollIntoViewIfNeeded()
      await shot(`bench-${vp.tag}-preview-scrolled`)
      results.preview[vp.tag] = { ...paint, scroll }
      log(`  preview ${vp.tag}: ${JSON.stringify(results.preview[vp.tag])}`)
      await page.evaluate(() => sessionStorage.removeItem('bench-row-selector'))
      results.preview[vp.tag].controls = await scrollControls(page, `preview-${vp.tag}`, shape, scroll, { count: results.packageRows, overscan: 10 })
    })
  }
  results.loadAverage = readFileSync('/proc/loadavg', 'utf8').trim()
  writeFileSync(join(SHOTS, 'ui-timing.json'), JSON.stringify(results, null, 2) + '\n')
}

/**
 * scrollFrames scrolls the page (or the box matching box) by a fixed distance
 * per animation frame, to the bottom or for distance pixels, and answers the
 * frame intervals (median, p95, max), the frames over 25 ms (a dropped frame
 * at 60 Hz), the long tasks and the most rows (matching rows) in the DOM.
 */
async function scrollFrames(page, opts) {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
  return { ...(await traceFrames(page, `${opts.name}`, () => scrollFramesRaf(page, opts))), load: Number(load) }
}

/**
 * flingAndSettle flings the page's asset list down at the bench's speed to a
 * row with a long name (index 970: every 97th is long), keeps it flung there
 * (a jump away and back every five frames) while `${name}.png` is taken,
 * then lets it settle: `${name}-rest.png` at the same place. It answers how many
 * rows were light while flung, how long after the last scroll the last of them
 * turned full (settleMs), and which of them, turned full, changed height or
 * moved their name or status within the row (mismatched).
 */
async function flingAndSettle(page, shot, name) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const el = document.scrollingElement
        const step = Math.max(40, Math.ceil((el.scrollHeight - innerHeight) / 240))
        el.scrollTo(0, 0)
        window.__fling = { hold: true, frames: 0, snapshot: null }
        const shape = () =>
          Object.fromEntries(
            [...document.querySelectorAll('li[data-asset-id]')].map((li) => {
              const r = li.getBoundingClientRect()
              const at = (e) => {
                const b = e?.getBoundingClientRect()
                return b ? [b.left - r.left, b.top - r.top, b.width, b.height].map((x) => Math.round(x * 10) / 10) : null
              }
              const nameEl = li.querySelector(':scope > div.min-w-0 > div:first-child > :first-child')
              return [li.dataset.assetId, { light: li.dataset.light === 'true', height: Math.round(r.height * 10) / 10, name: at(nameEl), nameText: nameEl?.textContent, status: at(li.querySelector('[data-testid="asset-status"]')) }]
            }),
          )
        window.__fling.shape = shape
        // Held flung: away by more than the rows drawn (the viewport and the overscan of ten rows each
        // side), back, and three frames still, over and over: the rows in view are new (light) every time.
        let held = 0
        let away = 0
        const tick = () => {
          const f = window.__fling
          const row = document.querySelector('li[data-index="970"]')
          const there = held > 0 || (row && row.getBoundingClientRect().top < innerHeight / 2)
          if (!there && f.frames < 2000) {
            el.scrollBy(0, step)
          } else if (f.hold || held % 5 !== 2) {
            if (held === 0) away = innerHeight + 25 * (row?.getBoundingClientRect().height ?? 160)
            if (held % 5 === 0) el.scrollBy(0, away)
            if (held % 5 === 1) el.scrollBy(0, -away)
            if (held === 8) resolve()
            held++
          } else {
            // The frame after the last scroll: the rows as drawn flung.
            f.snapshot = shape()
            f.stoppedAt = performance.now()
            // Then every frame until no row is light: when the last one turned full.
            const settled = () => {
              if (document.querySelector('li[data-light="true"]') && performance.now() - f.stoppedAt < 10_000) requestAnimationFrame(settled)
              else f.settledAt = performance.now()
            }
            requestAnimationFrame(settled)
            return
          }
          f.frames++
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  // Held flung for a while, then the picture (four frames in five at the place of the long name; a
  // frame just after a jump can be blank, its tiles not yet drawn: then another).
  await page.waitForTimeout(300)
  for (let i = 0; i < 5; i++) {
    await shot(name)
    if (statSync(join(SHOTS, `${name}.png`)).size > 20_000) break
  }
  await page.evaluate(() => (window.__fling.hold = false))
  await page.waitForFunction(() => window.__fling.settledAt !== undefined, null, { timeout: 20_000 })
  const out = await page.evaluate(() => {
    const f = window.__fling
    const settleMs = Math.round(f.settledAt - f.stoppedAt)
    const now = f.shape()
    const light = Object.entries(f.snapshot).filter(([, s]) => s.light)
    const mismatched = []
    let compared = 0
    for (const [id, s] of light) {
      const n = now[id]
      if (!n) continue
      compared++
      if (n.height !== s.height || JSON.stringify(n.name) !== JSON.stringify(s.name) || JSON.stringify(n.status) !== JSON.stringify(s.status) || n.nameText !== s.nameText) mismatched.push({ id, flung: s, rest: n })
    }
    return { light: light.length, compared, mismatched, settleMs, lightAtRest: Object.values(now).filter((s) => s.light).length }
  })
  await shot(`${name}-rest`)
  return out
}

/**
 * scrollControls measures the scroll just measured on a screen (scroll: its
 * result; shape: rowShape of its rows, read before it) over the two plain
 * HTML controls of ../scrollcontrol.mjs: the same distance at the same pixels
 * per frame, and the static table for the same number of frames.
 * BENCH_CONTROLS=0 leaves them out.
 */
async function scrollControls(page, name, shape, scroll, { count, overscan }) {
  if (process.env.BENCH_CONTROLS === '0') return undefined
  const out = {}
  const origin = new URL(page.url()).origin
  for (const kind of ['virtual', 'static60']) {
    await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(controlPage(shape, kind, { count, overscan }))}`)
    await page.waitForSelector('tr.r')
    out[kind] = await scrollFrames(page, {
      name: `control-${kind}-${name}`,
      rows: 'tr.r',
      box: shape.box ? '#box' : undefined,
      distance: scroll.distance,
      perFrame: scroll.perFrame,
      bounceFrames: kind === 'static60' ? scroll.frames : undefined,
    })
  }
  log(`  controls ${name}: ${JSON.stringify(out)}`)
  // Back on the app's origin (a plain page of it, no app), where the next step keeps its session storage.
  await page.goto(`${origin}/health`)
  return out
}

function scrollFramesRaf(page, { rows, box, distance, distanceRows, perFrame, bounceFrames }) {
  return page.evaluate(
    ([rows, box, distance, distanceRows, perFrameWanted, bounceFrames]) =>
      new Promise((resolve) => {
        const longTasks = []
        const po = new PerformanceObserver((l) => longTasks.push(...l.getEntries().map((e) => e.duration)))
        try {
          po.observe({ type: 'longtask', buffered: false })
        } catch {
          /* not supported */
        }
        // Long animation frames (over 50 ms, Chromium 123+), with where their time went.
        const loafs = []
        const lo = new PerformanceObserver((l) => loafs.push(...l.getEntries()))
        try {
          lo.observe({ type: 'long-animation-frame', buffered: false })
        } catch {
          /* not supported */
        }
        const boxEl = box ? document.querySelector(box) : null
        const el = boxEl ?? document.scrollingElement
        const view = boxEl ? el.clientHeight : innerHeight
        if (distanceRows) distance = distanceRows * (document.querySelector(rows)?.getBoundingClientRect().height || 61)
        // Rows measured while scrolling change the list's height: the bottom is read every frame.
        const bottom = () => Math.min(el.scrollHeight - view, distance ?? Infinity)
        const perFrame = perFrameWanted || Math.max(40, Math.ceil(bottom() / 240)) // about 4 s at 60 Hz
        // bounceFrames: scroll back and forth (a short page) for that many frames instead of once to the bottom.
        let direction = 1
        const done = () => (bounceFrames ? frames.length > bounceFrames : el.scrollTop >= bottom() - 1)
        const frames = []
        let last = performance.now()
        let maxRows = 0
        // Rows drawn in their light form (see WindowedList's lightWhileFlung), the most in one frame.
        let maxLight = 0
        el.scrollTo(0, 0)
        performance.mark('bench-scroll-start')
        const tick = (now) => {
          frames.push(now - last)
          last = now
          maxRows = Math.max(maxRows, document.querySelectorAll(rows).length)
          maxLight = Math.max(maxLight, document.querySelectorAll(`:is(${rows})[data-light="true"]`).length)
          // At most 1,200 frames (20 s at 60 Hz): a loaded machine must not hold the run for ever.
          if (done() || frames.length > 1200) {
            performance.mark('bench-scroll-end')
            po.disconnect()
            lo.disconnect()
            const sorted = [...frames].slice(1).sort((a, b) => a - b)
            const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
            resolve({
              distance: Math.round(el.scrollTop),
              perFrame,
              frames: sorted.length,
              medianMs: +q(0.5).toFixed(1),
              p95Ms: +q(0.95).toFixed(1),
              maxMs: +sorted[sorted.length - 1].toFixed(1),
              over25Ms: sorted.filter((d) => d > 25).length,
              longTasks: longTasks.length,
              longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks)) : 0,
              maxRowsInDom: maxRows,
              maxLightRows: maxLight,
              // Long animation frames: count, and their time in scripts, in style and layout, and before rendering began.
              loaf: {
                count: loafs.length,
                ms: Math.round(loafs.reduce((a, e) => a + e.duration, 0)),
                scriptMs: Math.round(loafs.reduce((a, e) => a + e.scripts.reduce((b, s) => b + s.duration, 0), 0)),
                styleLayoutMs: Math.round(loafs.reduce((a, e) => a + (e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), 0)),
                blockingMs: Math.round(loafs.reduce((a, e) => a + e.blockingDuration, 0)),
                scripts: [...new Set(loafs.flatMap((e) => e.scripts.map((s) => `${s.invokerType}:${s.invoker}`)))].slice(0, 8),
              },
            })
            return
          }
          if (bounceFrames && (el.scrollTop + perFrame * direction > el.scrollHeight - view || el.scrollTop + perFrame * direction < 0)) direction = -direction
          el.scrollBy(0, perFrame * direction)
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    [rows, box, distance, distanceRows, perFrame, bounceFrames],
  )
}
