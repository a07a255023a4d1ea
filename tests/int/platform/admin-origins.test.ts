/**
 * Which origins the staff session cookie is accepted from (Payload's `csrf` list), over the real
 * REST handlers in-process: the public address, plus ADMIN_ORIGINS.
 */
import { vi } from 'vitest'

const before = vi.hoisted(() => {
  const saved = { url: process.env.NEXT_PUBLIC_SERVER_URL, origins: process.env.ADMIN_ORIGINS }
  process.env.NEXT_PUBLIC_SERVER_URL = 'http://localhost:3000'
  process.env.ADMIN_ORIGINS = 'https://agencia.example'
  return saved
})

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'

const post = REST_POST(config)

afterAll(() => {
  for (const [name, value] of [
    ['NEXT_PUBLIC_SERVER_URL', before.url],
    ['ADMIN_ORIGINS', before.origins],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return post(request, { params: Promise.resolve({ slug: path.split('/') }) })
}

describe('saving from the admin with the session cookie', () => {
  let payload: Payload
  let cookie: string

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
    const account = { email: `origen-${Date.now()}@agencia.example`, password: 'faro-azul-en-la-bahia-origen' }
    await payload.create({ collection: 'users', data: { ...account, roles: ['admin'] } })
    const login = await call('users/login', account)
    expect(login.status).toBe(200)
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)
  })

  const saveFrom = async (origin: string) => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    return call('globals/site-settings', { phone: settings.phone }, { cookie, origin })
  }

  it('works from the public address and from an origin listed in ADMIN_ORIGINS', async () => {
    expect((await saveFrom('http://localhost:3000')).status).toBe(200)
    expect((await saveFrom('https://agencia.example')).status).toBe(200)
  })

  it('is refused from any other origin, such as the same server reached by its IP', async () => {
    const refused = await saveFrom('http://127.0.0.1:3000')
    expect(refused.status).toBe(403)
  })
})
