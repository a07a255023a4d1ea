/**
 * `npm run screenshots`: full-page PNGs of the landing page at 375 px and 1280 px wide,
 * written to docs/screenshots/.
 *
 * Against a running site: `SCREENSHOT_URL=http://localhost:3000 npm run screenshots`.
 * Without SCREENSHOT_URL it builds nothing but starts the Playwright e2e server itself
 * (the production build from `npx next build`, on a fresh embedded database, port E2E_PORT
 * or 3210), takes the pictures and stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../../tooling/chromium'
import { waitFor200 } from '../../tooling/wait-for-http'

const widths = [
  { name: 'landing-375.png', width: 375, height: 812, isMobile: true },
  { name: 'landing-1280.png', width: 1280, height: 800, isMobile: false },
]
const outDir = path.resolve('docs/screenshots')

async function main() {
  let server: ChildProcess | undefined
  let baseURL = process.env.SCREENSHOT_URL?.replace(/\/$/, '')
  if (!baseURL) {
    const port = process.env.E2E_PORT || '3210'
    baseURL = `http://localhost:${port}`
    server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tests/support/e2e-server.ts'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: port },
    })
    await waitFor200(`${baseURL}/api/health`, Date.now(), 120_000)
  }
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    mkdirSync(outDir, { recursive: true })
    for (const shot of widths) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        isMobile: shot.isMobile,
        hasTouch: shot.isMobile,
        deviceScaleFactor: 1,
        locale: 'es-US',
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      // Lazy images below the fold load only once scrolled into view.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      // The first request of each logo is optimised on the fly; wait until every image has arrived.
      const allShown = () =>
        Array.from(document.images)
          .filter((img) => img.getClientRects().length > 0)
          .every((img) => img.complete && img.naturalWidth > 0)
      await page.waitForFunction(allShown, null, {
        timeout: 60_000,
      })
      await page.screenshot({ path: path.join(outDir, shot.name), fullPage: true })
      console.log(`wrote docs/screenshots/${shot.name}`)
      await context.close()
    }
  } finally {
    await browser.close()
    server?.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
