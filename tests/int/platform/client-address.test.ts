/**
 * The client address behind the contact endpoint (REST handler in-process; the address the
 * front server would pass is given in its peer-address header): what the consent record stores
 * and what the per-address limit counts.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

const uniqueEmail = () => `addr-${randomUUID()}@example.com`

async function storedIp(email: string) {
  const payload = await openPayload()
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1 })
  return docs[0]?.ip
}

beforeAll(async () => {
  await openPayload()
})

afterEach(() => {
  delete process.env.TRUST_PROXY
})

describe('the client address on the consent record', () => {
  it('is the peer; an X-Forwarded-For or X-Real-IP the client wrote is ignored', async () => {
    const email = uniqueEmail()
    const headers = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7', forwarded: 'for=8.8.8.8' }
    expect((await postContact(validContactBody({ email }), { ip: '203.0.113.60', headers })).status).toBe(201)
    expect(await storedIp(email)).toBe('203.0.113.60')
  })

  it('behind one proxy (TRUST_PROXY=1) is the address the proxy appended, not what the client claimed before it', async () => {
    process.env.TRUST_PROXY = '1'
    const email = uniqueEmail()
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.61' }
    expect((await postContact(validContactBody({ email }), { ip: '172.18.0.5', headers })).status).toBe(201)
    expect(await storedIp(email)).toBe('203.0.113.61')
  })

  it('is written one way: IPv4-mapped IPv6 as IPv4, IPv6 in its short lowercase form', async () => {
    const mapped = uniqueEmail()
    expect((await postContact(validContactBody({ email: mapped }), { ip: '::ffff:198.51.100.7' })).status).toBe(201)
    expect(await storedIp(mapped)).toBe('198.51.100.7')
    const long = uniqueEmail()
    expect((await postContact(validContactBody({ email: long }), { ip: '2001:DB8:0:0:0:0:0:A1' })).status).toBe(201)
    expect(await storedIp(long)).toBe('2001:db8::a1')
  })
})

describe('the per-address contact limit', () => {
  it('counts an IPv6 /64 as one visitor: new addresses in it do not reset the limit, another /64 is not affected', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip: `2001:db8:77:1::${n}` })).status).toBe(201)
    }
    const limited = await postContact(validContactBody({ email: uniqueEmail() }), { ip: '2001:db8:77:1:ffff:ffff:ffff:fffe' })
    expect(limited.status).toBe(429)
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip: '2001:db8:77:2::1' })).status).toBe(201)
  })
})
