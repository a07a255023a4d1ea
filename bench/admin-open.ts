/**
 * How long a staff member waits for the admin right after a deploy, and once it is warm. Run by
 * hand, after `npm run build`:
 *
 *   npx tsx bench/admin-open.ts
 *
 * A throwaway database is seeded by a first production server, which also gets a lead (the public
 * form) and a staff account (created by the first admin, as the agency does; its session is made
 * there too); that server stops and a fresh one starts on the same database: the deploy. It runs
 * with the admin's warm-up off (ADMIN_WARM_UP=false: the server before issue 37), then on
 * (WARM_UP=off|on|both, default both; ROUNDS alternations, default 1). Once it has settled (its
 * «Admin warmed up» line, or SETTLE_SECONDS, default 20, when it prints none), Chromium opens, each time in a new browser
 * context (an empty browser cache, as after a deploy that changed every chunk's name) with the
 * staff session: the login page, the dashboard, a lead (the contact's edit view), a page editor
 * with its live preview. First: the first open of each after the start, in that order (the first
 * staff member's morning). Warm: RUNS (default 3) more rounds, medians. Milliseconds from the
 * navigation to the view's content on screen (for the preview: the page's heading inside it).
 */
import { performance } from 'node:perf_hooks'

import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'

import { legalDocumentSlugs } from '../src/lib/legal-document-slugs.mjs'
import { chromiumLaunchOptions } from '../tooling/chromium'
import { type OwnServer, residentMemoryMb, startOwnServer } from '../tooling/own-server'
import { TEST_ADMIN } from '../tooling/test-env'
import { createThrowawayDatabase } from '../tooling/throwaway-database'
import { median } from './lib/target'

const runs = Number(process.env.RUNS || 3)
const settleSeconds = Number(process.env.SETTLE_SECONDS || 20)
const campaignSlug = 'medicare-florida'
const staff = { email: `bench-admin-${Date.now()}@agencia.example`, password: `clave-bench-${Date.now()}` }
const visibleWithin = { timeout: 60_000 }

async function seeded(server: OwnServer) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    const [row] = await server.query<{ count: number }>('select count(*)::int as count from legal_documents').catch(() => [{ count: 0 }])
    if (row.count === legalDocumentSlugs.length) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the seed did not complete in 180 s')
}

async function apiJson(url: string, init: RequestInit & { json?: unknown; token?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `JWT ${init.token}`
  const response = await fetch(url, { ...init, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** A lead and a staff account, through the site as a visitor and the admin would make them; the ids the views open. */
async function prepare(server: OwnServer): Promise<{ leadId: number; pageId: number }> {
  const leadEmail = `bench-lead-${Date.now()}@example.com`
  await apiJson(`${server.url}/api/contacts`, {
    method: 'POST',
    json: {
      firstName: 'Marta',
      lastName: 'Prueba',
      email: leadEmail,
      phone: '305-555-0100',
      insuranceType: 'medicare',
      message: 'Quiero comparar planes.',
      consent: true,
    },
  })
  const admin = await apiJson(`${server.url}/api/users/login`, { method: 'POST', json: TEST_ADMIN })
  await apiJson(`${server.url}/api/users`, {
    method: 'POST',
    token: admin.token as string,
    json: { ...staff, name: 'Personal de la prueba', roles: ['staff'] },
  })
  const [lead] = await server.query<{ id: number }>('select id from contacts where email = $1', [leadEmail])
  const [campaign] = await server.query<{ id: number }>('select id from pages where slug = $1', [campaignSlug])
  return { leadId: lead.id, pageId: campaign.id }
}

/** Waits for the server's warm-up line (none before issue 37), at most SETTLE_SECONDS when there is none. */
async function settled(server: OwnServer): Promise<string> {
  const started = Date.now()
  while (Date.now() - started < settleSeconds * 1000) {
    const line = server.stdout().match(/Admin warmed up[^\n]*/)?.[0]
    if (line) return line
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return `no warm-up line: waited ${settleSeconds} s`
}

/** `anonymous`: opened without the session (a signed-in visit to the login page goes on to the dashboard). */
type Open = { name: string; anonymous?: boolean; open: (page: Page) => Promise<void> }

function opens(url: string, ids: { leadId: number; pageId: number }): Open[] {
  return [
    {
      name: 'login page',
      anonymous: true,
      open: async (page) => {
        await page.goto(`${url}/admin/login`)
        await page.getByLabel('Correo electrónico').waitFor(visibleWithin)
      },
    },
    {
      name: 'dashboard',
      open: async (page) => {
        await page.goto(`${url}/admin`)
        await page.getByTestId('new-contacts-count').waitFor(visibleWithin)
      },
    },
    {
      name: 'a lead (edit view)',
      open: async (page) => {
        await page.goto(`${url}/admin/collections/contacts/${ids.leadId}`)
        await page.locator('#field-email').waitFor(visibleWithin)
      },
    },
    {
      name: 'page editor',
      open: async (page) => {
        await page.goto(`${url}/admin/collections/pages/${ids.pageId}`)
        await page.locator('#field-title').waitFor(visibleWithin)
      },
    },
    {
      name: '… with its live preview',
      open: async (page) => {
        await page.goto(`${url}/admin/collections/pages/${ids.pageId}`)
        await page.locator('#field-title').waitFor(visibleWithin)
        // Payload remembers an open live preview per account: open it only when it is not already.
        const toggle = page.getByRole('button', { name: 'Previsualizar', exact: true })
        await page.locator('iframe').or(toggle).first().waitFor(visibleWithin)
        if ((await page.locator('iframe').count()) === 0) await toggle.first().click()
        await page.frameLocator('iframe').first().locator('h1').first().waitFor(visibleWithin)
      },
    },
  ]
}

async function timeOpen(browser: Browser, session: Session, open: Open): Promise<number> {
  const context = await browser.newContext(open.anonymous ? {} : { storageState: session })
  try {
    const page = await context.newPage()
    const started = performance.now()
    await open.open(page).catch(async (error: Error) => {
      const shot = `/tmp/admin-open-${open.name.replace(/\W+/g, '-')}.png`
      await page.screenshot({ path: shot }).catch(() => {})
      throw new Error(`${open.name}: ${error.message.split('\n')[0]} at ${page.url()} (screenshot ${shot})`)
    })
    return performance.now() - started
  } finally {
    await context.close()
  }
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>

/** The staff session, made on the seeding server: the fresh one has served nothing before the first open. */
async function staffSession(browser: Browser, url: string): Promise<Session> {
  const login = await browser.newContext()
  const answer = await login.request.post(`${url}/api/users/login`, { data: staff })
  if (!answer.ok()) throw new Error(`staff login: ${answer.status()} ${await answer.text()}`)
  const session = await login.storageState()
  await login.close()
  return session
}

/** One fresh server: its settling, the first open of each view in turn, then RUNS warm rounds. */
async function measure(browser: Browser, session: Session, ids: { leadId: number; pageId: number }, warmUp: 'on' | 'off') {
  const startedAt = performance.now()
  const server = await startOwnServer(
    'bench_admin_open',
    { ADMIN_WARM_UP: warmUp === 'on' ? 'true' : 'false' },
    { sharedDatabase: database },
  )
  try {
    const healthyAfter = performance.now() - startedAt
    const settle = await settled(server)
    const rssSettled = residentMemoryMb(server.pid)
    const views = opens(server.url, ids)
    const firsts: number[] = []
    for (const view of views) firsts.push(await timeOpen(browser, session, view))
    const warm: number[][] = views.map(() => [])
    for (let round = 0; round < runs; round++) {
      for (const [index, view] of views.entries()) warm[index].push(await timeOpen(browser, session, view))
    }
    console.log(`\nwarm-up ${warmUp}: fresh production server, healthy after ${(healthyAfter / 1000).toFixed(1)} s; ${settle}`)
    console.log(
      `server RSS before the first open: ${rssSettled.toFixed(0)} MB, after the opens: ${residentMemoryMb(server.pid).toFixed(0)} MB`,
    )
    console.log(`| view | first open (ms) | warm, median of ${runs} (ms) | warm runs |`)
    console.log('| --- | --- | --- | --- |')
    for (const [index, view] of views.entries()) {
      const runsText = warm[index].map((ms) => ms.toFixed(0)).join(', ')
      console.log(`| ${view.name} | ${firsts[index].toFixed(0)} | ${median(warm[index]).toFixed(0)} | ${runsText} |`)
    }
  } finally {
    await server.stop()
  }
}

/** WARM_UP=on|off|both (default both: off first, then on, ROUNDS times, default 1). */
const modes = (process.env.WARM_UP === 'on' ? ['on'] : process.env.WARM_UP === 'off' ? ['off'] : ['off', 'on']) as ('on' | 'off')[]
const rounds = Number(process.env.ROUNDS || 1)

const database = await createThrowawayDatabase('bench_admin_open')
let browser: Browser | undefined
try {
  browser = await chromium.launch(chromiumLaunchOptions)
  const first = await startOwnServer('bench_admin_open', {}, { sharedDatabase: database })
  await seeded(first)
  const ids = await prepare(first)
  const session = await staffSession(browser, first.url)
  await first.stop()
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) await measure(browser, session, ids, mode)
  }
} finally {
  await browser?.close()
  await database.dispose()
}
