/**
 * What the production server holds in memory, beside a bare Next server in the same run. Run by
 * hand, after `npm run build`:
 *
 *   npx tsx bench/memory.ts
 *
 * A throwaway database is seeded by a first server, which also gets a lead and a staff account
 * (as bench/admin-open.ts); then a fresh server starts on it (TRUST_PROXY=1: each contact post's
 * X-Forwarded-For is another visitor, as in bench/soak.ts) beside the bare Next page
 * (bench/bare-next). Resident memory (VmRSS, and its anonymous part: heaps and compiled code) of
 * both: after start, after the admin's warm-up (the server's «Admin warmed up» line), during
 * MEMORY_SECONDS (default 300) of mixed load with MEMORY_CONCURRENCY (default 8) clients (public
 * pages, contact posts, staff opening the dashboard, the contacts list, a lead, a page editor and
 * its preview; the bare page gets a share of the page requests), and after 30 s idle.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { legalDocumentSlugs } from '../src/lib/legal-document-slugs.mjs'
import { type OwnServer, startOwnServer } from '../tooling/own-server'
import { TEST_ADMIN } from '../tooling/test-env'
import { createThrowawayDatabase } from '../tooling/throwaway-database'
import { startBareNext } from './lib/bare-next'
import { pages } from './lib/target'

const seconds = Number(process.env.MEMORY_SECONDS || 300)
const concurrency = Number(process.env.MEMORY_CONCURRENCY || 8)
const campaignSlug = 'medicare-florida'
const run = `memory${Date.now().toString(36)}`
const staff = { email: `${run}@agencia.example`, password: `tortuga-cobre-${randomUUID()}` }

type Memory = { rss: number; anon: number }

/** VmRSS and RssAnon of a process in MB, from /proc (Linux). */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024
  return { rss: kb('VmRSS'), anon: kb('RssAnon') }
}

const shown = ({ rss, anon }: Memory) => `${rss.toFixed(0)} MB (anonymous ${anon.toFixed(0)})`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function seeded(server: OwnServer) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await pause(500)) {
    const [row] = await server.query<{ count: number }>('select count(*)::int as count from legal_documents').catch(() => [{ count: 0 }])
    if (row.count === legalDocumentSlugs.length) return
  }
  throw new Error('the seed did not complete in 180 s')
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

const contact = (n: number) => ({
  firstName: 'Memoria',
  lastName: 'Prueba',
  email: `${run}-${n}@example.com`,
  phone: '305-555-0100',
  insuranceType: 'medicare',
  message: `Mensaje de prueba ${n}`,
  consent: true,
})

/** A lead, a staff account and its session cookie, made on the seeding server. */
async function prepare(server: OwnServer) {
  await postJson(`${server.url}/api/contacts`, contact(0))
  const admin = await postJson(`${server.url}/api/users/login`, TEST_ADMIN)
  await postJson(
    `${server.url}/api/users`,
    { ...staff, name: 'Personal de memoria', roles: ['staff'] },
    { authorization: `JWT ${admin.token}` },
  )
  const session = await postJson(`${server.url}/api/users/login`, staff)
  const [lead] = await server.query<{ id: number }>('select id from contacts where email = $1', [contact(0).email])
  const [campaign] = await server.query<{ id: number }>('select id from pages where slug = $1', [campaignSlug])
  // As a browser sends them: Payload takes the session cookie only from a same-origin request.
  const staffHeaders = { cookie: `payload-token=${session.token}`, 'sec-fetch-site': 'same-origin' }
  const dashboard = await (await fetch(`${server.url}/admin`, { headers: staffHeaders })).text()
  if (!dashboard.includes('new-contacts-count')) throw new Error('the staff session does not open the dashboard')
  return { staffHeaders, leadId: lead.id, pageId: campaign.id }
}

const database = await createThrowawayDatabase('bench_memory')
let server: OwnServer | undefined
let bare: Awaited<ReturnType<typeof startBareNext>> | undefined
try {
  const first = await startOwnServer('bench_memory', {}, { sharedDatabase: database })
  await seeded(first)
  const { staffHeaders, leadId, pageId } = await prepare(first)
  await first.stop()

  bare = await startBareNext()
  server = await startOwnServer('bench_memory', { TRUST_PROXY: '1' }, { sharedDatabase: database })
  const site = server
  const bareAtStart = memoryOf(bare.pid)
  const atStart = memoryOf(site.pid)
  const warmUpDeadline = Date.now() + 120_000
  while (!/Admin warmed up/.test(site.stdout()) && Date.now() < warmUpDeadline) await pause(250)
  const warmUpLine = site.stdout().match(/Admin warmed up[^\n]*/)?.[0] ?? 'no warm-up line within 120 s'
  const afterWarmUp = memoryOf(site.pid)

  const staffPaths = [
    '/admin',
    '/admin/collections/contacts',
    `/admin/collections/contacts/${leadId}`,
    `/admin/collections/pages/${pageId}`,
    `/api/preview?path=${encodeURIComponent(`/${campaignSlug}`)}`,
  ]
  const publicPaths = [...pages, `/${campaignSlug}`, '/citas', '/contacto']
  const statuses = new Map<string, number>()
  const count = (kind: string, status: number | string) => statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1)
  let sequence = 0
  const requests: Record<number, () => Promise<void>> = {
    0: async () => {
      const n = ++sequence
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      const response = await fetch(`${site.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(contact(n)),
      })
      await response.arrayBuffer()
      count('contact', response.status)
    },
    1: async () => {
      const response = await fetch(`${site.url}${staffPaths[sequence++ % staffPaths.length]}`, { headers: staffHeaders })
      await response.arrayBuffer()
      count('admin', response.status)
    },
    2: async () => {
      const response = await fetch(`${bare!.url}`)
      await response.arrayBuffer()
      count('bare', response.status)
    },
  }
  const peak = { site: afterWarmUp.rss, bare: bareAtStart.rss }
  const samples: string[] = []
  const started = Date.now()
  const sampler = setInterval(() => {
    const now = { site: memoryOf(site.pid).rss, bare: memoryOf(bare!.pid).rss }
    peak.site = Math.max(peak.site, now.site)
    peak.bare = Math.max(peak.bare, now.bare)
    if (samples.length < 1000) samples.push(`${Math.round((Date.now() - started) / 1000)} s: ${now.site.toFixed(0)}/${now.bare.toFixed(0)}`)
  }, 10_000)
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; Date.now() < deadline; i++) {
        // Of every 6 requests: 3 public pages, 1 contact post, 1 staff open, 1 bare page.
        const kind = i % 6
        try {
          if (kind < 3) {
            const response = await fetch(`${site.url}${publicPaths[sequence++ % publicPaths.length]}`, {
              headers: { 'accept-encoding': 'gzip' },
            })
            await response.arrayBuffer()
            count('page', response.status)
          } else await requests[kind - 3]()
        } catch (error) {
          count('network error', (error as Error).message)
        }
      }
    }),
  )
  clearInterval(sampler)
  const afterLoad = memoryOf(site.pid)
  const bareAfterLoad = memoryOf(bare.pid)
  await pause(30_000)

  console.log(`memory, production server beside a bare Next server (${seconds} s of mixed load, ${concurrency} clients)`)
  console.log(`| moment | site | bare Next |`)
  console.log('| --- | --- | --- |')
  console.log(`| after start (/api/health 200) | ${shown(atStart)} | ${shown(bareAtStart)} |`)
  console.log(`| after the admin's warm-up (${warmUpLine}) | ${shown(afterWarmUp)} | |`)
  console.log(`| peak during the load | ${peak.site.toFixed(0)} MB | ${peak.bare.toFixed(0)} MB |`)
  console.log(`| after the load | ${shown(afterLoad)} | ${shown(bareAfterLoad)} |`)
  console.log(`| after 30 s idle | ${shown(memoryOf(site.pid))} | ${shown(memoryOf(bare.pid))} |`)
  console.log(
    `requests: ${[...statuses]
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ')}`,
  )
  console.log(`samples every 10 s (site/bare MB): ${samples.join('; ')}`)
} finally {
  bare?.stop()
  await server?.stop()
  await database.dispose()
}
