/**
 * The contact form sent without JavaScript (POST /contacto) from the wrong place or too often
 * (issue 22, item 7): a Spanish page with 403 or 429, never Next's English 500, and nothing
 * stored. The real form in a browser without JavaScript; the headers another site's page would
 * make the browser send are set on the way out. A server of its own, for a low contact limit.
 */
import { expect, type Page, test } from '@playwright/test'
import { type OwnServer, startOwnServer } from '../../../tooling/own-server'
import { contactForm, fillContactForm, uniqueVisitor } from '../../support/contact-page'
import { postFormWithHeaders } from '../../support/forged-form-post'

const CONTACT_LIMIT = 2
const CROSS_SITE = 'No pudimos aceptar el formulario porque se envió desde otro sitio web. Escríbenos desde nuestra página de contacto.'
const RATE_LIMITED = 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.'

let server: OwnServer

test.use({ javaScriptEnabled: false })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer('edge_contact_refusals', { CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT) })
})

test.afterAll(async () => {
  await server?.stop()
})

test.afterEach(async () => {
  const info = test.info()
  if (info.status !== info.expectedStatus) await info.attach('server stderr', { body: server.stderr() })
})

/** Fills the real form and sends what the browser would send, with `headers` changed (null removes one). */
async function sendForm(page: Page, headers: Record<string, string | null> = {}) {
  await page.goto(`${server.url}/contacto`)
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  const answer = await postFormWithHeaders(page, '**/contacto', headers, () => contactForm(page).submit.click())
  const stored = await server.query('select id from contacts where email = $1', [visitor.email])
  return { status: answer.status, retryAfter: answer.headers['retry-after'], text: answer.text, stored: stored.length }
}

test('a post with another site as its Origin: 403 and a Spanish page, nothing stored', async ({ page }) => {
  const answer = await sendForm(page, { origin: 'https://sitio-ajeno.example' })
  expect(answer).toMatchObject({ status: 403, stored: 0 })
  expect(answer.text).toContain(CROSS_SITE)
  expect(answer.text).not.toContain('Internal Server Error')
})

test('no Origin, Sec-Fetch-Site says cross-site: 403', async ({ page }) => {
  const answer = await sendForm(page, { origin: null, 'sec-fetch-site': 'cross-site' })
  expect(answer).toMatchObject({ status: 403, stored: 0 })
  expect(answer.text).toContain(CROSS_SITE)
})

test('no Origin nor Sec-Fetch-Site, a Referer of another site: 403', async ({ page }) => {
  const answer = await sendForm(page, { origin: null, 'sec-fetch-site': null, referer: 'https://sitio-ajeno.example/formulario' })
  expect(answer).toMatchObject({ status: 403, stored: 0 })
  expect(answer.text).toContain(CROSS_SITE)
})

test(`the site's own form is accepted until the contact limit (${CONTACT_LIMIT}); then 429 with a Spanish page and Retry-After`, async ({
  page,
}) => {
  for (let n = 0; n < CONTACT_LIMIT; n++) {
    const accepted = await sendForm(page)
    expect(accepted).toMatchObject({ status: 303, stored: 1 })
    expect(accepted.text).toContain('¡Mensaje Enviado!')
  }
  const refused = await sendForm(page)
  expect(refused).toMatchObject({ status: 429, stored: 0 })
  expect(refused.text).toContain(RATE_LIMITED)
  expect(Number(refused.retryAfter)).toBeGreaterThan(0)
})
