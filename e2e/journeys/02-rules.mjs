// Journey of issue 4 (the /rules screen): demo sign-in → /rules → Upload New
// BRD (testdata/brd/dtc-display.docx) → extracted rules → Apply → toast and
// counts → edit a rule's severity and a parameter → it persists after a
// reload → add a test case and run it → test a rule against a real file →
// toggle a rule off → add and delete a custom rule → trafficking templates
// (.xlsx, then .csv).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { here } from '../harness.mjs'

export const name = 'rules'

const ROOT = join(here, '..')
const BRD = join(ROOT, 'testdata/brd/dtc-display.docx')
const REALLY_JPEG = join(ROOT, 'pkg/media/testdata/really_jpeg.png')
// A template saved by LibreOffice Calc: two blank rows, then the headers.
const XLSX_TEMPLATE = join(ROOT, 'pkg/matrix/testdata/libreoffice-template.xlsx')
const DIMENSIONS_RULE = 'Approved display dimensions'

export default async function journey(j) {
  const { base, page, step, shot, expectText, expectPath, check } = j
  const count = async (label) => Number(await page.getByTestId(`rules-count-${label}`).innerText())
  const ruleRow = (title) => page.getByRole('list', { name: 'Rules' }).getByRole('listitem', { name: title, exact: true })
  // The BRD's dimensions rule, not the default profile's of the same name.
  const dimsRow = () => ruleRow(DIMENSIONS_RULE).filter({ hasText: 'dtc-display.docx' })

  await step('demo sign-in, then /rules', async () => {
    await j.demoSignIn()
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration' }).click()
    await expectPath('/rules')
    await page.getByRole('heading', { name: 'BRD Rules', exact: true }).waitFor()
    await page.getByText(/^Demo mode\./).waitFor()
    if (!process.env.PHARMAOPS_URL) {
      // A fresh organization is checked against the default profile, and sees its rules.
      await page.getByTestId('rules-count-total').filter({ hasText: '12' }).waitFor()
      await page.getByLabel('Rule set').getByText('Organization rules (spec 2.0.0)').waitFor()
      await shot('02-rules-fresh')
    }
  })

  let total = 0
  await step('Upload New BRD: spinner, then the extracted rules with parameters and quotes', async () => {
    const before = await count('total')
    await page.getByRole('button', { name: 'Upload New BRD' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Upload New BRD' })
    await dialog.getByText('Drag and drop your BRD here').waitFor()
    await dialog.locator('input[type=file]').setInputFiles(BRD)
    const list = dialog.getByRole('list', { name: 'Extracted rules' })
    await list.waitFor()
    const n = await list.locator(':scope > li').count()
    check(n >= 10, `dtc-display.docx gave ${n} rules, want at least 10`)
    await list.getByText(DIMENSIONS_RULE, { exact: true }).waitFor()
    await list.getByText('Allowed: 300x250, 728x90, 160x600, 300x600, 320x50').first().waitFor()
    await list.getByText(/dtc-display\.docx/).first().waitFor()
    await shot('02-rules-upload-extracted')
    await dialog.getByRole('button', { name: /^Apply \d+ rules?$/ }).click()
    await page.getByText(/^BRD processed successfully! Found \d+ rules\.$/).waitFor()
    const toast = await page.getByText(/^BRD processed successfully! Found \d+ rules\.$/).innerText()
    const found = Number(/Found (\d+) rules/.exec(toast)[1])
    check(found === n, `toast says ${found} rules, the dialog listed ${n}`)
    await dialog.waitFor({ state: 'hidden' })
    await dimsRow().waitFor()
    total = await count('total')
    check(total >= before + 1 && total <= before + n, `total ${total} after applying ${n} rules to ${before}`)
    const flagged = await page.getByRole('list', { name: 'Rules' }).getByText('Needs review', { exact: true }).count()
    check((await count('enabled')) === total - flagged || process.env.PHARMAOPS_URL, 'every applied rule but those flagged for review should be enabled')
    check((await count('critical')) > 0, 'the DTC display BRD has critical rules')
    await shot('02-rules-list')
  })

  await step('search and severity filter', async () => {
    await page.getByLabel('Search rules').fill('clickTag')
    const rows = page.getByRole('list', { name: 'Rules' }).locator(':scope > li')
    await rows.first().waitFor()
    check((await rows.count()) < total, 'search did not narrow the list')
    await page.getByLabel('Search rules').fill('')
    await page.getByRole('group', { name: 'Filter by severity' }).getByRole('button', { name: 'minor' }).click()
    const minor = await page.getByRole('list', { name: 'Rules' }).locator(':scope > li').count()
    check(minor === (await count('minor')), `minor filter shows ${minor} rules, the count says ${await count('minor')}`)
    await page.getByRole('group', { name: 'Filter by severity' }).getByRole('button', { name: 'all' }).click()
  })

  await step('dialogs close on Escape', async () => {
    await page.getByRole('button', { name: 'Upload New BRD' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Upload New BRD' })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  await step('edit a rule: severity and allowed dimensions', async () => {
    await dimsRow().getByRole('button', { name: `Edit ${DIMENSIONS_RULE}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit rule' })
    await dialog.waitFor()
    await dialog.getByLabel('Severity').click()
    await page.getByRole('option', { name: 'warning' }).click()
    await dialog.getByLabel('Allowed values').fill('300x250, 160x600, nonsense')
    await dialog.getByRole('button', { name: 'Save rule' }).click()
    await dialog.getByText(/Dimensions must be WxH/).waitFor()
    await dialog.getByLabel('Allowed values').fill('300x250, 160x600, 300x600')
    await shot('02-rules-edit-modal')
    await dialog.getByRole('button', { name: 'Save rule' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await dimsRow().getByText('Allowed: 300x250, 160x600, 300x600').waitFor()
  })

  await step('the edit persists after a reload', async () => {
    await page.reload()
    const row = dimsRow()
    await row.getByText('Allowed: 300x250, 160x600, 300x600').waitFor()
    await row.getByText('warning', { exact: true }).waitFor()
  })

  await step('add a test case and run it', async () => {
    const row = dimsRow()
    await row.getByRole('button', { name: /Tests/ }).click()
    await row.getByText('No test cases yet', { exact: false }).waitFor()
    await row.getByLabel('Input').fill('728x90')
    await row.getByLabel('Expected').click()
    await page.getByRole('option', { name: 'fail' }).click()
    await row.getByLabel('Description').fill('leaderboard is no longer approved')
    await row.getByRole('button', { name: 'Add case' }).click()
    await row.getByText('leaderboard is no longer approved').waitFor()
    await row.getByRole('button', { name: 'Run tests' }).click()
    await row.getByText('1 of 1 passed').waitFor()
    await row.getByText('Passed: got fail as expected').waitFor()
    await row.getByText(/Expected .* but got 728x90/).first().waitFor()
  })

  await step('test the rule against a real file', async () => {
    const row = dimsRow()
    await row.getByRole('button', { name: 'Test file' }).click()
    await row.getByText('Please select a file first').waitFor()
    await row.getByLabel(`File to test ${DIMENSIONS_RULE} against`).setInputFiles(REALLY_JPEG)
    await row.getByText(/really_jpeg\.png \(\d+\.\d KB\)/).waitFor()
    await row.getByRole('button', { name: 'Test file' }).click()
    const result = row.getByRole('status').filter({ hasText: 'Fail' })
    await result.getByText(/^Expected .* but got 728x90$/).waitFor()
    await shot('02-rules-tests')
    await row.getByRole('button', { name: /Tests/ }).click()
  })

  await step('toggle a rule off', async () => {
    const enabled = await count('enabled')
    await dimsRow().getByRole('switch', { name: `Disable ${DIMENSIONS_RULE}` }).click()
    await dimsRow().getByRole('switch', { name: `Enable ${DIMENSIONS_RULE}` }).waitFor()
    await page.waitForFunction((want) => document.querySelector('[data-testid="rules-count-enabled"]')?.textContent === String(want), enabled - 1)
    await page.reload()
    await dimsRow().getByRole('switch', { name: `Enable ${DIMENSIONS_RULE}` }).waitFor()
  })

  const custom = `E2E custom rule ${Date.now() % 100000}`
  await step('add a custom rule, then delete it', async () => {
    const before = await count('total')
    await page.getByRole('button', { name: 'Add Custom Rule' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add custom rule' })
    await dialog.waitFor()
    check((await dialog.getByLabel('Section').innerText()).includes('Custom Rules'), 'a new custom rule belongs to Custom Rules')
    check((await dialog.getByLabel('Field').innerText()).includes('customField'), 'a new custom rule has field customField')
    await dialog.getByLabel('Title').fill(custom)
    await dialog.getByLabel('Description').fill('Every banner states the campaign end date.')
    await dialog.getByLabel('Title').press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    const row = ruleRow(custom)
    await row.getByText('Custom', { exact: true }).waitFor()
    check((await count('total')) === before + 1, 'the custom rule was not counted')
    await row.getByRole('button', { name: `Delete ${custom}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Are you sure you want to delete this rule?', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await row.waitFor({ state: 'detached' })
    check((await count('total')) === before, 'the custom rule was not removed from the count')
  })

  await step('trafficking template: headers read from an .xlsx workbook', async () => {
    await page.getByLabel('Trafficking template file').setInputFiles(XLSX_TEMPLATE)
    await expectText('Trafficking matrix processed! Found 6 fields.')
    const confirm = page.getByRole('dialog', { name: 'Use these trafficking headers?' })
    await confirm.getByRole('list', { name: 'Headers read from the template' }).getByText('CTA 1', { exact: true }).waitFor()
    // The success toast must not cover the dialog's main button (toasts move to the top while a dialog is open).
    const toast = await page.locator('[data-sonner-toast]').first().boundingBox()
    const main = await confirm.getByRole('button', { name: 'Use 6 headers' }).boundingBox()
    check(!toast || !main || toast.y + toast.height <= main.y || main.y + main.height <= toast.y || toast.x + toast.width <= main.x || main.x + main.width <= toast.x, `a toast covers the dialog's main button: ${JSON.stringify({ toast, main })}`)
    await shot('02-rules-template-confirm')
    await confirm.getByRole('button', { name: 'Use 6 headers' }).click()
    await confirm.waitFor({ state: 'detached' })
    const headers = page.getByRole('list', { name: 'Trafficking headers' })
    for (const h of ['Country', 'Indicación', '2024', 'CTA 1']) await headers.getByText(h, { exact: true }).waitFor()
    await shot('02-rules-template-xlsx')
  })

  await step('trafficking template: headers read from a CSV and saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-tpl-'))
    const csv = join(dir, 'trafficking-template.csv')
    writeFileSync(csv, 'Country,Language,Advertiser ID,Creative Name,Creative Size,E2E Column\nUSA,ENG,123,x,300x250,y\n')
    try {
      await page.getByLabel('Trafficking template file').setInputFiles(csv)
      await expectText('Trafficking matrix processed! Found 6 fields.')
      await page.getByRole('dialog', { name: 'Use these trafficking headers?' }).getByRole('button', { name: 'Use 6 headers' }).click()
      await page.getByRole('list', { name: 'Trafficking headers' }).getByText('E2E Column', { exact: true }).waitFor()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    await page.reload()
    await page.getByRole('list', { name: 'Trafficking headers' }).getByText('E2E Column', { exact: true }).waitFor()
  })

  await step('trafficking template: a file that is not a header row is refused with the reason; Reset to defaults', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-tpl-'))
    const hello = join(dir, 'hello.csv')
    writeFileSync(hello, 'hello\n')
    try {
      await page.getByLabel('Trafficking template file').setInputFiles(hello)
      await page.getByText(/Failed to process trafficking file: .*at least two columns; found one, "hello"/).waitFor()
      check((await page.getByRole('dialog').count()) === 0, 'a refused file opened the confirmation')
      await page.getByRole('list', { name: 'Trafficking headers' }).getByText('E2E Column', { exact: true }).waitFor()
      await shot('02-rules-template-refused')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await page.getByText('Current headers (18) · the default list').waitFor()
    check((await page.getByRole('button', { name: 'Reset to defaults' }).count()) === 0, 'Reset to defaults still offered on the default list')
  })

  await step("a custom rule of 300 characters limited to a document's part, named in its words", async () => {
    const title = ('Kiosk posters at the congress booth carry the full safety information in at least 9 pt type, '.repeat(4)).slice(0, 300)
    await page.getByRole('button', { name: 'Add Custom Rule' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add custom rule' })
    await dialog.waitFor()
    await dialog.getByLabel('Title').fill(title)
    const part = dialog.getByRole('combobox', { name: 'Parts' })
    await part.fill('endcrd')
    await dialog.getByText('Not a listed part: did you mean End card?').waitFor()
    await part.fill('Kiosk posters')
    await dialog.getByText('Saved as kioskPoster').waitFor()
    for (const [w, h] of [[1440, 900], [768, 1024], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h })
      await j.expectGoodLayout(`the rule dialog with a part at ${w} px`)
      await shot(`02-rules-part-dialog-${w}`)
    }
    await dialog.getByRole('button', { name: 'Save rule' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = ruleRow(title)
    await row.getByText('Parts: kioskPoster').waitFor()
    for (const [w, h] of [[1440, 900], [768, 1024], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h })
      await row.scrollIntoViewIfNeeded()
      await shot(`02-rules-part-row-${w}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    // The rule's document part is offered when the next rule is edited.
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit rule' })
    await edit.waitFor()
    check((await edit.locator('#rule-part-list option[value="kioskPoster"]').count()) === 1, 'the rule set\'s document part is not offered')
    await page.keyboard.press('Escape')
    await edit.waitFor({ state: 'hidden' })
  })
}
