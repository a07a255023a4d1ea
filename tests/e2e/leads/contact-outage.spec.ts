import { expect, test } from '@playwright/test'
import { contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase, setE2eDatabase, setE2eFrozen } from '../../support/e2e-database'

const unavailableMessage = 'En este momento no podemos recibir tu mensaje. Inténtalo de nuevo en unos minutos.'

test('while the database is down the form says so; once it is back a submission succeeds without a restart', async ({ page, request }) => {
  test.setTimeout(180_000)
  // the API route's Payload instance is running before the database goes away
  expect([401, 403]).toContain((await request.get('/api/contacts', { timeout: 90_000 })).status())
  await page.goto('/#contacto')
  const fields = contactForm(page)
  await expect(fields.form).toBeVisible()

  const visitor = uniqueVisitor()
  await setE2eDatabase('stop')
  try {
    const direct = await request.post('/api/contacts', {
      data: { ...uniqueVisitor(), consent: true },
      headers: { 'Content-Type': 'application/json' },
    })
    expect(direct.status()).toBe(503)
    expect(direct.headers()['content-type']).toContain('application/json')
    expect((await direct.json()).message).toBe(unavailableMessage)

    await fillContactForm(page, visitor)
    await fields.submit.click()
    const toast = toasts(page)
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText(unavailableMessage)
    await expect(fields.email).toHaveValue(visitor.email)
  } finally {
    await setE2eDatabase('start')
  }

  // the same page, same server process: the kept data is sent again and now accepted
  const retry = contactForm(page)
  await expect(async () => {
    await retry.submit.click()
    await expect(toasts(page)).toContainText('¡Mensaje Enviado!', { timeout: 3000 })
  }).toPass({ timeout: 60_000 })
  await expect(retry.email).toHaveValue('')
  const rows = await queryE2eDatabase('select id from contacts where email = $1', [visitor.email])
  expect(rows).toHaveLength(1)
})

test('with the database stalled the form answers within 10 s; pressing again once it is back stores the message once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  expect([401, 403]).toContain((await request.get('/api/contacts', { timeout: 90_000 })).status())
  await page.goto('/#contacto')
  const fields = contactForm(page)
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)

  await setE2eFrozen('db', true)
  try {
    const started = Date.now()
    const direct = await request.post('/api/contacts', {
      data: { ...uniqueVisitor(), consent: true },
      headers: { 'Content-Type': 'application/json' },
      timeout: 30_000,
    })
    const waited = Date.now() - started
    test
      .info()
      .annotations.push({ type: 'stalled database', description: `POST /api/contacts answered ${direct.status()} after ${waited} ms` })
    expect(direct.status()).toBe(503)
    expect(waited).toBeLessThan(10_000)
    expect(direct.headers()['retry-after']).toBe('30')
    expect((await direct.json()).message).toBe(unavailableMessage)

    await fields.submit.click()
    await expect(toasts(page)).toContainText(unavailableMessage, { timeout: 12_000 })
    await expect(fields.email).toHaveValue(visitor.email)
  } finally {
    await setE2eFrozen('db', false)
  }

  // the visitor presses "Enviar Mensaje" again: same content, same key; whatever the stalled
  // request left behind, the message is stored once
  await expect(async () => {
    await fields.submit.click()
    await expect(toasts(page)).toContainText('¡Mensaje Enviado!', { timeout: 5000 })
  }).toPass({ timeout: 60_000 })
  expect(await queryE2eDatabase('select id from contacts where email = $1', [visitor.email])).toHaveLength(1)
})

test('a server that answers nothing: the browser gives up after 20 s with the error toast; the retry stores the message once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  expect([401, 403]).toContain((await request.get('/api/contacts', { timeout: 90_000 })).status())
  await page.goto('/#contacto')
  const fields = contactForm(page)
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  // the validation code and the toasts' viewport are loaded while the server still answers
  await expect(page.getByRole('region', { name: /Notificaciones/ })).toBeAttached()

  await setE2eFrozen('app', true)
  try {
    const started = Date.now()
    await fields.submit.click()
    await expect(toasts(page)).toContainText('Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.', { timeout: 30_000 })
    const waited = Date.now() - started
    test.info().annotations.push({ type: 'silent server', description: `error toast after ${waited} ms` })
    expect(waited).toBeGreaterThanOrEqual(19_000)
    expect(waited).toBeLessThan(25_000)
    await expect(fields.email).toHaveValue(visitor.email)
  } finally {
    await setE2eFrozen('app', false)
  }

  // Back again, the server may still handle the request the browser gave up on; the retry
  // carries the same key, so the message is stored once either way.
  await expect(async () => {
    await fields.submit.click()
    await expect(toasts(page)).toContainText('¡Mensaje Enviado!', { timeout: 5000 })
  }).toPass({ timeout: 60_000 })
  await expect(fields.email).toHaveValue('')
  expect(await queryE2eDatabase('select id from contacts where email = $1', [visitor.email])).toHaveLength(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('while the database is down the answer page says so and keeps what was typed; sent again once it is back, stored once', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    expect([401, 403]).toContain((await request.get('/api/contacts', { timeout: 90_000 })).status())
    await page.goto('/#contacto')
    const visitor = uniqueVisitor()
    await fillContactForm(page, visitor)

    await setE2eDatabase('stop')
    try {
      await contactForm(page).submit.click()
      await page.waitForURL('**/contacto')
      const fields = contactForm(page)
      const alert = fields.form.getByRole('alert')
      await expect(alert).toContainText('Error')
      await expect(alert).toContainText(unavailableMessage)
      await expect(alert).toBeFocused()
      await expect(fields.email).toHaveValue(visitor.email)
      await expect(fields.message).toHaveValue(visitor.message)
      await expect(fields.consent).toBeChecked()
    } finally {
      await setE2eDatabase('start')
    }

    await expect(async () => {
      await contactForm(page).submit.click()
      await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!', { timeout: 5000 })
    }).toPass({ timeout: 60_000 })
    const rows = await queryE2eDatabase<{ source: string }>('select source from contacts where email = $1', [visitor.email])
    expect(rows).toEqual([{ source: 'formulario-sin-js' }])
  })
})
