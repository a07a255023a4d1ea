import { createHmac } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { expireContentEndpoint } from '../../../../src/content/expire-endpoint'
import { presentsContentCacheKey } from '../../../../src/content/expire-through-site'

const SECRET = 'a-payload-secret-of-at-least-32-characters'
const siteKey = () => createHmac('sha256', SECRET).update('content-cache-expire').digest('hex')

const call = (tag: string, key?: string) =>
  expireContentEndpoint.handler({
    url: `http://localhost/api/content-cache/expire?tag=${tag}`,
    headers: new Headers(key === undefined ? {} : { 'x-content-cache-key': key }),
  } as PayloadRequest)

describe('the endpoint that expires cached content', () => {
  let previous: string | undefined
  beforeEach(() => {
    previous = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = SECRET
  })
  afterEach(() => {
    process.env.PAYLOAD_SECRET = previous
  })

  it('takes only the key derived from PAYLOAD_SECRET', () => {
    expect(presentsContentCacheKey(new Headers({ 'x-content-cache-key': siteKey() }))).toBe(true)
    const oneCharacterOff = siteKey().slice(0, -1) + (siteKey().endsWith('0') ? '1' : '0')
    expect(presentsContentCacheKey(new Headers({ 'x-content-cache-key': oneCharacterOff }))).toBe(false)
    expect(presentsContentCacheKey(new Headers({ 'x-content-cache-key': 'corta' }))).toBe(false)
    expect(presentsContentCacheKey(new Headers())).toBe(false)
  })

  it('answers 401 in JSON without the key and 400 for a tag the site does not have', async () => {
    const refused = await call('pages', 'f'.repeat(64))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Clave de caché incorrecta.' })
    const unknown = await call('everything', siteKey())
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ message: 'Etiqueta de contenido desconocida.' })
  })
})
