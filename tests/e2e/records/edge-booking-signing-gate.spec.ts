/**
 * The booking and signing pages behind the contact form's gate (issue 33, item 6; findings 7 and
 * 14). Before: a post to /firmar/<t> with another site's Origin got Next's English 500, one with
 * `Sec-Fetch-Site: cross-site` and no Origin was stored (a rescission), a malformed multipart body
 * got an English 500, bodies up to 1 MiB were read, and the token pages were `public`.
 * The real signing form in a browser without JavaScript; the headers another site's page would make
 * the browser send are set on the way out (Playwright's client sends them as given).
 */
import { expect, type Page, test } from '@playwright/test'

import { insertAppointmentLink } from '../../support/appointment-links'
import { postFormWithHeaders } from '../../support/forged-form-post'
import { insertSigningLink, signedRecordsOf } from '../../support/signing-links'

const CROSS_SITE =
  'No pudimos aceptar el formulario porque se envió desde otro sitio web. Abre la página en nuestro sitio y envíalo de nuevo.'
const MALFORMED = 'No pudimos leer el formulario enviado. Vuelve a la página y envíalo de nuevo.'
const TOO_LARGE = 'El contenido enviado supera el tamaño máximo permitido.'

test.use({ javaScriptEnabled: false })

/** Fills an SOA's signing form and sends what the browser would send, with `headers` changed (null removes one). */
async function signWithHeaders(page: Page, path: string, headers: Record<string, string | null>) {
  await page.goto(path)
  await page.getByRole('checkbox', { name: /Planes Medicare Advantage \(Parte C\)/ }).check()
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa Pérez')
  const sign = () => page.getByRole('button', { name: 'Firmar' }).click()
  const answer = await postFormWithHeaders(page, '**/firmar/**', headers, sign)
  return { status: answer.status, securityPolicy: answer.headers['content-security-policy'], text: answer.text }
}

test('a signing post with another site as its Origin: 403 and a Spanish page, nothing stored', async ({ page }) => {
  const link = await insertSigningLink('soa')
  const answer = await signWithHeaders(page, link.path, { origin: 'https://sitio-ajeno.example' })
  expect(answer.status).toBe(403)
  expect(answer.text).toContain(CROSS_SITE)
  expect(answer.text).not.toContain('Internal Server Error')
  expect(answer.securityPolicy).toContain("frame-ancestors 'none'")
  expect(await signedRecordsOf(link.leadId)).toEqual([])
})

test('a signing post without Origin, Sec-Fetch-Site cross-site: 403, nothing stored', async ({ page }) => {
  const link = await insertSigningLink('soa')
  const answer = await signWithHeaders(page, link.path, { origin: null, 'sec-fetch-site': 'cross-site' })
  expect(answer.status).toBe(403)
  expect(answer.text).toContain(CROSS_SITE)
  expect(await signedRecordsOf(link.leadId)).toEqual([])
})

test('the same form from the site itself is still signed', async ({ page }) => {
  const link = await insertSigningLink('soa')
  const answer = await signWithHeaders(page, link.path, {})
  expect(answer.status).toBe(303)
  expect(await signedRecordsOf(link.leadId)).toHaveLength(1)
})

test('a booking post with another site as its Origin: 403 and the Spanish page', async ({ request }) => {
  const crossSite: Record<string, string>[] = [{ origin: 'https://sitio-ajeno.example' }, { 'sec-fetch-site': 'cross-site' }]
  for (const headers of crossSite) {
    const response = await request.post('/citas?tipo=llamada&tema=medicare', { headers, multipart: { nombre: 'Ana' }, maxRedirects: 0 })
    expect(response.status()).toBe(403)
    expect(await response.text()).toContain(CROSS_SITE)
  }
})

test('a malformed multipart body to /firmar and /citas: 400 and a Spanish page, not an English 500', async ({ request }) => {
  const link = await insertSigningLink('soa')
  for (const path of [link.path, '/citas']) {
    const response = await request.post(path, {
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'next-action': 'x' },
      data: '--XYZ\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--nothing-ends-here',
      maxRedirects: 0,
    })
    expect(response.status(), path).toBe(400)
    const text = await response.text()
    expect(text).toContain(MALFORMED)
    expect(text).not.toContain('Internal Server Error')
  }
  expect(await signedRecordsOf(link.leadId)).toEqual([])
})

test('a 70 KiB body to /firmar and /citas: 413 and a Spanish page (before: up to 1 MiB was read)', async ({ request }) => {
  const link = await insertSigningLink('soa')
  for (const path of [link.path, '/citas']) {
    const response = await request.post(path, { multipart: { signerName: 'a'.repeat(70 * 1024) }, maxRedirects: 0 })
    expect(response.status(), path).toBe(413)
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers()['x-frame-options']).toBe('DENY')
    expect(await response.text()).toContain(TOO_LARGE)
  }
})

test('the booking and token pages are private and kept by no cache (before: public, max-age=0)', async ({ request }) => {
  const signing = await insertSigningLink('soa')
  const appointment = await insertAppointmentLink()
  for (const path of [signing.path, `/citas/confirmada/${appointment}`, `/citas/gestionar/${appointment}`, '/citas']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cacheControl = response.headers()['cache-control']
    expect(cacheControl, path).toMatch(/private/)
    expect(cacheControl, path).toMatch(/no-store/)
    expect(cacheControl, path).not.toMatch(/public/)
  }
})
