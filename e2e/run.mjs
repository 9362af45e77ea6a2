#!/usr/bin/env node
// Browser journeys of pharmaops (journeys/*.mjs, in name order).
//
// Starts `$PHARMAOPS_BIN serve` on a random free port with a temporary data
// directory, waits for /health, checks the server's SPA and API edges over
// plain HTTP, then runs every journey in its own signed-out browser context
// of Debian's headless Chromium (playwright-core, no browser download).
// Screenshots go to e2e/screenshots/. Exits 0 on success, 1 on a failed
// check, 2 on a set-up problem (missing binary or browser).
//
// Environment:
//   PHARMAOPS_BIN   path to the pharmaops binary (required unless PHARMAOPS_URL is set)
//   PHARMAOPS_URL   use an already running server instead of starting one
//   CHROMIUM_PATH   browser executable (default /usr/bin/chromium)
//   E2E_TIMEOUT_MS  per-step timeout (default 15000)
//   E2E_KEEP        keep the temporary data directory (prints its path)
//   E2E_ONLY        run only journeys whose file name contains this text
//   E2E_DIR         the folder of journeys (default journeys; bench holds the slow UI timings of make bench)

import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { SetupError, check, cleanups, here, loadChromium, log, openJourney, serverOutput, startServer } from './harness.mjs'

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


async function main() {
  const started = Date.now()
  let code = 0
  try {
    const base = await startServer()
    await httpChecks(base)
    const chromium = await loadChromium()
    const only = process.env.E2E_ONLY || ''
    const dir = process.env.E2E_DIR || 'journeys'
    const files = readdirSync(join(here, dir)).filter((f) => f.endsWith('.mjs') && f.includes(only)).sort()
    check(files.length > 0, `no journey matches E2E_ONLY=${only}`)
    for (const file of files) {
      const mod = await import(pathToFileURL(join(here, dir, file)).href)
      const j = await openJourney(chromium, base, mod.name)
      try {
        await mod.default(j)
        check(j.pageErrors.length === 0, `uncaught errors in the page: ${j.pageErrors.join(' | ')}`)
      } catch (err) {
        const shotFile = `failure-${mod.name}.png`
        await j.page.screenshot({ path: join(here, 'screenshots', shotFile) }).catch(() => {})
        err.message = `journey ${mod.name}, step "${j.current}" failed at ${j.page.url()}: ${err.message} (screenshot: e2e/screenshots/${shotFile})`
        throw err
      } finally {
        await j.close()
      }
    }
    log(`PASS ${files.length} browser journeys in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in e2e/screenshots/`)
  } catch (err) {
    code = err instanceof SetupError ? 2 : 1
    process.stderr.write(`FAIL ${err.message}\n`)
    const out = serverOutput()
    if (out) process.stderr.write(`--- pharmaops serve output (last lines) ---\n${out.split('\n').slice(-40).join('\n')}\n`)
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
