import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { answerOnce, dropExpiredAnswers } from '@/db/idempotency'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

const uniqueEmail = () => `idem-${randomUUID()}@example.com`
const keyHeader = (key: string) => ({ 'Idempotency-Key': `"${key}"` })

async function rowsFor(email: string) {
  const payload = await openPayload()
  return (await payload.count({ collection: 'contacts', where: { email: { equals: email } } })).totalDocs
}

beforeAll(async () => {
  await openPayload()
})

describe('POST /api/contacts with an Idempotency-Key', () => {
  it('a repeat with the same key gets the first answer again and stores nothing new', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    const first = await postContact(validContactBody({ email }), { headers: keyHeader(key) })
    expect(first.status).toBe(201)
    const firstBody = await first.json()

    // Back to back, as a client retrying at once does: each repeat finds the key free again (a
    // replay used to leave its transaction's lock on the key for a moment, and the next got a 409).
    for (let attempt = 0; attempt < 20; attempt++) {
      const repeat = await postContact(validContactBody({ email }), { headers: keyHeader(key) })
      expect(repeat.status, `repeat ${attempt + 1}`).toBe(201)
      expect(await repeat.json()).toEqual(firstBody)
      expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    }
    expect(await rowsFor(email)).toBe(1)
  })

  it('accepts the key unquoted too, as many clients send it', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    expect((await postContact(validContactBody({ email }), { headers: { 'Idempotency-Key': key } })).status).toBe(201)
    expect((await postContact(validContactBody({ email }), { headers: keyHeader(key) })).status).toBe(201)
    expect(await rowsFor(email)).toBe(1)
  })

  it('the same key with different content is refused with 422 and a Spanish message', async () => {
    const key = randomUUID()
    const email = uniqueEmail()
    expect((await postContact(validContactBody({ email }), { headers: keyHeader(key) })).status).toBe(201)
    const other = await postContact(validContactBody({ email, message: 'Otro mensaje distinto.' }), { headers: keyHeader(key) })
    expect(other.status).toBe(422)
    expect((await other.json()).message).toMatch(/ya se usó con otros datos/)
    expect(await rowsFor(email)).toBe(1)
  })

  it('concurrent requests with one key store one contact; the others get 409 or the first answer', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postContact(validContactBody({ email }), { headers: keyHeader(key) })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses).toContain(201)
    for (const status of statuses) expect([201, 409]).toContain(status)
    const conflict = answers.find((answer) => answer.status === 409)
    if (conflict) {
      expect(conflict.headers.get('retry-after')).toBeTruthy()
      expect((await conflict.json()).message).toMatch(/todavía se está procesando/)
    }
    expect(await rowsFor(email)).toBe(1)
  })

  it('a submission that failed validation stores nothing, and the corrected one goes through', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    const invalid = await postContact(validContactBody({ email, phone: '12' }), { headers: keyHeader(key) })
    expect(invalid.status).toBe(400)
    // same key, same (still invalid) content: the same 400, nothing remembered
    expect((await postContact(validContactBody({ email, phone: '12' }), { headers: keyHeader(key) })).status).toBe(400)
    expect((await postContact(validContactBody({ email }), { headers: keyHeader(randomUUID()) })).status).toBe(201)
    expect(await rowsFor(email)).toBe(1)
  })

  it('requests without the header are still accepted (each one stored)', async () => {
    const email = uniqueEmail()
    expect((await postContact(validContactBody({ email }))).status).toBe(201)
    expect((await postContact(validContactBody({ email }))).status).toBe(201)
    expect(await rowsFor(email)).toBe(2)
  })

  it('a malformed key is refused with 400 and a Spanish message', async () => {
    const email = uniqueEmail()
    const response = await postContact(validContactBody({ email }), { headers: { 'Idempotency-Key': '"no vale; tiene espacios"' } })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('La cabecera Idempotency-Key no es válida.')
    expect(await rowsFor(email)).toBe(0)
  })

  it('keeps the answer, not the personal data: the stored record has the key, a fingerprint and the answer', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    await postContact(validContactBody({ email }), { headers: keyHeader(key) })
    const payload = await openPayload()
    const { docs } = await payload.find({ collection: 'idempotency-keys', where: { key: { equals: `contacts:${key}` } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(docs[0].responseStatus).toBe(201)
    expect(JSON.stringify(docs[0])).not.toContain(email)
    const keptFor = new Date(docs[0].expiresAt).getTime() - Date.now()
    expect(keptFor).toBeGreaterThan(23 * 60 * 60 * 1000)
    expect(keptFor).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  })

  it('a key older than a day counts as new: the submission is stored again', async () => {
    const email = uniqueEmail()
    const key = randomUUID()
    expect((await postContact(validContactBody({ email }), { headers: keyHeader(key) })).status).toBe(201)
    const payload = await openPayload()
    await payload.update({
      collection: 'idempotency-keys',
      where: { key: { equals: `contacts:${key}` } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const again = await postContact(validContactBody({ email }), { headers: keyHeader(key) })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBeNull()
    expect(await rowsFor(email)).toBe(2)
  })

  it('expired answers are dropped, the others kept', async () => {
    const payload = await openPayload()
    const make = (key: string, expiresAt: Date) =>
      payload.create({
        collection: 'idempotency-keys',
        data: { key, fingerprint: 'f'.repeat(64), responseStatus: 201, responseBody: {}, expiresAt: expiresAt.toISOString() },
        overrideAccess: true,
      })
    const old = await make(`contacts:${randomUUID()}`, new Date(Date.now() - 60_000))
    const fresh = await make(`contacts:${randomUUID()}`, new Date(Date.now() + 60_000))
    await dropExpiredAnswers(payload)
    const left = await payload.find({ collection: 'idempotency-keys', where: { id: { in: [old.id, fresh.id] } }, overrideAccess: true })
    expect(left.docs.map((doc) => doc.id)).toEqual([fresh.id])
  })

  it('what the submission stored is rolled back with its key when the submission fails half-way', async () => {
    const payload = await openPayload()
    const email = uniqueEmail()
    const key = randomUUID()
    const req = await createLocalReq({}, payload)
    const halfWay = answerOnce(req, { scope: 'contacts', key, content: { email } }, async (inTransaction) => {
      await payload.create({
        collection: 'contacts',
        data: { ...validContactBody({ email }), insuranceType: 'medicare', status: 'nuevo', source: 'formulario' },
        req: inTransaction,
      })
      throw new Error('the connection broke after the insert')
    })
    await expect(halfWay).rejects.toThrow('the connection broke')
    expect(await rowsFor(email)).toBe(0)
    expect((await payload.count({ collection: 'idempotency-keys', where: { key: { equals: `contacts:${key}` } } })).totalDocs).toBe(0)
  })
})
