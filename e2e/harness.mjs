// Shared harness of the browser journeys: starts `$PHARMAOPS_BIN serve` on a
// random free port with a temporary data directory, launches Debian's
// headless Chromium through playwright-core (no browser download), and gives
// each journey a fresh, signed-out browser context with step, screenshot and
// expectation helpers.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { startFakeDrive } from './fakedrive.mjs'
import { startFakeIdP } from './fakeidp.mjs'

export const here = dirname(fileURLToPath(import.meta.url))
export const SHOTS = join(here, 'screenshots')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const STEP_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS || 15000)

/**
 * timeLimit answers what promise answers, or fails with an error saying
 * what was awaited once ms (E2E_TIMEOUT_MS by default) have passed. Some
 * waits have no time limit of their own (page.evaluate, a DevTools call, a
 * fetch): a script in the page waiting for a frame that never comes held a
 * run for ever. The journey runner names the step in the error.
 */
export function timeLimit(promise, what, ms = STEP_TIMEOUT) {
  let timer
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s (E2E_TIMEOUT_MS)`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}
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

export class SetupError extends Error {}

export const cleanups = []
export let serverLog = ''
// idp is the local identity provider the server's Google sign-in talks to
// (null when the journeys run against a server we did not start).
export let idp = null

export function log(msg) {
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

export async function startServer() {
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
  idp = await startFakeIdP({ clientId: 'pharmaops-e2e.apps.example', clientSecret: 'e2e-secret' })
  cleanups.push(() => idp.close())
  const drive = await startFakeDrive({ tokenOK: idp.accessTokenValid })
  cleanups.push(() => drive.close())
  const child = spawn(bin, ['serve', '--addr', addr, '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...idp.env,
      ...drive.env,
      PHARMAOPS_GOOGLE_REDIRECT_URL: `http://${addr}/api/auth/google/callback`,
      PHARMAOPS_LOG_LEVEL: process.env.PHARMAOPS_LOG_LEVEL || 'info',
    },
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
export async function loadChromium() {
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

export function check(cond, msg) {
  if (!cond) throw new Error(msg)
}


export function serverOutput() {
  return serverLog
}

// openJourney launches a fresh browser context (signed out) and returns the
// helpers a journey uses. close() ends it.
export async function openJourney(chromium, base, name) {
  if (!existsSync(CHROMIUM)) throw new SetupError(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`)
  mkdirSync(SHOTS, { recursive: true })
  const profile = mkdtempSync(join(tmpdir(), 'pharmaops-e2e-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    acceptDownloads: true,
  })
  context.setDefaultTimeout(STEP_TIMEOUT)
  const page = context.pages()[0] ?? (await context.newPage())
  const pageErrors = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  const shot = async (file) => {
    await page.waitForTimeout(350) // let transitions settle
    await page.screenshot({ path: join(SHOTS, `${file}.png`) })
  }
  const text = (t) => page.getByText(t, { exact: true }).first()
  const expectText = async (t) => text(t).waitFor({ state: 'visible' })
  const expectPath = async (p) => page.waitForURL((u) => (p instanceof RegExp ? p.test(u.pathname) : u.pathname === p))
  const j = { base, page, context, shot, text, expectText, expectPath, check, log, current: 'start', pageErrors }
  j.step = async (stepName, fn) => {
    j.current = stepName
    await fn()
    log(`✓ [${name}] ${stepName}`)
  }
  // demoSignIn signs in through the login screen's Try the demo: a
  // sandbox organization of the journey's own.
  j.demoSignIn = async () => {
    await page.goto(`${base}/auth`)
    await page.getByRole('button', { name: 'Try the demo' }).click()
    await expectPath('/campaigns')
  }
  j.idp = idp
  // api calls the REST API from inside the page with the signed-in
  // session's token, answering { status, body } (body null when not JSON).
  j.api = (method, path, body) =>
    page.evaluate(
      async ([method, path, body]) => {
        const res = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: res.status, body: await res.json().catch(() => null) }
      },
      [method, path, body],
    )
  // layoutProblems reports what breaks a page at the current viewport: a
  // document wider than the window (horizontal scroll), and visible
  // controls that overlap each other (neither inside the other) or that
  // reach past the right edge of the window.
  j.layoutProblems = () =>
    page.evaluate(() => {
      const out = []
      const doc = document.scrollingElement || document.documentElement
      if (doc.scrollWidth > doc.clientWidth) {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(el).position !== 'fixed')
          .slice(-3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
        out.push(`horizontal scroll: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth} (widest: ${wide.join(' | ')})`)
      }
      // visibleRect is the part of el not clipped away by a scrolling or
      // clipping ancestor (a table that scrolls sideways, a list), or null.
      const visibleRect = (el) => {
        const r = el.getBoundingClientRect()
        let { left, top, right, bottom } = r
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const st = getComputedStyle(p)
          if (st.overflowX !== 'visible' || st.overflowY !== 'visible') {
            const c = p.getBoundingClientRect()
            left = Math.max(left, c.left)
            top = Math.max(top, c.top)
            right = Math.min(right, c.right)
            bottom = Math.min(bottom, c.bottom)
          }
        }
        bottom = Math.min(bottom, innerHeight)
        top = Math.max(top, 0)
        return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null
      }
      // With a dialog open only its controls count: the page behind is inert.
      const modal = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].at(-1)
      const controls = []
      for (const el of (modal ?? document).querySelectorAll('button, a[href], input, select, textarea, [role="tab"], [role="switch"], [role="combobox"]')) {
        const st = getComputedStyle(el)
        if (st.visibility === 'hidden' || st.opacity === '0' || el.classList.contains('sr-only') || el.closest('[aria-hidden="true"]')) continue
        const r = visibleRect(el)
        if (r) controls.push({ el, r })
      }
      const label = (el) => (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 40)
      for (const { el, r } of controls) {
        if (r.right > doc.clientWidth + 1) out.push(`control past the right edge: "${label(el)}" (right ${Math.round(r.right)} > ${doc.clientWidth})`)
      }
      for (let i = 0; i < controls.length; i++) {
        const { el: ea, r: a } = controls[i]
        for (let k = i + 1; k < controls.length; k++) {
          const { el: eb, r: b } = controls[k]
          if (ea.contains(eb) || eb.contains(ea)) continue
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (w > 3 && h > 3) out.push(`overlapping controls: "${label(ea)}" and "${label(eb)}"`)
        }
      }
      return out.slice(0, 8)
    })
  // expectGoodLayout fails the step when layoutProblems finds anything.
  j.expectGoodLayout = async (where) => {
    const problems = await j.layoutProblems()
    check(problems.length === 0, `${where}: ${problems.join('; ')}`)
  }
  j.close = async () => {
    await context.close().catch(() => {})
    rmSync(profile, { recursive: true, force: true })
  }
  return j
}
