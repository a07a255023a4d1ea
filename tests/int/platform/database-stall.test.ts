import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/api/[...slug]/route'
import { postgresOf } from '../../../src/db/postgres'
import { openPayload } from '../../../tooling/payload'
import { stallDatabase } from '../../../tooling/postgres-control'
import { postContact, validContactBody } from '../../support/contact-api'
import { intWorker } from '../../support/int-worker'

const unavailable = 'En este momento no podemos recibir tu mensaje. Inténtalo de nuevo en unos minutos.'
/** Longer than any answer may take; the test fails (instead of hanging) when the code has no limit. */
const GIVE_UP_MS = 20_000

async function timed(request: () => Promise<Response>): Promise<{ response: Response | null; ms: number }> {
  const started = performance.now()
  const response = await Promise.race([request(), new Promise<null>((resolve) => setTimeout(() => resolve(null), GIVE_UP_MS))])
  return { response, ms: performance.now() - started }
}

async function rowsFor(email: string) {
  const payload = await openPayload()
  return (await payload.count({ collection: 'contacts', where: { email: { equals: email } } })).totalDocs
}

const getServices = () => GET(new Request('http://localhost:3000/api/services'), { params: Promise.resolve({ slug: ['services'] }) })

beforeAll(async () => {
  await openPayload()
  // the pool holds open connections, as a running site does when the database stalls
  expect((await postContact(validContactBody({ email: `calentar-${randomUUID()}@example.com` }))).status).toBe(201)
  expect((await getServices()).status).toBe(200)
})

describe('a stalled database (Postgres frozen, as a stuck disk or network leaves it)', () => {
  it('a contact POST answers 503 with Spanish JSON and Retry-After within 10 s; its retry stores the contact exactly once', async () => {
    const email = `congelada-${randomUUID()}@example.com`
    const key = randomUUID()
    const submit = () => postContact(validContactBody({ email }), { headers: { 'Idempotency-Key': `"${key}"` }, ip: '203.0.113.90' })

    const resume = await stallDatabase(intWorker().databaseDataDir, intWorker().databaseUrl)
    let first: Awaited<ReturnType<typeof timed>>
    try {
      first = await timed(submit)
    } finally {
      await resume()
    }
    console.info(`[stall] contact POST answered ${first.response?.status ?? 'nothing'} after ${Math.round(first.ms)} ms`)
    expect(first.response, `no answer within ${GIVE_UP_MS} ms`).not.toBeNull()
    expect(first.response!.status).toBe(503)
    expect(first.ms).toBeLessThan(10_000)
    expect(first.response!.headers.get('retry-after')).toBe('30')
    expect(first.response!.headers.get('content-type')).toContain('application/json')
    expect((await first.response!.json()).message).toBe(unavailable)

    // Awake again: the visitor presses "Enviar" once more with the same key. Whatever the
    // stalled request left behind is finished or gone; the contact exists once.
    let retry: Response | undefined
    await expect
      .poll(
        async () => {
          retry = await submit()
          return retry.status
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(201)
    expect(await rowsFor(email)).toBe(1)
    expect((await submit()).status).toBe(201)
    expect(await rowsFor(email)).toBe(1)
  })

  it('a contact POST without a key also answers 503 within 10 s', async () => {
    const resume = await stallDatabase(intWorker().databaseDataDir, intWorker().databaseUrl)
    let answer: Awaited<ReturnType<typeof timed>>
    try {
      answer = await timed(() => postContact(validContactBody({ email: `sin-clave-${randomUUID()}@example.com` })))
    } finally {
      await resume()
    }
    console.info(`[stall] keyless contact POST answered ${answer.response?.status ?? 'nothing'} after ${Math.round(answer.ms)} ms`)
    expect(answer.response?.status).toBe(503)
    expect(answer.ms).toBeLessThan(10_000)
  })

  it('a REST read answers 503 with Retry-After and a Spanish message, and 200 again once it is back', async () => {
    const resume = await stallDatabase(intWorker().databaseDataDir, intWorker().databaseUrl)
    let answer: Awaited<ReturnType<typeof timed>>
    try {
      answer = await timed(getServices)
    } finally {
      await resume()
    }
    console.info(`[stall] GET /api/services answered ${answer.response?.status ?? 'nothing'} after ${Math.round(answer.ms)} ms`)
    expect(answer.response?.status).toBe(503)
    expect(answer.response!.headers.get('retry-after')).toBe('30')
    expect((await answer.response!.json()).errors[0].message).toMatch(/no responde/)
    await expect.poll(async () => (await getServices()).status, { timeout: 30_000, interval: 500 }).toBe(200)
  })

  it('the site keeps working after several stalls: no connection is lost for good', { timeout: 180_000 }, async () => {
    const payload = await openPayload()
    const pool = postgresOf(payload).pool
    const checkedOut = () => pool.totalCount - pool.idleCount
    await expect.poll(() => pool.waitingCount, { timeout: 30_000 }).toBe(0)
    // The job runner takes connections now and then (and keeps one for its lock): the baseline is
    // the fewest seen over two seconds, and a connection lost for good would stay above it.
    let checkedOutBefore = checkedOut()
    for (let sample = 0; sample < 20; sample++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      checkedOutBefore = Math.min(checkedOutBefore, checkedOut())
    }
    for (let round = 0; round < 3; round++) {
      const resume = await stallDatabase(intWorker().databaseDataDir, intWorker().databaseUrl)
      try {
        await Promise.all(
          Array.from({ length: 4 }, () =>
            timed(() =>
              postContact(validContactBody({ email: `rafaga-${randomUUID()}@example.com` }), {
                headers: { 'Idempotency-Key': `"${randomUUID()}"` },
              }),
            ),
          ),
        )
      } finally {
        await resume()
      }
    }
    // Everything left behind finishes and gives its connection back (a connection lost for good
    // stays checked out); then a full pool's worth of requests at once still works.
    await expect.poll(async () => (await getServices()).status, { timeout: 30_000, interval: 500 }).toBe(200)
    await expect.poll(checkedOut, { timeout: 30_000, interval: 200 }).toBeLessThanOrEqual(checkedOutBefore)
    const burst = await Promise.all(Array.from({ length: pool.options.max + 2 }, () => timed(getServices)))
    expect(burst.map(({ response }) => response?.status)).toEqual(Array(pool.options.max + 2).fill(200))
  })
})
