// Journey of issue 14: a stale campaign edit answers "changed by someone
// else — reload or overwrite" (Overwrite saves, Reload shows their version),
// a rule edit records its reason, the History of a rule and of a campaign,
// and the Audit trail page under Configuration at 1440, 768 and 390 px.
export const name = 'integrity'

const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
]

export default async function journey(j) {
  const { base, page, step, shot, check, expectGoodLayout } = j
  let token = ''
  let campaignId = ''
  const apiCall = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: res.status, headers: res.headers, body: await res.json() }
  }

  await step('demo sign-in and a campaign with a 300-character description', async () => {
    await j.demoSignIn()
    token = await page.evaluate(() => localStorage.getItem('auth_token'))
    const res = await apiCall('POST', '/api/campaigns', { name: 'Integrity journey', description: 'D'.repeat(300), channel: 'Display', customerType: 'HCP' })
    check(res.status === 201, `create campaign: ${res.status}`)
    campaignId = res.body.data.campaignId
  })

  await step('a stale edit shows the conflict dialog; Overwrite saves mine', async () => {
    await page.goto(`${base}/campaigns/${campaignId}/edit`)
    await page.getByLabel('Brand').waitFor()
    // Someone else saves the campaign after this form was loaded.
    const theirs = await apiCall('PUT', `/api/campaigns/${campaignId}`, { updates: { brand: 'Their brand' }, version: 1 })
    check(theirs.status === 200 && theirs.headers.get('etag') === '"2"', `their save: ${theirs.status} ${theirs.headers.get('etag')}`)
    await page.getByLabel('Brand').fill('My brand')
    await page.getByRole('button', { name: /save/i }).first().click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(/changed by someone else — reload or overwrite/).waitFor()
    await shot('07-integrity-conflict')
    await expectGoodLayout('conflict dialog')
    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    await page.waitForURL((u) => u.pathname === `/campaigns/${campaignId}`)
    const now = await apiCall('GET', `/api/campaigns/${campaignId}`)
    check(now.body.data.campaign.brand === 'My brand' && now.body.data.campaign.version === 3, `after overwrite: ${JSON.stringify(now.body.data.campaign).slice(0, 200)}`)
  })

  await step('Reload shows their version and keeps mine unsaved', async () => {
    await page.goto(`${base}/campaigns/${campaignId}/edit`)
    await page.getByLabel('Brand').waitFor()
    await apiCall('PUT', `/api/campaigns/${campaignId}`, { updates: { brand: 'Theirs again' }, version: 3 })
    await page.getByLabel('Brand').fill('Mine again')
    await page.getByRole('button', { name: /save/i }).first().click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reload' }).click()
    await page.waitForFunction(() => document.querySelector('input#brand, input[name="brand"]')?.value === 'Theirs again', null, { timeout: 5000 }).catch(async () => {
      check((await page.getByLabel('Brand').inputValue()) === 'Theirs again', 'Reload did not show their brand')
    })
    const now = await apiCall('GET', `/api/campaigns/${campaignId}`)
    check(now.body.data.campaign.brand === 'Theirs again', 'Reload saved my edit')
  })

  await step('the campaign History lists both saves with who and what', async () => {
    await page.goto(`${base}/campaigns/${campaignId}`)
    await page.getByRole('button', { name: 'History' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('History of Integrity journey').waitFor()
    const items = dialog.getByRole('list', { name: 'Audit entries' }).locator('li')
    check((await items.count()) === 4, `history shows ${await items.count()} entries, want 4 (create and three updates)`)
    await items.first().getByRole('button', { name: /field/ }).click()
    await dialog.getByText('Theirs again', { exact: true }).waitFor()
    await shot('07-integrity-campaign-history')
    await page.keyboard.press('Escape')
  })

  await step('a rule edit with a reason; the rule History shows the reason', async () => {
    await page.goto(`${base}/rules`)
    await page.getByRole('button', { name: /Add custom rule/i }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill('Journey max weight')
    await dialog.getByRole('button', { name: /Save rule|Add rule/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Edit Journey max weight' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByLabel('Description').fill('Banners stay light')
    await dialog.getByLabel('Reason for the change (optional)').fill('Media agency asked — ticket 42')
    await shot('07-integrity-rule-reason')
    await dialog.getByRole('button', { name: 'Save rule' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'History of Journey max weight' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByText(/Media agency asked — ticket 42/).waitFor()
    await shot('07-integrity-rule-history')
    await page.keyboard.press('Escape')
  })

  for (const vp of VIEWPORTS) {
    await step(`Configuration → Audit trail at ${vp.width} px`, async () => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.goto(`${base}/rules/audit`)
      await page.getByRole('list', { name: 'Audit entries' }).waitFor()
      check(await page.getByRole('link', { name: 'Audit trail' }).getAttribute('aria-current') === 'page', 'Audit trail tab is not current')
      await page.getByText('changed campaign').first().waitFor()
      await expectGoodLayout(`audit page at ${vp.width}`)
      await shot(`07-integrity-audit-${vp.tag}`)
    })
  }
  await page.setViewportSize({ width: 1440, height: 900 })

  await step('the audit trail filters by record and pages', async () => {
    await page.goto(`${base}/rules/audit`)
    await page.getByLabel('Record').click()
    await page.getByRole('option', { name: 'Rules' }).click()
    await page.getByText('created rule').first().waitFor()
    check((await page.getByText('changed campaign').count()) === 0, 'campaign entries shown with the Rules filter')
  })
}
