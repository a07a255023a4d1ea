/**
 * Load without loss: 60 s of mixed traffic on loopback (page GETs and contact POSTs from many
 * simulated client addresses, bounded concurrency), then every accepted contact is looked up
 * in the database. Prints requests sent, 5xx, 201s, rows found and duplicates.
 *
 * Usage, after `npm run build`: `npx tsx bench/soak.ts` starts the production server on
 * 127.0.0.1:3902 (rate limit on as in production; TRUST_PROXY=1, so the benchmark stands in for
 * the reverse proxy and each request's X-Forwarded-For address counts as a different visitor)
 * on the project's database, and stops it afterwards.
 * Against a server you started yourself: BENCH_URL=http://… DATABASE_URL=postgres://…
 * SOAK_SECONDS (default 60) and SOAK_CONCURRENCY (default 16) tune the run.
 */
import pg from 'pg'

import { type BenchServer, startProductionServer } from './lib/production-server'
import { pages } from './lib/target'

const ownServer: BenchServer | null = process.env.BENCH_URL ? null : await startProductionServer(3902, { TRUST_PROXY: '1' })
const targetUrl = (process.env.BENCH_URL || ownServer!.url).replace(/\/$/, '')
const databaseUrl = ownServer?.databaseUrl || process.env.DATABASE_URL

const seconds = Number(process.env.SOAK_SECONDS || 60)
const concurrency = Number(process.env.SOAK_CONCURRENCY || 16)
const run = `soak${Date.now().toString(36)}`
const statuses = new Map<number, number>()
const accepted = new Set<string>()
let sent = 0
let networkErrors = 0
let sequence = 0

const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)

async function postContact() {
  const n = sequence++
  const email = `${run}-${n}@example.com`
  // A different client address per request, so the per-IP limit sees many visitors.
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const response = await fetch(`${targetUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      firstName: 'Carga',
      lastName: 'Prueba',
      email,
      phone: '305-555-0100',
      insuranceType: 'medicare',
      message: `Mensaje de prueba ${n}`,
      consent: true,
    }),
  })
  await response.arrayBuffer()
  count(response.status)
  if (response.status === 201) accepted.add(email)
}

async function getPage() {
  const response = await fetch(`${targetUrl}${pages[sequence++ % pages.length]}`)
  await response.arrayBuffer()
  count(response.status)
}

async function worker(deadline: number, index: number) {
  for (let i = index; Date.now() < deadline; i++) {
    sent++
    try {
      await (i % 3 === 0 ? postContact() : getPage())
    } catch {
      networkErrors++
    }
  }
}

const deadline = Date.now() + seconds * 1000
await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(deadline, index)))

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const { rows } = await client.query<{ email: string; copies: string }>(
  'select email, count(*) as copies from contacts where email like $1 group by email',
  [`${run}-%`],
)
await client.end()

const found = new Set(rows.map((row) => row.email))
const duplicates = rows.filter((row) => Number(row.copies) > 1).length
const missing = [...accepted].filter((email) => !found.has(email)).length
const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
console.log(`soak ${seconds}s, ${concurrency} concurrent, ${targetUrl}`)
console.log(`requests sent ${sent}, network errors ${networkErrors}`)
console.log(
  `statuses ${[...statuses]
    .sort()
    .map(([status, n]) => `${status}:${n}`)
    .join(' ')}`,
)
console.log(`5xx ${fiveXx}, 201s ${accepted.size}, rows found ${found.size}, missing ${missing}, duplicated ${duplicates}`)
await ownServer?.stop()
process.exit(fiveXx || missing || duplicates || networkErrors ? 1 : 0)
