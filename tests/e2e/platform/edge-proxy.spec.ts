/**
 * The topology of docker compose, on loopback: Debian's caddy running the project's Caddyfile
 * (plain HTTP on a free port instead of HTTPS) in front of the production server started as
 * compose starts it (TRUST_PROXY=1). Attack loops are bounded and target loopback only.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { bodyLimits, defaultBodyLimit } from '../../../src/lib/request-body-limits.mjs'
import { type RunningCaddy, startCaddy } from '../../../tooling/caddy'
import { type OwnServer, startOwnServer, untilApiAnswers } from '../../../tooling/own-server'
import { CONSENT_LABEL, contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { postLargeBody } from '../../support/large-body'

const CONTACT_LIMIT = 3

test.describe('the site behind Caddy', () => {
  test.describe.configure({ mode: 'serial' })
  let app: OwnServer
  let proxy: RunningCaddy

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    app = await startOwnServer('edge_proxy', { TRUST_PROXY: '1', CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT) })
    proxy = await startCaddy(`127.0.0.1:${app.port}`)
    // The API route starts Payload on its first request.
    await untilApiAnswers(`${proxy.url}/api/contacts`)
  })

  test.afterAll(async () => {
    await proxy?.stop()
    await app?.stop()
  })

  test.afterEach(async () => {
    const info = test.info()
    if (info.status === info.expectedStatus) return
    await info.attach('caddy output', { body: proxy?.output() ?? '' })
    await info.attach('server stderr', { body: app?.stderr() ?? '' })
  })

  test('a visitor uses the site through the proxy: the page, compressed, and the contact form', async ({ page }) => {
    const compressed = await fetch(`${proxy.url}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(compressed.status).toBe(200)
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    expect(compressed.headers.get('server')).toBeNull()

    await page.goto(`${proxy.url}/#contacto`)
    await expect(page.locator('h1')).toContainText('seguro ideal para ti')
    const visitor = uniqueVisitor()
    await fillContactForm(page, visitor)
    await contactForm(page).submit.click()
    await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
    const rows = await app.query<{ ip: string; consent_text: string }>('select ip, consent_text from contacts where email = $1', [
      visitor.email,
    ])
    expect(rows).toEqual([{ ip: '127.0.0.1', consent_text: CONSENT_LABEL }])
  })

  test('a visitor without JavaScript sends the form through the proxy: the answer page, the lead with its address', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    try {
      await page.goto(`${proxy.url}/#contacto`)
      const visitor = uniqueVisitor()
      await fillContactForm(page, visitor)
      await contactForm(page).submit.click()
      await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
      expect(new URL(page.url()).pathname).toBe('/contacto/gracias')
      const rows = await app.query<{ ip: string; source: string }>('select ip, source from contacts where email = $1', [visitor.email])
      expect(rows).toEqual([{ ip: '127.0.0.1', source: 'formulario-sin-js' }])
    } finally {
      await page.close()
    }
  })

  test('forged X-Forwarded-For through the proxy makes no new visitors: 429 after the limit, the real address on record', async () => {
    const remaining = CONTACT_LIMIT - 2 // the two visitors above used one each (one limit for the form with and without JavaScript)
    const statuses: number[] = []
    for (let n = 1; n <= 6; n++) {
      const response = await fetch(`${proxy.url}/api/contacts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${n}`,
          'x-real-ip': `198.51.100.${n}`,
          'x-peer-address': `192.0.2.${n}`,
        },
        body: JSON.stringify({
          firstName: 'Falso',
          lastName: `Proxy ${n}`,
          email: `proxy-forja-${n}@example.com`,
          phone: '(786) 555-0142',
          insuranceType: 'medicare',
          consent: true,
        }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(remaining).fill(201), ...Array(6 - remaining).fill(429)])
    const rows = await app.query<{ ip: string }>("select ip from contacts where email like 'proxy-forja-%'")
    expect(rows.map((row) => row.ip)).toEqual(Array(remaining).fill('127.0.0.1'))
  })

  test('four parallel 20 MB sign-in bodies through the proxy: all 413 within a second', async () => {
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postLargeBody(`${proxy.url}/api/users/login`, 20 * 1024 * 1024, started)),
    )
    expect(answers.map(({ status, message }) => ({ status, message }))).toEqual(
      Array(4).fill({ status: 413, message: defaultBodyLimit.message }),
    )
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000)
    expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200)
  })
})

test.describe("the proxy's own body limits, in front of a server that records what reaches it", () => {
  type Seen = { path: string; bytes: number; forwardedFor?: string; realIp?: string }
  const seen: Seen[] = []
  let upstream: http.Server
  let proxy: RunningCaddy

  test.beforeAll(async () => {
    upstream = http.createServer(async (req, res) => {
      let bytes = 0
      for await (const chunk of req) bytes += chunk.length
      const forwardedFor = req.headers['x-forwarded-for'] as string | undefined
      seen.push({ path: req.url ?? '', bytes, forwardedFor, realIp: req.headers['x-real-ip'] as string | undefined })
      res.end('ok')
    })
    upstream.listen(0, '127.0.0.1')
    await once(upstream, 'listening')
    proxy = await startCaddy(`127.0.0.1:${(upstream.address() as AddressInfo).port}`)
  })

  test.afterAll(async () => {
    await proxy?.stop()
    upstream?.close()
  })

  test('each body limit of the app holds at the proxy: at the limit passes, one byte more is 413, never forwarded', async () => {
    for (const limit of [...bodyLimits, defaultBodyLimit]) {
      const path = limit === defaultBodyLimit ? '/api/services' : limit.paths[limit.paths.length - 1].replace('*', '7')
      seen.length = 0
      const fits = await fetch(`${proxy.url}${path}`, { method: 'POST', body: new Uint8Array(limit.maxBytes) })
      expect(fits.status, `${limit.name} at its limit`).toBe(200)
      expect(seen).toMatchObject([{ path, bytes: limit.maxBytes }])

      seen.length = 0
      const over = await fetch(`${proxy.url}${path}`, { method: 'POST', body: new Uint8Array(limit.maxBytes + 1) })
      expect(over.status, `${limit.name} one byte over`).toBe(413)
      // Caddy's own answer carries the site's security headers (it never reached the app).
      expect(over.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(over.headers.get('x-frame-options')).toBe('DENY')
      expect(over.headers.get('x-content-type-options')).toBe('nosniff')
      expect(over.headers.get('strict-transport-security')).toContain('max-age=')
      if (limit.answer === 'page') {
        // A form a browser sent: the browser shows the answer, so it is the app's Spanish page.
        expect(over.headers.get('content-type')).toBe('text/html; charset=utf-8')
        const page = await over.text()
        expect(page).toMatch(/^<!doctype html><html lang="es">/)
        expect(page).toContain(limit.message)
      } else {
        expect(over.headers.get('content-type')).toContain('application/json')
        expect(await over.json()).toEqual({ message: limit.message })
      }
      expect(seen).toEqual([])
    }
  })

  test("the client's own X-Forwarded-For and X-Real-IP do not reach the app: it sees the connection's address", async () => {
    seen.length = 0
    await fetch(`${proxy.url}/api/health`, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' } })
    expect(seen).toEqual([{ path: '/api/health', bytes: 0, forwardedFor: '127.0.0.1', realIp: undefined }])
  })
})
