/**
 * The first staff member after a deploy does not wait for a cold admin (issue 37, item 4): the
 * production server warms the admin in the background after it starts (server/admin-warm-up.mjs),
 * while /api/health keeps answering. Measured on loopback, server-side answer times (no browser):
 * a restart of a seeded site, as a deploy is. Before the warm-up, the first GET of the login page
 * took ~2.5 s against ~0.2 s warm on this machine. A timing spec: it runs alone.
 */
import { performance } from 'node:perf_hooks'

import { expect, test } from '@playwright/test'

import { ADMIN_WARM_UP_PATHS } from '../../../server/admin-warm-up.mjs'
import { legalDocumentSlugs } from '../../../src/lib/legal-document-slugs.mjs'
import { type OwnServer, startOwnServer } from '../../../tooling/own-server'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../tooling/throwaway-database'

let database: ThrowawayDatabase
let server: OwnServer | undefined

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  database = await createThrowawayDatabase('edge_admin_warm_up')
  // The site as it is before a deploy: seeded by a first start.
  const first = await startOwnServer('edge_admin_warm_up', {}, { sharedDatabase: database })
  await expect
    .poll(
      // The table appears with the migrations, which the start runs in the background.
      async () =>
        (await first.query<{ count: number }>('select count(*)::int as count from legal_documents').catch(() => [{ count: 0 }]))[0].count,
      { timeout: 120_000 },
    )
    .toBe(legalDocumentSlugs.length)
  await first.stop()
})

test.afterAll(async () => {
  await server?.stop()
  await database?.dispose()
})

test('after a restart, /api/health answers throughout the warm-up and the first login page is as quick as a warm one', async () => {
  test.setTimeout(240_000)
  server = await startOwnServer('edge_admin_warm_up', {}, { sharedDatabase: database })

  const healthTimes: number[] = []
  const all = ADMIN_WARM_UP_PATHS.length
  const warmedUp = () => server!.stdout().includes(`(${all} of ${all} addresses answered)`)
  for (const deadline = Date.now() + 120_000; !warmedUp() && Date.now() < deadline; ) {
    const health = await timedGet(`${server.url}/api/health`)
    expect(health.status).toBe(200)
    healthTimes.push(health.ms)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(warmedUp(), server.stdout()).toBe(true)
  // Ready before the admin's chunks load (the warm-up asks for /api/health first), and healthy throughout. A
  // request that arrives while Node evaluates the admin's modules waits for them (as it did beside the first
  // staff member's open before): within the compose health check's 5 s timeout, even on a busy machine.
  expect(Math.max(...healthTimes), healthTimes.map(Math.round).join(', ')).toBeLessThan(5000)

  // The first staff member: the login page, then the same page warm.
  const first = await timedGet(`${server.url}/admin/login`)
  expect(first.status).toBe(200)
  const warm: number[] = []
  for (let i = 0; i < 3; i++) warm.push((await timedGet(`${server.url}/admin/login`)).ms)
  expect(first.ms, `first ${Math.round(first.ms)} ms, warm ${warm.map(Math.round).join(', ')} ms`).toBeLessThan(2 * median(warm) + 250)

  // Nothing alarming in the server's log: the warm-up's one line is plain information.
  expect(server.stderr()).not.toMatch(/error|⨯|unhandled/i)
  expect(server.stdout()).not.toMatch(/"level":(40|50|60)/)
})
