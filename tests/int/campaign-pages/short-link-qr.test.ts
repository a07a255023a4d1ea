/**
 * A short link's QR code downloads (GET /api/redirects/:id/qr.png and qr.svg) and its campaign
 * parameters, over the real REST handlers in-process and a real Postgres.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'
import { readQrPng } from '../../support/qr-image'
import { restCall } from '../../support/rest-api'

const call = (method: 'GET' | 'POST', path: string, { body, token }: { body?: unknown; token?: string } = {}) =>
  restCall(method, path, { body, token, ip: freshIp() })

let payload: Payload
let staffToken: string
let publicOrigin: string

beforeAll(async () => {
  payload = await openPayload()
  publicOrigin = payload.config.serverURL
  const email = `qr-${randomUUID()}@agencia.example`
  const password = `faro-azul-en-la-bahia-${randomUUID().slice(0, 8)}`
  await payload.create({ collection: 'users', data: { email, password, roles: ['staff'] } })
  const login = await call('POST', 'users/login', { body: { email, password } })
  staffToken = ((await login.json()) as { token: string }).token
})

async function createShortLink(from: string, campaign: Record<string, string> = {}) {
  const response = await call('POST', 'redirects', {
    token: staffToken,
    // A page of the site: this file's database has no campaign page (no seed), the contact page is always there.
    body: { from, to: { type: 'custom', url: '/contacto' }, type: '302', campaign },
  })
  return { status: response.status, json: (await response.json()) as { doc?: { id: number }; errors?: unknown[] } }
}

describe('QR code of a short link', () => {
  it("downloads as a print-sized PNG (quiet zone of 4, level M or more) decoding to the short link's address", async () => {
    const from = `/radio-${randomUUID().slice(0, 6)}`
    const created = await createShortLink(from, { utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026' })
    expect(created.status).toBe(201)

    const response = await call('GET', `redirects/${created.json.doc?.id}/qr.png`, { token: staffToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="qr-${from.slice(1)}.png"`)
    const printed = readQrPng(Buffer.from(await response.arrayBuffer()))
    expect(printed.text).toBe(`${publicOrigin}${from}`)
    expect(printed.width).toBeGreaterThanOrEqual(1200)
    expect(printed.height).toBe(printed.width)
    expect(printed.quietZoneModules).toBe(4)
    expect(['M', 'Q', 'H']).toContain(printed.errorCorrection)
  })

  it('downloads as a vector SVG drawn with paths', async () => {
    const from = `/flyer-${randomUUID().slice(0, 6)}`
    const created = await createShortLink(from)
    const response = await call('GET', `redirects/${created.json.doc?.id}/qr.svg`, { token: staffToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="qr-${from.slice(1)}.svg"`)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"[^>]*>.*<\/svg>\s*$/s)
    expect(svg).toMatch(/<path [^>]*d="M[^"]{200,}"/)
    expect(svg).not.toMatch(/<image|<script|data:/)
  })

  it('is refused to a visitor who is not signed in, with a Spanish message', async () => {
    const created = await createShortLink(`/anon-${randomUUID().slice(0, 6)}`)
    for (const format of ['png', 'svg']) {
      const response = await call('GET', `redirects/${created.json.doc?.id}/qr.${format}`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ errors: [{ message: 'Inicie sesión para descargar el código QR.' }] })
    }
  })

  it('answers 422 in JSON, not an error page, when the address is too long for a QR code', async () => {
    const created = await createShortLink(`/larga-${'x'.repeat(2000)}`)
    expect(created.status).toBe(201)
    const response = await call('GET', `redirects/${created.json.doc?.id}/qr.png`, { token: staffToken })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: [{ message: 'La dirección del enlace corto es demasiado larga para un código QR. Acórtela y guarde de nuevo.' }],
    })
  })

  it.each(['999999999', '0', 'abc', '1e3', '99999999999999999999'])('answers 404 in JSON for the unknown id %j', async (id) => {
    const response = await call('GET', `redirects/${id}/qr.png`, { token: staffToken })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'No se encontró la redirección.' }] })
  })
})

describe('campaign parameters of a short link', () => {
  it('are stored as staff write them', async () => {
    const campaign = { utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026', utm_content: 'spot_30s.v2' }
    const created = await createShortLink(`/campana-${randomUUID().slice(0, 6)}`, campaign)
    expect(created.status).toBe(201)
    const stored = await payload.findByID({ collection: 'redirects', id: created.json.doc?.id as number })
    expect(stored.campaign).toEqual(campaign)
  })

  it.each([
    ['utm_source', 'Radio'],
    ['utm_medium', 'fuera de línea'],
    ['utm_campaign', 'aep&2026'],
    ['utm_content', 'niño'],
  ])('refuses %s %j with a Spanish message on the field', async (name, value) => {
    const created = await createShortLink(`/mala-${randomUUID().slice(0, 6)}`, { [name]: value })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json.errors)).toContain(`"path":"campaign.${name}"`)
    expect(JSON.stringify(created.json.errors)).toContain('Use solo letras minúsculas sin acentos, números')
  })

  it('refuses a value longer than its field allows', async () => {
    const created = await createShortLink(`/larga-${randomUUID().slice(0, 6)}`, { utm_source: 'a'.repeat(41) })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json.errors)).toContain('"path":"campaign.utm_source"')
  })
})
