/**
 * Several instances of the site, as `docker compose up --scale app=2` runs them, on loopback:
 * two production servers on one database and one redis-server (REDIS_URL), Debian's caddy in
 * front of both, and a capturing SMTP server for the staff e-mails. The test sends each
 * instance requests directly, as Caddy would (TRUST_PROXY=1: the visitor is the last
 * X-Forwarded-For entry), or through Caddy. Loops are bounded in count; everything is loopback.
 */
import { expect, test } from '@playwright/test'

import { legalDocumentSlugs } from '../../../src/lib/legal-document-slugs.mjs'
import { type RunningCaddy, startCaddy } from '../../../tooling/caddy'
import { type OwnServer, startOwnServer } from '../../../tooling/own-server'
import { type RunningRedis, startRedis } from '../../../tooling/redis-server'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../tooling/throwaway-database'
import { uniqueVisitor } from '../../support/contact-page'
import { type SmtpCapture, startSmtpCapture } from '../../support/smtp-capture'

const CONTACT_LIMIT = 5
const PROPAGATION_LIMIT_MS = 2000

let smtp: SmtpCapture
const mailsAbout = (marker: string) => smtp.mailsWith(marker).length

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function postContact(server: OwnServer, visitorAddress: string, visitor = uniqueVisitor()) {
  return fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress },
    body: JSON.stringify({ ...visitor, consent: true }),
  })
}

function login(server: OwnServer, email: string, password: string, visitorAddress = '198.51.100.20') {
  return fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress },
    body: JSON.stringify({ email, password }),
  })
}

async function seeded(server: OwnServer) {
  await expect
    .poll(async () => ((await (await fetch(`${server.url}/api/legal-documents?limit=0`)).json()) as { totalDocs?: number }).totalDocs, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(legalDocumentSlugs.length)
}

test.describe('several instances on one database and one Redis', () => {
  test.describe.configure({ mode: 'serial' })
  let redis: RunningRedis
  let database: ThrowawayDatabase
  let a: OwnServer
  let b: OwnServer
  let proxy: RunningCaddy

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    smtp = await startSmtpCapture()
    redis = await startRedis()
    database = await createThrowawayDatabase('instances')
    const env = {
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
      CONTACT_RATE_LIMIT_WINDOW_MS: '600000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      CONTACT_NOTIFY_TO: 'equipo@example.com',
    }
    // One after the other: the first seeds the empty database.
    a = await startOwnServer('instances', env, { sharedDatabase: database })
    await seeded(a)
    b = await startOwnServer('instances', env, { sharedDatabase: database })
    proxy = await startCaddy([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`])
  })

  test.afterAll(async () => {
    // Two servers' graceful stops on a loaded machine outlast the default timeout; each step
    // runs even when one before it failed, so nothing is left running.
    test.setTimeout(120_000)
    const steps: (() => Promise<unknown> | undefined)[] = [
      () => proxy?.stop(),
      () => Promise.all([a?.stop(), b?.stop()]),
      () => database?.dispose(),
      () => redis?.stop(),
    ]
    for (const step of steps) await Promise.resolve().then(step).catch(console.error)
    await smtp?.stop()
  })

  test.afterEach(async () => {
    const info = test.info()
    if (info.status === info.expectedStatus) return
    await info.attach('caddy output', { body: proxy?.output() ?? '' })
    await info.attach('instance A stderr', { body: a?.stderr() ?? '' })
    await info.attach('instance B stderr', { body: b?.stderr() ?? '' })
  })

  test('a staff save through one instance shows on the other within 2 s', async () => {
    // Both instances have the home page in their cache before the save.
    for (const server of [a, b]) expect((await fetch(`${server.url}/`)).status).toBe(200)
    const signedIn = await login(a, TEST_ADMIN.email, TEST_ADMIN.password)
    expect(signedIn.status).toBe(200)
    const auth = { Authorization: `JWT ${((await signedIn.json()) as { token: string }).token}` }
    const landing = (await (await fetch(`${a.url}/api/globals/landing?depth=0`, { headers: auth })).json()) as { hero: object }
    const title = `Título compartido ${Date.now()}`

    const saved = await fetch(`${a.url}/api/globals/landing`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ hero: { ...landing.hero, title }, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    const savedAt = performance.now()
    // When the first request to B that shows the save was sent, and when its answer came: the
    // answer also waits for B to render the page afresh (seconds on a loaded 2-core machine).
    let shown: { sentAfterMs: number; answeredAfterMs: number } | null = null
    for (let attempt = 0; attempt < 40 && !shown; attempt++) {
      const sentAfterMs = performance.now() - savedAt
      if ((await (await fetch(`${b.url}/`)).text()).includes(title)) {
        shown = { sentAfterMs, answeredAfterMs: performance.now() - savedAt }
      } else await pause(100)
    }
    console.log(`[instances] the save through A: shown by B to a request sent ${JSON.stringify(shown)} ms after it`)
    expect(shown?.sentAfterMs).toBeLessThan(PROPAGATION_LIMIT_MS)
    expect(await (await fetch(`${a.url}/`)).text()).toContain(title)
    expect(await (await fetch(`${proxy.url}/`)).text()).toContain(title)
  })

  test('a page published, edited or unpublished through either instance is served that way by both at once', async () => {
    const signedIn = await login(b, TEST_ADMIN.email, TEST_ADMIN.password)
    const auth = { Authorization: `JWT ${((await signedIn.json()) as { token: string }).token}`, 'content-type': 'application/json' }
    const found = await fetch(`${b.url}/api/pages?where[slug][equals]=obamacare-2027&draft=true&depth=0`, { headers: auth })
    const page = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    for (const server of [a, b]) expect((await fetch(`${server.url}/obamacare-2027`)).status).toBe(404)

    const save = (server: OwnServer, query: string, body: object) =>
      fetch(`${server.url}/api/pages/${page.id}${query}`, { method: 'PATCH', headers: auth, body: JSON.stringify(body) })
    expect((await save(b, '', { _status: 'published' })).status).toBe(200)
    for (const server of [a, b, proxy]) expect((await fetch(`${server.url}/obamacare-2027`)).status).toBe(200)

    const title = `Título de campaña ${Date.now()}`
    expect((await save(a, '', { title, _status: 'published', meta: { title } })).status).toBe(200)
    // Both had the page cached: the save expires it on both (shared tags in Redis).
    await expect
      .poll(async () => (await (await fetch(`${b.url}/obamacare-2027`)).text()).includes(title), { timeout: PROPAGATION_LIMIT_MS })
      .toBe(true)

    expect((await save(a, '?depth=0&unpublishAllLocales=true', { _status: 'draft' })).status).toBe(200)
    for (const server of [a, b, proxy]) expect((await fetch(`${server.url}/obamacare-2027`)).status).toBe(404)
  })

  test('the contact limit is shared: 3 posts to each instance from one address, the 6th is refused; one e-mail per lead', async () => {
    const address = '203.0.113.61'
    const visitors = Array.from({ length: 6 }, () => uniqueVisitor())
    const statuses: number[] = []
    for (const [n, visitor] of visitors.entries()) statuses.push((await postContact(n % 2 ? b : a, address, visitor)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])

    const accepted = visitors.slice(0, CONTACT_LIMIT).map((visitor) => visitor.lastName)
    await expect.poll(() => accepted.map(mailsAbout), { timeout: 15_000 }).toEqual(accepted.map(() => 1))
    await pause(1500) // a second e-mail for the same lead would have come by now
    expect(accepted.map(mailsAbout)).toEqual(accepted.map(() => 1))
    expect(mailsAbout(visitors[5].lastName)).toBe(0)
  })

  test('the login throttle is shared: failures through both instances make the address wait on each', async () => {
    const address = '203.0.113.62'
    const account = `nadie-${Date.now()}@example.com`
    // Three failures on each: within the five free failures of one instance, past them together
    // (the sixth starts a one-second wait, asked of both instances at once).
    for (let n = 0; n < 6; n++) expect((await login(n % 2 ? b : a, account, 'clave-equivocada', address)).status).toBe(401)
    const refused = await Promise.all([a, b].map((server) => login(server, account, 'clave-equivocada', address)))
    expect(refused.map((response) => response.status)).toEqual([429, 429])
    expect(refused.map((response) => Number(response.headers.get('retry-after')))).toEqual([1, 1])
  })

  test('logins of one account on both instances at once: every session stays valid', async () => {
    const logins = await Promise.all([a, b, a, b].map((server) => login(server, TEST_ADMIN.email, TEST_ADMIN.password)))
    expect(logins.map((response) => response.status)).toEqual([200, 200, 200, 200])
    const tokens = await Promise.all(logins.map(async (response) => ((await response.json()) as { token: string }).token))
    for (const token of tokens) {
      const me = (await (await fetch(`${a.url}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as {
        user: { email: string } | null
      }
      expect(me.user?.email).toBe(TEST_ADMIN.email)
    }
  })

  test('an instance killed mid-traffic loses no accepted lead, and Caddy keeps serving through the other', async () => {
    const visitors = Array.from({ length: 24 }, () => uniqueVisitor())
    const answers: { email: string; status: number | 'no answer' }[] = []
    let next = 0
    const worker = async () => {
      while (next < visitors.length) {
        const n = next++
        if (n === 8) void b.kill()
        // The body is read too: a connection reset by the killed instance then rejects here
        // instead of surfacing later as an unhandled stream error.
        const status = await postContact(n % 2 ? b : a, `198.51.100.${100 + n}`, visitors[n]).then(
          async (response) => {
            await response.arrayBuffer().catch(() => undefined)
            return response.status
          },
          () => 'no answer' as const,
        )
        answers.push({ email: visitors[n].email, status })
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))

    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.email)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 'no answer')).toBe(true)
    expect(accepted.length).toBeGreaterThanOrEqual(12) // at least every post to the instance left running
    const stored = await a.query<{ email: string }>('select email from contacts where email = any($1)', [accepted])
    expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort())

    for (let n = 0; n < 4; n++) expect((await fetch(`${proxy.url}/`)).status).toBe(200)
    const throughProxy = await fetch(`${proxy.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...uniqueVisitor(), consent: true }),
    })
    expect(throughProxy.status).toBe(201)
  })
})
