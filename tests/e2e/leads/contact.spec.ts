import { expect, test } from '@playwright/test'
import { CONSENT_LABEL, contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase } from '../../support/e2e-database'

// The API route starts its own Payload instance on its first request: warm it up once.
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000)
  const response = await request.get('/api/contacts', { timeout: 90_000 })
  expect([401, 403]).toContain(response.status())
})

test.beforeEach(async ({ page }) => {
  await page.goto('/#contacto')
  await expect(contactForm(page).form).toBeVisible()
})

test('an empty submit shows the five messages, focuses the first field and sends no request', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/contacts')) posts.push(request.method())
  })
  const fields = contactForm(page)
  await fields.submit.click()
  for (const message of [
    'Nombre es requerido',
    'Apellido es requerido',
    'Email inválido',
    'Teléfono debe tener al menos 10 dígitos',
    'Debes aceptar recibir comunicaciones',
  ]) {
    await expect(fields.form.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(fields.firstName).toBeFocused()
  await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(fields.firstName).toHaveAccessibleDescription('Nombre es requerido')
  await expect(fields.consent).toHaveAccessibleDescription('Debes aceptar recibir comunicaciones')
  // re-validates on change
  await fields.firstName.fill('Ana')
  await expect(fields.form.getByText('Nombre es requerido')).toBeHidden()
  expect(posts).toEqual([])
})

test('a valid submission shows Enviando..., the success toast, empties the form and stores the consent record', async ({ page }) => {
  const visitor = uniqueVisitor()
  const fields = contactForm(page)
  const plainPosts: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/contacto') plainPosts.push(request.method())
  })
  await fillContactForm(page, visitor)
  // hold the real request a moment so the sending state can be seen
  await page.route('**/api/contacts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await fields.submit.click()
  await expect(fields.form.getByRole('button', { name: 'Enviando...' })).toBeDisabled()

  const toast = toasts(page)
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText('¡Mensaje Enviado!')
  await expect(toast).toContainText('Gracias por contactarnos. Te responderemos pronto.')
  await expect(fields.form.getByRole('button', { name: 'Enviar Mensaje' })).toBeEnabled()
  for (const input of [fields.firstName, fields.lastName, fields.email, fields.phone, fields.insuranceType, fields.message]) {
    await expect(input).toHaveValue('')
  }
  await expect(fields.consent).not.toBeChecked()

  const rows = await queryE2eDatabase<{
    first_name: string
    last_name: string
    phone: string
    insurance_type: string
    message: string
    status: string
    source: string
    consent_at: Date
    consent_text: string
    ip: string
    user_agent: string
  }>('select * from contacts where email = $1', [visitor.email])
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    first_name: visitor.firstName,
    last_name: visitor.lastName,
    phone: visitor.phone,
    insurance_type: 'medicare',
    message: visitor.message,
    status: 'nuevo',
    source: 'formulario',
    consent_text: CONSENT_LABEL,
  })
  // With JavaScript the page stays; the form without JavaScript's page is never asked for.
  expect(new URL(page.url()).pathname).toBe('/')
  expect(plainPosts).toEqual([])
  expect(Date.now() - rows[0].consent_at.getTime()).toBeLessThan(60_000)
  expect(rows[0].ip).toMatch(/127\.0\.0\.1|::1/)
  expect(rows[0].user_agent).toBe(await page.evaluate(() => navigator.userAgent))
})

test('a server failure shows the error toast and keeps what the visitor typed', async ({ page }) => {
  const visitor = uniqueVisitor()
  const fields = contactForm(page)
  await fillContactForm(page, visitor)
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: 'fallo interno' }))
  const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('500: fallo interno'))
  await fields.submit.click()
  const toast = toasts(page)
  await expect(toast).toContainText('Error')
  await expect(toast).toContainText('Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.')
  await logged
  await expect(fields.firstName).toHaveValue(visitor.firstName)
  await expect(fields.email).toHaveValue(visitor.email)
  await expect(fields.message).toHaveValue(visitor.message)
  await expect(fields.insuranceType).toHaveValue('medicare')
  await expect(fields.consent).toBeChecked()
  const rows = await queryE2eDatabase('select id from contacts where email = $1', [visitor.email])
  expect(rows).toHaveLength(0)
})

test('the whole form can be completed and sent with the keyboard only', async ({ page }) => {
  const visitor = uniqueVisitor()
  const fields = contactForm(page)
  // Tab from the top of the page until the first field has focus
  await page.locator('body').press('Home')
  for (let i = 0; i < 40 && !(await fields.firstName.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(fields.firstName).toBeFocused()
  await page.keyboard.type(visitor.firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(visitor.lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(visitor.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(visitor.phone)
  await page.keyboard.press('Tab')
  await expect(fields.insuranceType).toBeFocused()
  await page.keyboard.type('Medicare')
  await expect(fields.insuranceType).toHaveValue('medicare')
  await page.keyboard.press('Tab')
  await expect(fields.message).toBeFocused()
  await page.keyboard.type(visitor.message)
  await page.keyboard.press('Tab')
  await expect(fields.consent).toBeFocused()
  await page.keyboard.press('Space')
  await expect(fields.consent).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(fields.submit).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
  const rows = await queryE2eDatabase<{ first_name: string }>('select first_name from contacts where email = $1', [visitor.email])
  expect(rows).toEqual([{ first_name: visitor.firstName }])
})

test('only one toast is visible after two quick submissions', async ({ page }) => {
  const fields = contactForm(page)
  let requests = 0
  // the first submission reaches the real server, the second one fails
  await page.route('**/api/contacts', (route) => {
    requests += 1
    return requests === 1 ? route.continue() : route.fulfill({ status: 500, body: '' })
  })
  await fillContactForm(page, uniqueVisitor())
  await fields.submit.click()
  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
  await fillContactForm(page, uniqueVisitor())
  await fields.submit.click()
  await expect(toasts(page)).toContainText('Hubo un problema al enviar tu mensaje.')
  await expect(toasts(page)).toHaveCount(1)
  await expect(page.getByText('¡Mensaje Enviado!')).toHaveCount(0)
})

test('a toast can be closed with its button and F8 moves focus to the notifications', async ({ page }) => {
  const fields = contactForm(page)
  await fillContactForm(page, uniqueVisitor())
  await fields.submit.click()
  await expect(toasts(page)).toHaveCount(1)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByRole('list')).toBeFocused()
  await toasts(page).getByRole('button', { name: 'Cerrar notificación' }).click()
  await expect(toasts(page)).toHaveCount(0)
})

test('a toast is dismissed by swiping it right past 50 px, not by a short drag', async ({ page }) => {
  const fields = contactForm(page)
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: '' }))
  await fillContactForm(page, uniqueVisitor())
  await fields.submit.click()
  const toast = toasts(page)
  await expect(toast).toHaveCount(1)
  // A finger starts where it sees the toast: after its slide-in, and after a short swipe's
  // snap back (started during the snap, 20 px inside the resting toast was still left of it).
  const settled = () => toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await settled()
  const box = (await toast.boundingBox())!
  const start = { x: box.x + 20, y: box.y + box.height / 2 }
  const drag = async (distance: number) => {
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (let step = 1; step <= 5; step++) await page.mouse.move(start.x + (distance * step) / 5, start.y)
    await page.mouse.up()
  }
  await drag(30)
  await expect(toast).toHaveCount(1)
  await settled()
  await drag(120)
  await expect(toast).toHaveCount(0)
})

test('validation code, its library and the toast viewport are not downloaded with the page, only once the visitor starts', async ({
  page,
}) => {
  const validationChunks: string[] = []
  const zodChunks: string[] = []
  const toastChunks: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const text = await response.text().catch(() => '')
    if (text.includes('Teléfono debe tener al menos 10 dígitos')) validationChunks.push(response.url())
    // zod's own error class name, a string minifiers keep.
    if (text.includes('$ZodError')) zodChunks.push(response.url())
    // Radix's toast (its swipe variables), not the plain fallback the page keeps for a lost connection.
    if (text.includes('radix-toast-swipe')) toastChunks.push(response.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3500)
  expect(validationChunks).toEqual([])
  expect(zodChunks).toEqual([])
  expect(toastChunks).toEqual([])

  await contactForm(page).firstName.focus()
  await expect.poll(() => validationChunks.length).toBeGreaterThan(0)
  await expect.poll(() => zodChunks.length).toBeGreaterThan(0)
  await expect.poll(() => toastChunks.length).toBeGreaterThan(0)
})

test('a visitor whose connection drops once the page is shown still sends the form, stored, and reads that it arrived', async ({
  page,
}) => {
  await page.goto('/?utm_source=radio&utm_campaign=otono')
  await page.waitForLoadState('networkidle')
  // None of the code fetched on demand arrives: not the validation, the campaign reader or Radix's toaster.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  await contactForm(page).submit.click()
  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
  const rows = await queryE2eDatabase<{ source: string }>('select source from contacts where email = $1', [visitor.email])
  expect(rows).toEqual([{ source: 'formulario' }])
})
