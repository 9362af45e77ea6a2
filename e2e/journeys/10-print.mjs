// Journey of the print checks: upload a print PDF (built here: three
// pages, a TrimBox with bleed, an RGB image, a spot colour, a font that is
// not embedded, a FOGRA39 output intent) and read its print facts in the
// asset panel at desktop, tablet and phone widths; then offer the print
// measurements in the rule editor.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const name = 'print'

// printPDF is a small valid print PDF: objects with a cross-reference
// table whose offsets are counted here.
function printPDF() {
  const res = '/Resources << /XObject << /Im1 9 0 R >> /Font << /F1 10 0 R >> /ColorSpace << /CS0 [/Separation /PANTONE#20286#20C /DeviceCMYK 11 0 R] >> >>'
  const boxes = '/MediaBox [0 0 612.28 858.89] /TrimBox [8.5 8.5 603.78 850.39] /BleedBox [0 0 612.28 858.89]'
  const contents = [
    '0.2 0.3 0.4 0.9 k 0 0 612 859 re f BT /F1 24 Tf 72 700 Td (Print ad) Tj ET',
    'q 300 0 0 300 150 250 cm /Im1 Do Q',
    '/CS0 cs 1 scn 72 72 200 100 re f',
  ]
  const stream = (dict, data) => `<< ${dict} /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R /OutputIntents [<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (FOGRA39) /OutputCondition (Coated FOGRA39) >>] >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R 7 0 R] /Count 3 >>',
  ]
  contents.forEach((c, i) => {
    objs.push(`<< /Type /Page /Parent 2 0 R ${boxes} /Contents ${4 + 2 * i} 0 R ${res} >>`, stream('', c))
  })
  objs.push(
    stream('/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8', '\xff\x00\x00\x00\xff\x00\x00\x00\xff\xff\xff\xff'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [1 0.5 0 0] /N 1 >>',
  )
  let out = '%PDF-1.6\n%\xe2\xe3\xcf\xd3\n'
  const offs = []
  objs.forEach((o, i) => {
    offs.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`
  for (const o of offs) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /GTS_PDFXVersion (PDF/X-1a:2001) >> >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

export default async function journey(j) {
  const { base, page, step, shot, expectPath, check } = j
  const file = 'JournalAd_A4_print.pdf'
  const dir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-print-'))
  writeFileSync(join(dir, file), printPDF())
  const panel = page.getByRole('dialog', { name: 'Analysis Details' })

  await step('demo sign-in, a campaign, and a print PDF uploaded', async () => {
    await j.demoSignIn()
    await page.goto(`${base}/campaigns/new`)
    await page.getByLabel('Campaign name').fill(`E2E Print ${Date.now() % 100000}`)
    await page.getByLabel('Description').fill('Print journey: a journal ad.')
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await expectPath(/^\/campaigns\/(?!new$)[^/]+$/)
    await page.getByTestId('file-input').setInputFiles(join(dir, file))
    await page.waitForFunction(() => document.querySelectorAll('li[data-asset-id][data-status="complete"]').length === 1, null, { timeout: 60_000 })
  })

  await step('the panel shows the print facts read from the bytes', async () => {
    await page.getByRole('button', { name: `Open analysis of ${file}` }).click()
    await panel.waitFor()
    const info = panel.getByTestId('asset-information')
    await info.waitFor()
    const text = await info.innerText()
    for (const want of ['Trim', '210 × 297 mm, bleed 3 mm', 'CMYK', 'RGB', 'spot PANTONE 286 C', 'Coated FOGRA39', 'PDF/X-1a:2001', 'Not embedded: Helvetica', 'dpi · Im1, page 2', 'Total ink']) {
      check(text.includes(want), `asset information lacks ${want}: ${text}`)
    }
    for (const [w, h] of [
      [1440, 900],
      [768, 1024],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h })
      await info.scrollIntoViewIfNeeded()
      await shot(`100-print-facts-${w}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.keyboard.press('Escape')
  })

  await step('the rule editor offers the print measurements by name', async () => {
    await page.goto(`${base}/rules`)
    await page.getByTestId('rules-count-total').waitFor()
    await page.getByRole('button', { name: 'Add Custom Rule' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add custom rule' })
    await dialog.waitFor()
    await dialog.getByLabel('Title').fill('Bleed of 3 mm on every page')
    await dialog.getByLabel('Field').click()
    await page.getByRole('option', { name: 'dimensions', exact: true }).click()
    await dialog.getByLabel('Measurement').click()
    for (const label of ['Trim size, mm (PDF, every page)', 'Bleed, mm (PDF, every page)', 'Image resolution, dpi']) {
      await page.getByRole('option', { name: label }).waitFor()
    }
    await page.getByRole('option', { name: 'Bleed, mm (PDF, every page)' }).click()
    await dialog.getByLabel('Min').fill('3')
    await dialog.getByLabel('Unit').fill('mm')
    for (const [w, h] of [
      [1440, 900],
      [768, 1024],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h })
      await j.expectGoodLayout(`the rule dialog with a measurement at ${w} px`)
      await shot(`100-print-rule-measurement-${w}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await dialog.getByRole('button', { name: 'Save rule' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Measures: Bleed, mm (PDF, every page)').first().waitFor()
  })
}
