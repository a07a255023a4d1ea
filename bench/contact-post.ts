/**
 * Load benchmark for POST /api/contacts on the PRODUCTION build. Run by hand, after
 * `npm run build`:
 *
 *   npx tsx bench/contact-post.ts
 *
 * It starts the production server on 127.0.0.1:3901 with the per-IP limit explicitly off for this run
 * (CONTACT_RATE_LIMIT_DISABLED=true: every request comes from loopback), on the project's
 * database, sends the submissions, counts the rows they produced and stops the server.
 * To measure a server you started yourself instead: BENCH_URL=http://… DATABASE_URL=postgres://…
 *
 * Settings (env): BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 20).
 * Prints accepted submissions per second, p50/p99 latency, the status counts and the rows found.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { type BenchServer, startProductionServer } from './lib/production-server'

const ownServer: BenchServer | null = process.env.BENCH_URL
  ? null
  : await startProductionServer(3901, { CONTACT_RATE_LIMIT_DISABLED: 'true' })
const baseUrl = process.env.BENCH_URL || ownServer!.url
const databaseUrl = ownServer?.databaseUrl || process.env.DATABASE_URL
const total = Number(process.env.BENCH_REQUESTS || 2000)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 20)
const run = `bench-${randomUUID()}`

function body(index: number) {
  return JSON.stringify({
    firstName: 'Prueba',
    lastName: `Carga ${index}`,
    email: `${run}-${index}@example.com`,
    phone: '(305) 555-0100',
    insuranceType: 'obamacare',
    message: run,
    consent: true,
  })
}

const latencies: number[] = []
const statuses = new Map<number, number>()
let next = 0

async function worker() {
  while (next < total) {
    const index = next++
    const started = performance.now()
    let status = 0
    try {
      const response = await fetch(new URL('/api/contacts', baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body(index),
      })
      await response.arrayBuffer()
      status = response.status
    } catch {
      status = 0
    }
    latencies.push(performance.now() - started)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

// Warm-up, not measured: the first requests load the route's code.
await Promise.all(
  Array.from({ length: 50 }, (_, index) =>
    fetch(new URL('/api/contacts', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body(total + index).replace(`"message":"${run}"`, `"message":"${run}-warm-up"`),
    }).then((response) => response.arrayBuffer()),
  ),
)

const started = performance.now()
await Promise.all(Array.from({ length: concurrency }, worker))
const seconds = (performance.now() - started) / 1000

const sorted = [...latencies].sort((a, b) => a - b)
const accepted = statuses.get(201) ?? 0
console.log(`POST /api/contacts on ${baseUrl}: ${total} requests, concurrency ${concurrency}, ${seconds.toFixed(1)} s`)
console.log(`statuses: ${[...statuses].map(([status, count]) => `${status || 'network error'}×${count}`).join(', ')}`)
console.log(`accepted submissions/s: ${(accepted / seconds).toFixed(1)}`)
console.log(
  `latency p50: ${percentile(sorted, 50).toFixed(1)} ms, p99: ${percentile(sorted, 99).toFixed(1)} ms, ` +
    `max: ${sorted.at(-1)!.toFixed(1)} ms`,
)
if ((statuses.get(429) ?? 0) > 0) console.log('429s seen: start the server with CONTACT_RATE_LIMIT_DISABLED=true for this benchmark.')

if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ rows: string; distinct_emails: string }>(
    'select count(*) as rows, count(distinct email) as distinct_emails from contacts where message = $1',
    [run],
  )
  await client.end()
  console.log(`rows in the database for this run: ${rows[0].rows} (distinct e-mails ${rows[0].distinct_emails}); 201 answers: ${accepted}`)
} else {
  console.log('DATABASE_URL not set: rows not counted.')
}
await ownServer?.stop()
process.exit(0)
