/**
 * Passwords, password resets and the reach of the staff role, over the real REST handlers
 * in-process (the route exports of src/app/(payload)/api/[...slug]) and a real SMTP server.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'
import { restCall } from '../../support/rest-api'
import { type SmtpCapture, startSmtpCapture } from '../../support/smtp-capture'

let smtp: SmtpCapture

type CallOptions = { body?: unknown; token?: string; ip?: string; cookie?: string }

async function call(method: 'POST' | 'PATCH' | 'DELETE', path: string, { body, token, ip = freshIp(), cookie }: CallOptions = {}) {
  const started = performance.now()
  const response = await restCall(method, path, { body, token, ip, headers: cookie ? { cookie } : {} })
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    ms: performance.now() - started,
    setCookies: response.headers.getSetCookie(),
  }
}

const fieldErrors = (json: Record<string, unknown>) =>
  ((json.errors ?? []) as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((error) => error.data?.errors ?? [])

let payload: Payload
const strongPassword = () => `faro-azul-en-la-bahia-${randomUUID().slice(0, 8)}`
const newEmail = () => `cuenta-${randomUUID()}@agencia.example`
const tokens: { admin?: string; staff?: string } = {}

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  payload = await openPayload()
  await seed(payload)
  for (const role of ['admin', 'staff'] as const) {
    const email = newEmail()
    const password = strongPassword()
    await payload.create({ collection: 'users', data: { email, password, roles: [role] } })
    tokens[role] = (await call('POST', 'users/login', { body: { email, password } })).json.token as string
  }
})

afterAll(async () => {
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  await smtp.stop()
})

describe('password policy', () => {
  it.each([
    ['abc', 'La contraseña debe tener al menos 12 caracteres.'],
    ['abcdefghijk', 'La contraseña debe tener al menos 12 caracteres.'],
    ['password1234', /^Esta contraseña es demasiado común o fácil de adivinar\./],
    ['123456789012', /^Esta contraseña es demasiado común o fácil de adivinar\./],
    ['aaaaaaaaaaaa', /^Esta contraseña es demasiado común o fácil de adivinar\./],
  ])('an admin creating an account with %j is refused with a Spanish message on the password', async (password, message) => {
    const answer = await call('POST', 'users', { token: tokens.admin, body: { email: newEmail(), password, roles: ['staff'] } })
    expect(answer.status).toBe(400)
    const errors = fieldErrors(answer.json)
    expect(errors.map((error) => error.path)).toEqual(['password'])
    expect(errors[0].message).toMatch(message)
  })

  it('a password that contains the account e-mail is refused', async () => {
    const email = `margarita.flores-${randomUUID().slice(0, 6)}@agencia.example`
    const answer = await call('POST', 'users', { token: tokens.admin, body: { email, password: email, roles: ['staff'] } })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.json).map((error) => error.path)).toEqual(['password'])
  })

  it('a long, uncommon password is accepted', async () => {
    const answer = await call('POST', 'users', {
      token: tokens.admin,
      body: { email: newEmail(), password: strongPassword(), roles: ['staff'] },
    })
    expect(answer.status).toBe(201)
  })

  it('a reset link cannot set a weak password either', async () => {
    const email = newEmail()
    await payload.create({ collection: 'users', data: { email, password: strongPassword(), roles: ['staff'] } })
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const weak = await call('POST', 'users/reset-password', { body: { token, password: 'clave' } })
    expect(weak.status).toBe(400)
    expect(fieldErrors(weak.json)[0]).toEqual({
      path: 'password',
      label: 'Contraseña',
      message: 'La contraseña debe tener al menos 12 caracteres.',
    })
    expect((await call('POST', 'users/reset-password', { body: { token, password: strongPassword() } })).status).toBe(200)
  })
})

describe('forgot password', () => {
  it('answers at once and alike for a known and an unknown e-mail; the reset e-mail follows in the background', async () => {
    const known = newEmail()
    await payload.create({ collection: 'users', data: { email: known, password: strongPassword(), roles: ['staff'] } })
    smtp.acceptDelayMs = 3000
    try {
      const forKnown = await call('POST', 'users/forgot-password', { body: { email: known } })
      const forUnknown = await call('POST', 'users/forgot-password', { body: { email: newEmail() } })
      expect(forKnown.status).toBe(200)
      expect(forKnown.text).toBe(forUnknown.text)
      expect(forKnown.ms, 'does not wait for the slow mail server').toBeLessThan(1500)
      await expect.poll(() => smtp.inbox.filter((mail) => mail.to.includes(known)).length, { timeout: 10_000 }).toBe(1)
    } finally {
      smtp.acceptDelayMs = 0
    }
  })

  it('without an e-mail the answer is a 400, as before', async () => {
    expect((await call('POST', 'users/forgot-password', { body: {} })).status).toBe(400)
  })
})

describe('what the staff role may change', () => {
  it('only an admin changes the agency e-mail that receives the contact notifications', async () => {
    const before = (await payload.findGlobal({ slug: 'site-settings' })).email
    const byStaff = await call('POST', 'globals/site-settings', { token: tokens.staff, body: { email: 'intruso@example.com' } })
    expect(byStaff.status === 403 || (await payload.findGlobal({ slug: 'site-settings' })).email === before).toBe(true)
    expect((await payload.findGlobal({ slug: 'site-settings' })).email).toBe(before)

    const changed = `avisos-${randomUUID().slice(0, 6)}@agencia.example`
    expect((await call('POST', 'globals/site-settings', { token: tokens.admin, body: { email: changed } })).status).toBe(200)
    expect((await payload.findGlobal({ slug: 'site-settings' })).email).toBe(changed)
    await payload.updateGlobal({ slug: 'site-settings', data: { email: before }, context: { skipRevalidate: true } })
  })

  it('no one deletes a legal document: staff are refused by access, admins by the site needing it', async () => {
    const { docs } = await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'terms-of-service' } } })
    expect(docs).toHaveLength(1)
    expect([401, 403]).toContain((await call('DELETE', `legal-documents/${docs[0].id}`, { token: tokens.staff })).status)
    expect(await payload.count({ collection: 'legal-documents', where: { id: { equals: docs[0].id } } })).toEqual({ totalDocs: 1 })
    const byAdmin = await call('DELETE', `legal-documents/${docs[0].id}`, { token: tokens.admin })
    expect(byAdmin.status).toBe(409)
    expect(await payload.count({ collection: 'legal-documents', where: { id: { equals: docs[0].id } } })).toEqual({ totalDocs: 1 })
  })
})

describe('guessing the current password through an open session', () => {
  it('is throttled like a login: after a few wrong guesses the address waits, in Spanish, even with the right one', async () => {
    const email = newEmail()
    const password = strongPassword()
    const { id } = await payload.create({ collection: 'users', data: { email, password, roles: ['staff'] } })
    const token = (await call('POST', 'users/login', { body: { email, password } })).json.token as string
    const ip = freshIp()
    const guess = (currentPassword: string, from = ip) =>
      call('PATCH', `users/${id}`, { token, ip: from, body: { password: strongPassword(), currentPassword } })

    // Before: 20 guesses, 20 checked. Now five are free, then the waits double (1 s, 2 s, 4 s, 8 s …).
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await guess(`adivinanza-${attempt}`)).status)
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.filter((status) => status === 400).length, statuses.join(',')).toBeLessThanOrEqual(10)
    // Past the five free guesses, every guess that is checked starts a wait: the next one is refused.
    // (How many waits end between two guesses depends on how fast the machine answers.)
    const afterChecked = statuses.flatMap((status, n) => (n >= 5 && status === 400 && n + 1 < statuses.length ? [statuses[n + 1]] : []))
    expect(afterChecked.length, statuses.join(',')).toBeGreaterThan(0)
    expect(
      afterChecked.every((status) => status === 429),
      statuses.join(','),
    ).toBe(true)

    // A wrong guess that is checked starts a new, longer wait (4 s or more by now): the right
    // password sent right after it is refused too. (Sent after a 429 instead, it raced the end of
    // whatever wait that 429 was in.)
    let checked = false
    for (let attempt = 0; attempt < 40 && !checked; attempt++) {
      checked = (await guess(`otra-adivinanza-${attempt}`)).status === 400
      if (!checked) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(checked).toBe(true)
    const refused = await guess(password)
    expect(refused.status).toBe(429)
    expect((refused.json.errors as { message: string }[])[0].message).toMatch(
      /^Demasiados intentos fallidos\. Vuelva a intentarlo en \d+ (segundos?|minutos?)\.$/,
    )
    // The owner at another address is not slowed down.
    expect((await guess(password, freshIp())).status).toBe(200)
  }, 120_000)
})

describe('many strangers failing on one account', () => {
  /** The name=value pairs a browser would send back, from a response's Set-Cookie headers. */
  const cookieHeader = (setCookies: string[]) => setCookies.map((line) => line.split(';')[0]).join('; ')

  it('keep new addresses out, but not the owner signing in from a new place on a device used before', async () => {
    const email = newEmail()
    const password = strongPassword()
    await payload.create({ collection: 'users', data: { email, password, roles: ['staff'] } })
    const other = { email: newEmail(), password: strongPassword() }
    await payload.create({ collection: 'users', data: { ...other, roles: ['staff'] } })

    // The owner and a colleague signed in before, each on their own device.
    const earlier = await call('POST', 'users/login', { body: { email, password } })
    expect(earlier.status).toBe(200)
    const device = cookieHeader(earlier.setCookies)
    const colleaguesDevice = cookieHeader((await call('POST', 'users/login', { body: other })).setCookies)

    // 51 wrong passwords from 51 addresses (the probe: all within seconds).
    for (let attempt = 0; attempt <= 50; attempt++) {
      expect([401, 429]).toContain((await call('POST', 'users/login', { body: { email, password: `adivina-${attempt}` } })).status)
    }

    // A stranger at a new address waits, whatever cookie it shows ...
    expect((await call('POST', 'users/login', { body: { email, password } })).status).toBe(429)
    expect((await call('POST', 'users/login', { body: { email, password }, cookie: colleaguesDevice })).status).toBe(429)
    expect((await call('POST', 'users/login', { body: { email, password }, cookie: `${device}x` })).status).toBe(429)
    // ... the owner, from a new address on the device they used before, signs in.
    const owner = await call('POST', 'users/login', { body: { email, password }, cookie: device })
    expect(owner.status, owner.text).toBe(200)
  }, 240_000)
})
