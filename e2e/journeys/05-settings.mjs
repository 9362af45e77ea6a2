// Journey of the Settings screen: the three reachable tabs, configuring Amazon
// S3 credentials (required fields, show/hide, a server refusal, 'Saved!',
// 'Configured'), the secret never coming back after a reload, deleting with
// the spec confirmation, and the Organization tab.
export const name = 'settings'

export default async function journey(j) {
  const { base, page, step, shot, expectText, expectPath, check } = j
  const secret = `e2e-S3cret/${Date.now().toString(36)}+${Math.random().toString(36).slice(2, 10)}`
  const keyId = `AKIAE2E${Date.now() % 1000000}`
  const s3 = () => page.getByRole('region', { name: 'Amazon S3' })
  const badge = (text) => s3().getByText(text, { exact: true })

  await step('demo sign-in', async () => {
    await j.demoSignIn()
  })

  await step('/settings shows the API Credentials, Organization and API tokens tabs', async () => {
    await page.goto(`${base}/settings`)
    await expectPath('/settings')
    const tabs = (await page.getByRole('tab').allTextContents()).map((t) => t.trim())
    check(JSON.stringify(tabs) === JSON.stringify(['API Credentials', 'Organization', 'API tokens']), `settings tabs are ${JSON.stringify(tabs)}`)
    check((await page.getByRole('tab', { name: 'API Credentials' }).getAttribute('aria-selected')) === 'true', 'API Credentials is not the default tab')
    for (const t of ['Google Drive', 'SharePoint', 'Amazon S3']) await page.getByRole('region', { name: t }).waitFor()
    // The data dir is shared between journeys: start S3 from Not Configured.
    if (await s3().getByRole('button', { name: 'Delete Amazon S3 credentials' }).isVisible()) {
      await s3().getByRole('button', { name: 'Delete Amazon S3 credentials' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    }
    await badge('Not Configured').waitFor()
    await shot('05-settings-credentials')
  })

  await step('configure Amazon S3: Save waits for every field; show/hide reveals the secret', async () => {
    await s3().getByRole('button', { name: 'Configure Amazon S3' }).click()
    const save = s3().getByRole('button', { name: 'Save' })
    check(await save.isDisabled(), 'Save is enabled with empty fields')
    const keyInput = s3().getByLabel(/^Access Key ID/)
    await keyInput.focus()
    await keyInput.blur()
    await s3().getByText('Access Key ID is required').waitFor()
    await keyInput.fill(keyId)
    const secretInput = s3().getByLabel(/^Secret Access Key/)
    await secretInput.fill(secret)
    check((await secretInput.getAttribute('type')) === 'password', 'the secret is not masked while typing')
    check(await save.isDisabled(), 'Save is enabled without a region')
    await s3().getByLabel(/^Region/).fill('eu-west-1')
    await s3().getByRole('button', { name: 'Show Secret Access Key' }).click()
    check((await secretInput.getAttribute('type')) === 'text', 'Show did not reveal the secret')
    check((await secretInput.inputValue()) === secret, 'the revealed secret differs from what was typed')
    await shot('05-settings-s3-form')
    await s3().getByRole('button', { name: 'Hide Secret Access Key' }).click()
    check((await secretInput.getAttribute('type')) === 'password', 'Hide did not mask the secret again')
    check(!(await save.isDisabled()), 'Save is still disabled with every field filled')
  })

  await step("a server refusal shows the error state with the server's message, idle again after 5 s", async () => {
    const region = s3().getByLabel(/^Region/)
    await region.fill('x'.repeat(5000)) // over the server's 4096-character limit
    await s3().getByRole('button', { name: 'Save' }).click()
    await s3().getByRole('button', { name: 'Save failed' }).waitFor()
    await s3().getByRole('alert').getByText('Region is too long').waitFor()
    await badge('Not Configured').waitFor()
    await shot('05-settings-s3-error')
    await s3().getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 7000 })
    check((await s3().getByRole('alert').count()) === 0, 'the error message stays after the error state reset')
    await region.fill('eu-west-1')
  })

  await step("Save → 'Saved!' → badge 'Configured'", async () => {
    await s3().getByRole('button', { name: 'Save' }).click()
    await s3().getByRole('button', { name: 'Saved!' }).waitFor()
    await badge('Configured').waitFor()
    await shot('05-settings-s3-saved')
    // After 3 s the button is idle again and the card shows the stored summary.
    await s3().getByRole('button', { name: 'Edit Amazon S3' }).waitFor({ timeout: 6000 })
    await s3().getByText(keyId, { exact: true }).waitFor()
  })

  await step('after a reload S3 is still Configured and the secret is nowhere in the page', async () => {
    await page.reload()
    await badge('Configured').waitFor()
    await s3().getByText(keyId, { exact: true }).waitFor()
    await s3().getByText('••••••••', { exact: true }).waitFor()
    check(!(await page.content()).includes(secret), 'the saved secret is in the page after a reload')
    await s3().getByRole('button', { name: 'Edit Amazon S3' }).click()
    const secretInput = s3().getByLabel(/^Secret Access Key/)
    check((await secretInput.inputValue()) === '', 'the secret field is prefilled when editing')
    check((await secretInput.getAttribute('placeholder')) === '•••••••• (unchanged)', 'the secret field lacks the unchanged placeholder')
    check((await s3().getByLabel(/^Access Key ID/).inputValue()) === keyId, 'the access key id is not prefilled when editing')
    check(!(await page.content()).includes(secret), 'the saved secret is in the page while editing')
    await shot('05-settings-s3-edit')
    await s3().getByRole('button', { name: 'Cancel' }).click()
  })

  await step("Delete asks the spec question, then the card is 'Not Configured'", async () => {
    await s3().getByRole('button', { name: 'Delete Amazon S3 credentials' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure you want to delete Amazon S3 credentials?', { exact: true }).waitFor()
    await shot('05-settings-s3-delete')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await badge('Configured').waitFor()
    await s3().getByRole('button', { name: 'Delete Amazon S3 credentials' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await badge('Not Configured').waitFor()
    await s3().getByRole('button', { name: 'Configure Amazon S3' }).waitFor()
    await page.reload()
    await badge('Not Configured').waitFor()
  })

  await step('Organization tab shows the organization details', async () => {
    await page.getByRole('tab', { name: 'Organization' }).click()
    await expectText('Your private demo sandbox: it is deleted with its data after 24 hours.')
    for (const t of ['Name', 'Domain', 'Status', 'Plan', 'Members', 'Demo Sandbox', 'Enterprise', 'Active']) await expectText(t)
    check(new URL(page.url()).search === '?tab=organization', `organization tab URL is ${page.url()}`)
    await shot('05-settings-organization')
  })
}
