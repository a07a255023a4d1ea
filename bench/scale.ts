/**
 * One instance against two, side by side, through Caddy. Run by hand, after `npm run build`:
 *
 *   npx tsx bench/scale.ts
 *
 * It starts a redis-server and two production servers (REDIS_URL set, the contact limit off for
 * this run: every request comes from loopback) on one throwaway database, and Debian's caddy
 * with the project's Caddyfile twice: in front of the first instance only, and in front of
 * both. Then, RUNS times and alternating the two set-ups, it measures GET / (served from the
 * shared page cache) and POST /api/contacts (a row each). Prints the median requests per
 * second and latency of each set-up and the ratio two/one.
 *
 * Settings (env): BENCH_REQUESTS (default 600 pages, a third as many posts), BENCH_CONCURRENCY
 * (default 16), RUNS (default 3).
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { startCaddy } from '../tooling/caddy'
import { startOwnServer } from '../tooling/own-server'
import { startRedis } from '../tooling/redis-server'
import { createThrowawayDatabase } from '../tooling/throwaway-database'
import { median } from './lib/target'

const pageRequests = Number(process.env.BENCH_REQUESTS || 600)
const postRequests = Math.max(1, Math.round(pageRequests / 3))
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16)
const runs = Number(process.env.RUNS || 3)
const run = `bench-scale-${randomUUID()}`

type Measure = { perSecond: number; p50: number; failures: number }

async function load(total: number, request: (index: number) => Promise<Response>): Promise<Measure> {
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      const index = next++
      const sent = performance.now()
      const response = await request(index).catch(() => null)
      await response?.arrayBuffer()
      if (!response || response.status >= 300) failures++
      latencies.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { perSecond: total / ((performance.now() - started) / 1000), p50: median(latencies), failures }
}

const page = (url: string) => () => fetch(`${url}/`)
const post = (url: string, label: string) => (index: number) =>
  fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Prueba',
      lastName: `Escala ${index}`,
      email: `${run}-${label}-${index}@example.com`,
      phone: '(305) 555-0100',
      insuranceType: 'obamacare',
      message: run,
      consent: true,
    }),
  })

const redis = await startRedis()
const database = await createThrowawayDatabase('bench_scale')
const env = { REDIS_URL: redis.url, TRUST_PROXY: '1', CONTACT_RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'warn' }
const first = await startOwnServer('bench_scale', env, { sharedDatabase: database })
const second = await startOwnServer('bench_scale', env, { sharedDatabase: database })
const setups = {
  one: await startCaddy(`127.0.0.1:${first.port}`),
  two: await startCaddy([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]),
}

try {
  // Warm-up: Payload starts on each instance's first API request; the page goes into the cache.
  for (const proxy of Object.values(setups)) {
    await load(concurrency * 2, page(proxy.url))
    await load(concurrency, post(proxy.url, 'warm-up'))
  }
  const results = { one: { pages: [] as Measure[], posts: [] as Measure[] }, two: { pages: [] as Measure[], posts: [] as Measure[] } }
  for (let round = 0; round < runs; round++) {
    for (const name of round % 2 ? (['two', 'one'] as const) : (['one', 'two'] as const)) {
      results[name].pages.push(await load(pageRequests, page(setups[name].url)))
      results[name].posts.push(await load(postRequests, post(setups[name].url, `${name}-${round}`)))
    }
  }
  const summary = (measures: Measure[]) => ({
    perSecond: median(measures.map((m) => m.perSecond)),
    p50: median(measures.map((m) => m.p50)),
    failures: measures.reduce((sum, m) => sum + m.failures, 0),
  })
  console.log(`${runs} rounds, concurrency ${concurrency}, ${pageRequests} pages and ${postRequests} posts per round and set-up`)
  for (const kind of ['pages', 'posts'] as const) {
    const one = summary(results.one[kind])
    const two = summary(results.two[kind])
    const label = kind === 'pages' ? 'GET /' : 'POST /api/contacts'
    for (const [name, figures] of [
      ['1 instance ', one],
      ['2 instances', two],
    ] as const) {
      const { perSecond, p50, failures } = figures
      console.log(`${label.padEnd(18)} ${name}: ${perSecond.toFixed(1)} req/s, p50 ${p50.toFixed(1)} ms, failures ${failures}`)
    }
    console.log(`${label.padEnd(18)} ratio two/one: ${(two.perSecond / one.perSecond).toFixed(2)}`)
  }
} finally {
  await Promise.all(Object.values(setups).map((proxy) => proxy.stop()))
  await Promise.all([first.stop(), second.stop()])
  await database.dispose()
  await redis.stop()
}
