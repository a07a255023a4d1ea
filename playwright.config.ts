import { defineConfig, devices } from '@playwright/test'

import { e2eConfig } from './tests/support/e2e-config'
import { chromiumLaunchOptions as chromium } from './tooling/chromium'

// File name only: the checkout folder itself may be called "admin".
const staffDeskSpecs = /[\\/]admin-[^\\/]*\.spec\.ts$/
// Measures response times: runs with nothing else of the suite beside it.
const timingSpecs = /timing\.spec/
// What these check is the same at any browser size: the HTML as served (validity, head tags), the
// answers' headers and caching, unknown paths, where a visitor came from. The phone runs the pages.
const viewportNeutralSpecs = [
  /site-valid-html\.spec/,
  /site-seo\.spec/,
  /security-headers\.spec/,
  /api-private-answers\.spec/,
  /site-unknown-paths\.spec/,
  /site-revalidation\.spec/,
  /attribution\.spec/,
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eConfig.baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'es-US',
    timezoneId: 'America/New_York',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      // The late font swap is a phone's case (site-font-swap.spec.ts).
      testIgnore: [/outage\.spec/, staffDeskSpecs, timingSpecs, /site-font-swap\.spec/],
    },
    // Process-level checks need no second browser size.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testIgnore: [
        /outage\.spec/,
        staffDeskSpecs,
        timingSpecs,
        /configuration\.spec/,
        /edge-[^\\/]*\.spec/,
        /staff-notifications\.spec/,
        ...viewportNeutralSpecs,
      ],
    },
    // The staff desk (desktop only) edits published content, so it runs after the visitor tests.
    {
      name: 'admin',
      testMatch: staffDeskSpecs,
      testIgnore: timingSpecs,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'timing',
      testMatch: timingSpecs,
      dependencies: ['admin'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Stops the database under the running site, so it runs alone after everything else.
    {
      name: 'outage',
      testMatch: /outage\.spec/,
      dependencies: ['desktop', 'mobile', 'admin', 'timing'],
      workers: 1,
      use: { launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `${e2eConfig.baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not a kill: the server stops Postgres and drops the content it cached.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: process.env.DEBUG_E2E_SERVER ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
})
