// Journey of issue 21, team mode for CI: an admin creates an API token in
// Settings (a 300-character name; the token shown once), the real
// `pharmaops asset check --server` checks a folder with it and reports the
// run, the token's last use shows in Settings, and the campaign builder's
// CI Runs tab lists the run with its counts and each asset's failed
// checks. Both screens at 1440, 768 and 390 px.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { png } from '../fakedrive.mjs'

export const name = 'team-ci'

const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
]

export default async function journey(j) {
  const { base, page, step, shot, check } = j
  const stamp = Date.now().toString(36)
  const tokenName = `GitHub Actions ${stamp} ` + 'creatives-repository-pipeline '.repeat(10).slice(0, 300 - 16 - stamp.length)
  let campaignId = ''
  let token = ''

  const { api } = j

  const atEachWidth = async (tag) => {
    for (const v of VIEWPORTS) {
      await page.setViewportSize({ width: v.width, height: v.height })
      await page.waitForTimeout(150)
      await j.expectGoodLayout(`${tag} at ${v.width} px`)
      await shot(`09-${tag}-${v.tag}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  }

  await step('demo sign-in and a campaign', async () => {
    await j.demoSignIn()
    const res = await api('POST', '/api/campaigns', { name: `CI launch ${stamp}` })
    check(res.status === 201, `create campaign: ${JSON.stringify(res)}`)
    campaignId = res.body.data.campaignId
  })

  await step('Settings → API tokens: create a token, shown once', async () => {
    await page.goto(`${base}/settings?tab=tokens`)
    await page.getByRole('tab', { name: 'API tokens' }).waitFor()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(tokenName)
    await page.getByRole('button', { name: 'Create token' }).click()
    const shown = page.getByLabel('API token', { exact: true })
    await shown.waitFor()
    token = await shown.inputValue()
    check(token.startsWith('pat_'), `token ${token.slice(0, 8)}…`)
    await page.getByRole('list', { name: 'API tokens' }).getByText('never used').waitFor()
    await atEachWidth('settings-token-created')
  })

  await step('asset check --server checks a folder and reports the run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-ci-'))
    writeFileSync(join(dir, 'banner_300x250.png'), png(300, 250, [200, 40, 40]))
    writeFileSync(join(dir, 'leaderboard_728x90.png'), png(728, 90, [40, 120, 200]))
    writeFileSync(join(dir, `${'very-long-creative-name-'.repeat(8)}_320x50.png`), png(320, 50, [40, 160, 80]))
    const out = spawnSync(process.env.PHARMAOPS_BIN, ['asset', 'check', '--server', base, '--campaign', campaignId, '--source', 'github-actions', '--ref', `4f2a9c1 (run ${stamp})`, dir], {
      env: { ...process.env, PHARMAOPS_TOKEN: token },
      encoding: 'utf8',
      timeout: 60000,
    })
    check(out.stderr.includes('reported check run'), `asset check: exit ${out.status}\n${out.stdout}\n${out.stderr}`)
  })

  await step('the token list shows its last use', async () => {
    await page.reload()
    await page.getByRole('list', { name: 'API tokens' }).getByText(/last used/).waitFor()
    await atEachWidth('settings-tokens')
  })

  await step('the builder lists the run with counts and per-asset details', async () => {
    await page.goto(`${base}/campaigns/${campaignId}`)
    await page.getByRole('tab', { name: /CI Runs \(1\)/ }).click()
    const runs = page.getByRole('list', { name: 'Check runs' })
    await runs.getByText('github-actions').waitFor()
    await runs.getByText('3 assets').waitFor()
    await runs.getByRole('button').first().click()
    await page.getByRole('list', { name: 'Assets of the run' }).waitFor()
    check((await page.getByRole('list', { name: 'Assets of the run' }).getByRole('listitem').count()) >= 3, 'fewer than 3 assets in the run')
    await atEachWidth('builder-check-runs')
  })
}
