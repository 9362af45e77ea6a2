#!/usr/bin/env node
// Browser journey of pharmaops.
//
// Starts `$PHARMAOPS_BIN serve` on a random free port with a temporary data
// directory, waits for /health, checks the server's SPA and API edges over
// plain HTTP, then drives Debian's headless Chromium (playwright-core, no
// browser download) through the signed-out redirect, the login screen, demo
// mode, campaign creation, the sidebar and sign-out. Screenshots go to
// e2e/screenshots/. Exits 0 on success, 1 on a failed check, 2 on a set-up
// problem (missing binary or browser).
//
// Environment:
//   PHARMAOPS_BIN   path to the pharmaops binary (required unless PHARMAOPS_URL is set)
//   PHARMAOPS_URL   use an already running server instead of starting one
//   CHROMIUM_PATH   browser executable (default /usr/bin/chromium)
//   E2E_TIMEOUT_MS  per-step timeout (default 15000)
//   E2E_KEEP        keep the temporary data directory (prints its path)

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const SHOTS = join(here, 'screenshots')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const STEP_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS || 15000)
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

class SetupError extends Error {}

const cleanups = []
let serverLog = ''

function log(msg) {
  process.stdout.write(`${msg}\n`)
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function startServer() {
  if (process.env.PHARMAOPS_URL) return process.env.PHARMAOPS_URL.replace(/\/+$/, '')
  const bin = process.env.PHARMAOPS_BIN
  if (!bin) throw new SetupError('PHARMAOPS_BIN is not set: build the binary (go build -o /tmp/pharmaops ./cmd/pharmaops) and pass its path')
  if (!existsSync(bin)) throw new SetupError(`PHARMAOPS_BIN=${bin} does not exist`)
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-'))
  cleanups.push(() => {
    if (process.env.E2E_KEEP) log(`data dir kept: ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  })
  const port = await freePort()
  const addr = `127.0.0.1:${port}`
  const child = spawn(bin, ['serve', '--addr', addr, '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PHARMAOPS_LOG_LEVEL: process.env.PHARMAOPS_LOG_LEVEL || 'info' },
  })
  const keep = (b) => {
    serverLog += b.toString()
    if (serverLog.length > 200_000) serverLog = serverLog.slice(-100_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = null
  child.on('exit', (code, signal) => {
    exited = { code, signal }
  })
  cleanups.push(async () => {
    if (exited) return
    child.kill('SIGTERM')
    for (let i = 0; i < 50 && !exited; i++) await sleep(100)
    if (!exited) child.kill('SIGKILL')
  })
  const base = `http://${addr}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`pharmaops serve exited early (code ${exited.code}, signal ${exited.signal})`)
    try {
      const res = await fetch(`${base}/health`)
      if (res.ok) {
        const body = await res.json()
        if (body?.success && body?.data?.status === 'ok') {
          log(`✓ server up at ${base} (version ${body.data.version ?? '?'}, storage ${body.data.storage ?? '?'})`)
          return base
        }
      }
    } catch {
      // not listening yet
    }
    await sleep(150)
  }
  throw new Error(`pharmaops serve did not answer /health with status ok within 30 s at ${base}`)
}

// loadChromium imports playwright-core, installing this folder's locked
// packages first (npm ci) when they are missing, so `node e2e/run.mjs` works
// from a fresh clone.
async function loadChromium() {
  try {
    return (await import('playwright-core')).chromium
  } catch {
    log('installing e2e packages (npm ci)…')
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' })
    if (r.status !== 0) throw new SetupError('playwright-core is not installed and `npm ci` in e2e/ failed')
    try {
      return (await import('playwright-core')).chromium
    } catch (err) {
      throw new SetupError(`playwright-core could not be loaded after npm ci: ${err.message}`)
    }
  }
}

function check(cond, msg) {
  if (!cond) throw new Error(msg)
}

async function httpChecks(base) {
  // A deep link served by the Go server must return the app, not a 404.
  for (const path of ['/campaigns/new', '/campaigns', '/auth', '/some/unknown/page']) {
    const res = await fetch(base + path)
    const html = await res.text()
    check(res.status === 200, `GET ${path}: status ${res.status}, want 200`)
    check((res.headers.get('content-type') || '').includes('text/html'), `GET ${path}: content type ${res.headers.get('content-type')}, want text/html`)
    check(html.includes('<div id="root">'), `GET ${path}: the response is not the web app (did you run npm run build before go build?)`)
  }
  log('✓ deep links (/campaigns/new, /campaigns, /auth, unknown) return the app')
  const nf = await fetch(`${base}/api/x-does-not-exist`)
  const nfBody = await nf.text()
  check(nf.status === 404 && nfBody.includes('"success":false'), `GET /api/x-does-not-exist: ${nf.status} ${nfBody.slice(0, 120)}, want a JSON 404`)
  const un = await fetch(`${base}/api/campaigns`)
  const unBody = await un.text()
  check(un.status === 401 && unBody.includes('"success":false'), `GET /api/campaigns without a token: ${un.status}, want 401 with success:false`)
  log('✓ unknown /api path is a JSON 404; API without a token is 401')
}

async function journey(base) {
  if (!existsSync(CHROMIUM)) throw new SetupError(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`)
  const chromium = await loadChromium()
  mkdirSync(SHOTS, { recursive: true })
  const profile = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-chromium-'))
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  cleanups.push(() => context.close().catch(() => {}))
  context.setDefaultTimeout(STEP_TIMEOUT)
  const page = context.pages()[0] ?? (await context.newPage())
  const pageErrors = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  const shot = async (name) => {
    await page.waitForTimeout(350) // let transitions settle
    await page.screenshot({ path: join(SHOTS, `${name}.png`) })
  }
  const text = (t) => page.getByText(t, { exact: true }).first()
  const expectText = async (t) => text(t).waitFor({ state: 'visible' })
  const expectPath = async (p) => page.waitForURL((u) => (p instanceof RegExp ? p.test(u.pathname) : u.pathname === p))
  let current = 'start'
  const step = async (name, fn) => {
    current = name
    await fn()
    log(`✓ ${name}`)
  }

  try {
    await step('signed out, /campaigns redirects to /auth', async () => {
      await page.goto(`${base}/campaigns`)
      await expectPath('/auth')
    })

    await step('login screen shows the spec texts', async () => {
      for (const t of ['Welcome Back', 'Sign in with your Google account to continue', 'Continue with Google', 'Terms of Service', 'Privacy Policy']) {
        await expectText(t)
      }
      await expectText('BRD-driven workflows for compliant creative operations')
      check((await page.title()).length > 0, 'login page has no document title')
      await shot('01-login')
    })

    await step("'Continue with Google' enters demo mode and lands on /campaigns", async () => {
      await page.getByRole('button', { name: 'Continue with Google' }).click()
      await expectText('Google auth unavailable. Entering demo mode...')
      await expectPath('/campaigns')
      await expectText('Demo login successful!')
      const token = await page.evaluate(() => localStorage.getItem('auth_token'))
      check(typeof token === 'string' && token.startsWith('demo_'), `auth_token after demo login is ${token}, want demo_…`)
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') || 'null'))
      check(user && user.provider === 'demo' && user.role === 'admin', `auth_user after demo login is ${JSON.stringify(user)}`)
    })

    await step('shell: sidebar, date header and demo banner', async () => {
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
      for (const name of ['Dashboard', 'Campaigns', 'Configuration']) await sidebar.getByRole('link', { name }).waitFor()
      await sidebar.getByRole('button', { name: 'Create Campaign' }).waitFor()
      await sidebar.getByRole('button', { name: 'Sign Out' }).waitFor()
      await expectText('Using demo mode (not logged in)')
      const today = new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
      await expectText(today)
    })

    await step('campaign list (empty on a fresh data dir)', async () => {
      if (process.env.PHARMAOPS_URL) {
        // A server we did not start may already hold campaigns.
        await page.locator('article, :text-is("No campaigns yet")').first().waitFor()
      } else {
        await expectText('No campaigns yet')
      }
      await shot('03-campaigns-empty')
    })

    const name = `E2E Cardiozen Launch ${Date.now() % 100000}`
    await step('create a campaign through /campaigns/new', async () => {
      await page.getByRole('link', { name: 'New Campaign' }).click()
      await expectPath('/campaigns/new')
      await expectText('Basic Information')
      await expectText('Campaign Details')
      await expectText('Product Information')
      await expectText('Compliance')
      const submit = page.locator('form').getByRole('button', { name: 'Create Campaign' })
      await submit.click()
      await expectText('Campaign name is required')
      await page.getByLabel('Campaign name').fill(name)
      check((await text('Campaign name is required').count()) === 0, "'Campaign name is required' did not clear on edit")
      await page.getByLabel('Description').fill('Q3 direct-to-consumer display launch for Cardiozen.')
      await page.getByRole('button', { name: /Product Information/ }).click()
      await page.getByLabel('Brand').fill('Cardiozen')
      await page.getByLabel('Product', { exact: true }).fill('Cardiozen 10 mg')
      await shot('04-new-campaign')
      await submit.click()
      await expectPath(/^\/campaigns\/(?!new$)[^/]+$/)
      await page.getByRole('heading', { name }).waitFor()
      await page.getByRole('link', { name: 'Back to Campaigns' }).waitFor()
      await expectText('Cardiozen 10 mg')
      await shot('09-campaign-detail')
    })

    await step('the campaign shows in the list', async () => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Campaigns' }).click()
      await expectPath('/campaigns')
      await page.getByRole('heading', { name }).waitFor()
      await expectText('Cardiozen')
      await shot('05-campaigns-list')
      await page.getByLabel('Search campaigns').fill('no-such-campaign-xyz')
      await expectText('No campaigns match your search')
      await page.getByLabel('Search campaigns').fill('')
      await page.getByRole('heading', { name }).waitFor()
    })

    await step('sidebar: Dashboard', async () => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click()
      await expectPath('/')
      await expectText('Pharmaceutical Creative Operations')
      for (const t of ['System Active', 'AI Ready']) await expectText(t)
      for (const t of ['View Campaigns', 'Settings']) await page.getByRole('main').getByRole('link', { name: new RegExp(t) }).waitFor()
      await shot('02-dashboard')
    })

    await step('sidebar: Configuration opens /rules', async () => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration' }).click()
      await expectPath('/rules')
      await page.getByRole('heading', { name: 'BRD Rules', exact: true }).waitFor()
      await page.getByText('Total', { exact: true }).waitFor()
      await shot('06-rules')
    })

    await step('user block opens /settings with the organization', async () => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Settings/ }).click()
      await expectPath('/settings')
      await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
      await expectText('Organization')
      await shot('07-settings')
    })

    await step('/campaign-builder redirects to /campaigns; unknown paths to /', async () => {
      await page.goto(`${base}/campaign-builder`)
      await expectPath('/campaigns')
      await page.goto(`${base}/definitely/not/a/page`)
      await expectPath('/')
      await expectText('Pharmaceutical Creative Operations')
    })

    await step('collapse toggle narrows the sidebar', async () => {
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      await page.waitForFunction(() => document.querySelector('aside[data-collapsed="true"]')?.getBoundingClientRect().width < 100)
      await shot('08-sidebar-collapsed')
      await sidebar.getByRole('button', { name: 'Expand sidebar' }).click()
      await page.waitForFunction(() => document.querySelector('aside[data-collapsed="false"]')?.getBoundingClientRect().width > 200)
    })

    await step('delete asks for confirmation and removes the campaign', async () => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Campaigns' }).click()
      await expectPath('/campaigns')
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText('Are you sure you want to delete this campaign?').waitFor()
      await shot('10-delete-confirm')
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('heading', { name }).waitFor({ state: 'detached' })
      if (!process.env.PHARMAOPS_URL) await expectText('No campaigns yet')
    })

    await step('Sign Out returns to /auth and ends the session', async () => {
      const token = await page.evaluate(() => localStorage.getItem('auth_token'))
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click()
      await expectPath('/auth')
      await expectText('Welcome Back')
      const left = await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')])
      check(left[0] === null && left[1] === null, `storage not cleared after sign out: ${JSON.stringify(left)}`)
      const res = await fetch(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
      check(res.status === 401, `the old token still works after sign out (GET /api/auth/me → ${res.status})`)
      await page.goto(`${base}/campaigns/new`)
      await expectPath('/auth')
    })

    check(pageErrors.length === 0, `uncaught errors in the page: ${pageErrors.join(' | ')}`)
  } catch (err) {
    await page.screenshot({ path: join(SHOTS, 'failure.png') }).catch(() => {})
    err.message = `step "${current}" failed at ${page.url()}: ${err.message} (screenshot: e2e/screenshots/failure.png)`
    throw err
  }
}

async function main() {
  const started = Date.now()
  let code = 0
  try {
    const base = await startServer()
    await httpChecks(base)
    await journey(base)
    log(`PASS browser journey in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in e2e/screenshots/`)
  } catch (err) {
    code = err instanceof SetupError ? 2 : 1
    process.stderr.write(`FAIL ${err.message}\n`)
    if (serverLog) process.stderr.write(`--- pharmaops serve output (last lines) ---\n${serverLog.split('\n').slice(-40).join('\n')}\n`)
  } finally {
    for (const c of cleanups.reverse()) {
      try {
        await c()
      } catch {
        // best effort
      }
    }
  }
  process.exit(code)
}

await main()
