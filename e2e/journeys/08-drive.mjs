// Journey of issue 19, Google Drive: a demo visitor opens the builder's
// Import from Drive, is told Drive is not connected, loads the demo files,
// searches, selects, imports them into the campaign and watches each one go
// through the pipeline to an analysis (checked against the API: 'gd-' ids,
// varied scores); importing the same files again is "already imported". The
// Cloud Drive screen at 1440, 768 and 390 px. Then a Google sign-in against
// the harness's identity provider, and the Cloud Drive screen lists the
// fake Drive (connected badge, breadcrumb into a folder, a search with a
// quote in it) and imports from it into a campaign, analysed.
export const name = 'drive'

const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
]

export default async function journey(j) {
  const { base, page, step, shot, expectText, expectPath, check } = j
  const stamp = Date.now().toString(36)

  const { api } = j
  const newCampaign = async (name) => {
    const res = await api('POST', '/api/campaigns', { name })
    check(res.status === 201, `create campaign: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.data.campaignId
  }
  const dialog = () => page.getByRole('dialog')
  const waitAnalysed = async (scope, n) => {
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(`${sel} [data-testid="import-analysed"]`).length >= n,
      [scope, n],
      { timeout: 60_000 },
    )
  }

  let campaignId = ''
  await step('demo visitor: Import from Drive says Drive is not connected', async () => {
    await j.demoSignIn()
    campaignId = await newCampaign(`Drive import ${stamp}`)
    await page.goto(`${base}/campaigns/${campaignId}`)
    await page.getByRole('button', { name: 'Import from Drive' }).click()
    await dialog().getByText('Google Drive not connected. Click "Connect Google Drive" or load Demo Files for the presentation.').waitFor()
    const badge = await dialog().getByTestId('drive-badge').innerText()
    check(/Disconnected/.test(badge), `badge ${badge}`)
    await shot('80-drive-dialog-disconnected')
  })

  const picked = []
  await step('Load Demo Files, search, select and import', async () => {
    await dialog().getByRole('button', { name: 'Load Demo Files' }).first().click()
    await dialog().getByTestId('drive-badge').getByText('Demo files').waitFor()
    await dialog().getByText('Agency delivery – round 2').waitFor()
    await shot('81-drive-dialog-demo-files')
    // Into the folder and back by the breadcrumb.
    await dialog().getByRole('button', { name: 'Agency delivery – round 2' }).click()
    await dialog().getByText('Zeta_DTC_Leave_Behind_draft.pdf').waitFor()
    await dialog().getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'Demo Drive' }).click()
    await dialog().getByLabel('Search files').fill('Ask_Your_Doctor')
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="drive-files"] li')].every((li) => li.textContent.includes('Ask_Your_Doctor')))
    const rows = await dialog().getByTestId('drive-files').locator('li').count()
    check(rows === 8, `search Ask_Your_Doctor listed ${rows} files, want 8`)
    await dialog().getByLabel('Select All').check()
    await dialog().getByRole('button', { name: 'Import 8 Files' }).waitFor()
    // Add the PDF and the video from the root.
    await dialog().getByLabel('Search files').fill('')
    await dialog().getByText('Zeta_DTC_OLV_1280x720_15s.mp4').waitFor()
    await dialog().getByLabel('Select Zeta_DTC_OLV_1280x720_15s.mp4').check()
    await dialog().getByLabel('Select Zeta_DTC_Patient_Brochure_ZTA-2026-0412.pdf').check()
    await shot('82-drive-dialog-selected')
    await dialog().getByRole('button', { name: 'Import 10 Files' }).click()
    await dialog().getByTestId('import-progress').waitFor()
    await shot('83-drive-import-progress')
    await waitAnalysed('[role="dialog"]', 10)
    await dialog().getByText('Import finished 10 of 10').waitFor()
    await shot('84-drive-import-analysed')
    const assets = (await api('GET', `/api/campaigns/${campaignId}/assets`)).body.data.assets
    check(assets.length === 10, `campaign has ${assets.length} assets, want 10`)
    const scores = new Set()
    for (const a of assets) {
      check(a.id.startsWith('gd-'), `asset id ${a.id} lacks gd-`)
      check(a.status === 'complete' && a.analysis, `${a.name}: ${a.status}`)
      scores.add(a.analysis.complianceScore)
      picked.push(a.drive.fileId)
    }
    check(scores.size >= 3, `demo imports gave scores ${[...scores]}, want varied results`)
  })

  await step('the builder lists the imported assets; importing again is "already imported"', async () => {
    await dialog().getByRole('button', { name: 'Import more files' }).click()
    await dialog().getByRole('button', { name: 'Load Demo Files' }).first().click()
    await dialog().getByLabel('Select Zeta_DTC_OLV_1280x720_15s.mp4').check()
    await dialog().getByRole('button', { name: 'Import 1 File' }).click()
    await dialog().getByText('Import finished 1 of 1').waitFor()
    await dialog().getByText('Already imported').first().waitFor()
    await dialog().getByRole('button', { name: 'Import again' }).waitFor()
    await shot('85-drive-already-imported')
    await page.keyboard.press('Escape')
    await page.getByText('Zeta_DTC_OLV_1280x720_15s.mp4').first().waitFor()
    await shot('86-builder-with-drive-assets')
  })

  await step('Cloud Drive screen at 1440, 768 and 390 px', async () => {
    await page.goto(`${base}/drive`)
    await page.getByRole('heading', { name: 'Cloud Drive' }).waitFor()
    await page.getByRole('button', { name: 'Load Demo Files' }).first().click()
    await page.getByText('Agency delivery – round 2').waitFor()
    for (const v of VIEWPORTS) {
      await page.setViewportSize({ width: v.width, height: v.height })
      await page.getByLabel('Select Zeta_DTC_Patient_Brochure_ZTA-2026-0412.pdf').waitFor()
      const problems = await j.layoutProblems()
      check(problems.length === 0, `Cloud Drive at ${v.width}px: ${problems.join('; ')}`)
      await shot(`87-drive-page-${v.tag}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  await step('Google sign-in, then browse and import from the fake Drive', async () => {
    check(j.idp, 'the harness has no identity provider (PHARMAOPS_URL runs skip this)')
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click()
    await expectPath('/auth')
    j.idp.signInAs({ sub: `g-drive-${stamp}`, email: `dora.${stamp}@gmail.com`, given_name: 'Dora', family_name: 'Drive', email_verified: true })
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.waitForURL((u) => u.href.startsWith(j.idp.issuer))
    await page.getByRole('link', { name: 'Allow' }).click()
    await expectPath('/campaigns')
    const target = await newCampaign(`Agency round ${stamp}`)
    await page.goto(`${base}/drive`)
    await page.getByTestId('drive-badge').getByText(`Connected · dora.${stamp}@gmail.com`).waitFor()
    await page.getByText('Acme ISI copy deck').waitFor()
    // The search text reaches Drive as a value, quote included.
    await page.getByLabel('Search files').fill("'final'")
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="drive-files"] li')]
      return rows.length === 1 && rows[0].textContent.includes("Acme_DTC_728x90 'final'.png")
    })
    await page.getByLabel('Search files').fill('')
    // A folder of 1,200 files pages by 50.
    await page.getByRole('button', { name: 'Bulk delivery (1,200 files)' }).click()
    await page.getByText('Bulk_0049_160x600.png').waitFor()
    check((await page.getByTestId('drive-files').locator('li').count()) === 50, 'the first page is not 50 files')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Bulk_0050_160x600.png').waitFor()
    await expectText('Page 2')
    await shot('88-fake-drive-paged')
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'My Drive' }).click()
    await page.getByRole('button', { name: 'Agency delivery (fake Drive)' }).click()
    await page.getByText('Acme_DTC_970x250.png').waitFor()
    for (const v of VIEWPORTS) {
      await page.setViewportSize({ width: v.width, height: v.height })
      const problems = await j.layoutProblems()
      check(problems.length === 0, `fake Drive folder with a 300-character name at ${v.width}px: ${problems.join('; ')}`)
      await shot(`88-fake-drive-folder-${v.tag}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByLabel('Select All').check()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'My Drive' }).click()
    await page.getByLabel('Select Acme ISI copy deck').check()
    await page.getByLabel('Campaign to import into').selectOption(target)
    await page.getByRole('button', { name: 'Import 4 Files' }).click()
    await waitAnalysed('main', 4)
    await expectText('Import finished 4 of 4')
    await shot('89-fake-drive-imported')
    const assets = (await api('GET', `/api/campaigns/${target}/assets`)).body.data.assets
    check(assets.length === 4, `fake Drive import: ${assets.length} assets`)
    const doc = assets.find((a) => a.name === 'Acme ISI copy deck.pdf')
    check(doc && doc.mimeType === 'application/pdf' && doc.drive.webViewLink, `the Google Doc came as ${JSON.stringify(doc && { name: doc.name, mime: doc.mimeType })}`)
    const sizes = assets.filter((a) => a.type === 'image').map((a) => `${a.info?.width}x${a.info?.height}`).sort()
    check(sizes.join(',') === '300x250,300x250,970x250', `measured sizes ${sizes}`)
    // The builder's side panel links the asset to Drive.
    await page.getByRole('link', { name: 'Open the campaign' }).click()
    await page.getByText('Acme ISI copy deck.pdf').first().click()
    await page.getByRole('link', { name: 'Open in Google Drive' }).waitFor()
    await shot('89-builder-drive-asset-panel')
    await page.keyboard.press('Escape')
    await page.goto(`${base}/drive`)
  })

  await step('Disconnect revokes and the browser offers Connect again', async () => {
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('drive-badge').getByText('Disconnected').waitFor()
    await page.getByText('Google Drive not connected. Click "Connect Google Drive" or load Demo Files for the presentation.').waitFor()
    const st = await api('GET', '/api/google-drive/status')
    check(st.body.data.connected === false, `status after disconnect ${JSON.stringify(st.body)}`)
    await shot('8a-drive-disconnected')
  })
}
