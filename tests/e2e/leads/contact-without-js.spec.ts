/**
 * The contact form in a browser without JavaScript (or tapped before the page's scripts ran):
 * a plain POST to /contacto, answered with a Spanish page: the field messages or a refusal on
 * the POST's own page, success with a redirect to /contacto/gracias. Personal data never in a URL.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { CONSENT_LABEL, contactForm, fillContactForm, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase } from '../../support/e2e-database'

test.use({ javaScriptEnabled: false })

type Visitor = ReturnType<typeof uniqueVisitor>

/** Every URL the browser saw: requests, redirect targets, navigations, and in the end the tab's history. */
function watchUrls(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  page.on('response', (response) => {
    const location = response.headers().location
    if (location) seen.push(location)
  })
  page.on('framenavigated', (frame) => seen.push(frame.url()))
  return {
    seen,
    async all() {
      const session = await page.context().newCDPSession(page)
      const { entries } = (await session.send('Page.getNavigationHistory')) as { entries: { url: string }[] }
      await session.detach()
      return [...seen, page.url(), ...entries.map((entry) => entry.url)]
    },
  }
}

/** No URL holds anything the visitor typed, however it is encoded. */
async function expectNoPersonalData(urls: string[], visitor: Partial<Visitor>) {
  const typed = Object.values(visitor).filter((value): value is string => typeof value === 'string' && value.length > 3)
  const digits = (visitor.phone ?? '').replace(/\D/g, '')
  for (const url of urls) {
    let decoded = url
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '))
    } catch {
      // keep the raw URL
    }
    for (const value of typed) expect(decoded, `a URL the browser saw: ${url}`).not.toContain(value)
    if (digits) expect(decoded.replace(/\D/g, '')).not.toContain(digits)
  }
}

async function contactRows(email: string) {
  return queryE2eDatabase<{ first_name: string; source: string; status: string; consent_text: string; ip: string }>(
    'select first_name, source, status, consent_text, ip from contacts where email = $1',
    [email],
  )
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#contacto')
})

test('the form posts to /contacto, a page of its own, with no personal data in its address', async ({ page }) => {
  const { form } = contactForm(page)
  await expect(form).toHaveAttribute('method', /^post$/i)
  await expect(form).toHaveAttribute('action', '/contacto')
})

test('a valid form is stored as formulario-sin-js and answered with the success message on a Spanish page', async ({ page }) => {
  const urls = watchUrls(page)
  const visitor = uniqueVisitor()
  const fields = contactForm(page)
  await fillContactForm(page, visitor)
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await fields.submit.click()
  const response = await answer
  expect(new URL(response.url()).pathname).toBe('/contacto')
  // POST/redirect/GET: the answer is a redirect to the thank-you page
  expect(response.status()).toBe(303)
  expect(response.headers().location).toMatch(/^\/contacto\/gracias(\?|$)/)
  // kept by no cache, shared or not
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  expect(response.headers()['cache-control']).not.toMatch(/public/)
  await page.waitForURL('**/contacto/gracias')

  const done = contactForm(page)
  const status = done.form.getByRole('status')
  await expect(status).toContainText('¡Mensaje Enviado!')
  await expect(status).toContainText('Gracias por contactarnos. Te responderemos pronto.')
  await expect(status).toBeFocused()
  // the site's page: Spanish, header and footer; the form is empty again
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  for (const input of [done.firstName, done.lastName, done.email, done.phone, done.insuranceType, done.message])
    await expect(input).toHaveValue('')
  await expect(done.consent).not.toBeChecked()

  expect(await contactRows(visitor.email)).toEqual([
    { first_name: visitor.firstName, source: 'formulario-sin-js', status: 'nuevo', consent_text: CONSENT_LABEL, ip: expect.any(String) },
  ])
  await expectNoPersonalData(await urls.all(), visitor)
})

test('the success answer is a 303 to the thank-you page: reload, back and forward never send the form again', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await contactForm(page).submit.click()
  const response = await answer
  expect(response.status()).toBe(303)
  await page.waitForURL('**/contacto/gracias')
  const thanks = contactForm(page).form.getByRole('status')
  await expect(thanks).toContainText('¡Mensaje Enviado!')
  expect(posts).toHaveLength(1)

  await page.reload()
  await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  await page.goBack()
  await page.goForward()
  await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  expect(posts).toHaveLength(1)
  expect(await contactRows(visitor.email)).toHaveLength(1)
})

test('the answer is for this visitor only: /contacto and / shown to anyone else hold none of it', async ({ page, request }) => {
  const visitor = uniqueVisitor()
  await fillContactForm(page, { ...visitor, email: 'no-es-un-email' })
  await contactForm(page).submit.click()
  await page.waitForURL('**/contacto')
  await expect(contactForm(page).email).toHaveValue('no-es-un-email')
  for (const path of ['/contacto', '/']) {
    const other = await request.get(path)
    expect(other.status()).toBe(200)
    if (path === '/contacto') expect(other.headers()['cache-control']).toMatch(/no-store/)
    const html = await other.text()
    expect(html).not.toContain(visitor.lastName)
    expect(html).not.toContain('no-es-un-email')
  }
})

test('an invalid form comes back with the spec messages next to the fields, what was typed, and focus on the first', async ({ page }) => {
  const urls = watchUrls(page)
  const typed = { firstName: 'A', email: 'carmen-en-example.com', phone: '305 555', message: 'Quiero saber de Medicare, por favor.' }
  const fields = contactForm(page)
  await fields.firstName.fill(typed.firstName)
  await fields.email.fill(typed.email)
  await fields.phone.fill(typed.phone)
  await fields.insuranceType.selectOption('vida')
  await fields.message.fill(typed.message)
  await fields.submit.click()
  await page.waitForURL('**/contacto')

  const again = contactForm(page)
  await expect(again.form.getByRole('alert')).toHaveText('Revisa los datos del formulario.')
  const expected: [typeof again.firstName, string][] = [
    [again.firstName, 'Nombre es requerido'],
    [again.lastName, 'Apellido es requerido'],
    [again.email, 'Email inválido'],
    [again.phone, 'Teléfono debe tener al menos 10 dígitos'],
    [again.consent, 'Debes aceptar recibir comunicaciones'],
  ]
  for (const [control, message] of expected) {
    await expect(control).toHaveAttribute('aria-invalid', 'true')
    await expect(control).toHaveAccessibleDescription(message)
  }
  await expect(again.firstName).toBeFocused()
  await expect(again.firstName).toHaveValue(typed.firstName)
  await expect(again.lastName).toHaveValue('')
  await expect(again.email).toHaveValue(typed.email)
  await expect(again.phone).toHaveValue(typed.phone)
  await expect(again.insuranceType).toHaveValue('vida')
  await expect(again.message).toHaveValue(typed.message)
  await expect(again.consent).not.toBeChecked()
  await expect(again.message).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoPersonalData(await urls.all(), typed)

  // corrected on the answer page and sent again: stored once
  const visitor = uniqueVisitor()
  await again.firstName.fill(visitor.firstName)
  await again.lastName.fill(visitor.lastName)
  await again.email.fill(visitor.email)
  await again.phone.fill(visitor.phone)
  await again.consent.check()
  await again.submit.click()
  await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  expect(await contactRows(visitor.email)).toHaveLength(1)
  await expectNoPersonalData(await urls.all(), visitor)
})

test('a filled honeypot is thanked like anyone else and nothing is stored', async ({ page }) => {
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
  await contactForm(page).submit.click()
  await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  expect(await contactRows(visitor.email)).toEqual([])
})

test('the same form arriving twice at once (a double press), or sent again from a new page, stores one contact', async ({
  page,
  browser,
}) => {
  const urls = watchUrls(page)
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  // Chromium sends one request for a double click; a flaky connection or an impatient visitor can
  // still get the same POST to the server twice: both go out together, the page shows the second answer.
  const statuses: number[] = []
  await page.route('**/contacto', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const [first, second] = await Promise.all([route.fetch(), page.request.fetch(route.request())])
    statuses.push(first.status(), second.status())
    return route.fulfill({ response: second })
  })
  await contactForm(page).submit.click()
  await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  expect(statuses).toEqual([200, 200])
  await page.unroute('**/contacto')

  const again = await browser.newPage({ javaScriptEnabled: false })
  try {
    await again.goto(new URL('/#contacto', page.url()).href)
    await fillContactForm(again, visitor)
    await contactForm(again).submit.click()
    await expect(contactForm(again).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
  } finally {
    await again.close()
  }
  expect(await contactRows(visitor.email)).toHaveLength(1)
  await expectNoPersonalData(await urls.all(), visitor)
})

test.describe('a tap before the page scripts ran (a slow phone)', () => {
  test.use({ javaScriptEnabled: true })

  test('is the same plain POST: stored as formulario-sin-js, answered with the page, no personal data in a URL', async ({ browser }) => {
    // The page's scripts never arrive: the visitor's tap meets the server HTML alone.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const page = await context.newPage()
    try {
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      const urls = watchUrls(page)
      await page.goto('/#contacto')
      const visitor = uniqueVisitor()
      await fillContactForm(page, visitor)
      await contactForm(page).submit.click()
      await page.waitForURL('**/contacto/gracias')
      await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
      expect(await contactRows(visitor.email)).toMatchObject([{ source: 'formulario-sin-js' }])
      await expectNoPersonalData(await urls.all(), visitor)
    } finally {
      await context.close()
    }
  })

  test('the answer page with field messages has no WCAG 2.1 A/AA violations', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const page = await context.newPage()
    try {
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto('/#contacto')
      await contactForm(page).email.fill('no-es-un-email')
      await contactForm(page).submit.click()
      await page.waitForURL('**/contacto')
      await expect(contactForm(page).form.getByRole('alert')).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
