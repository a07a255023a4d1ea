import { expect, test } from '@playwright/test'

import { queryE2eDatabase, setE2eDatabase } from '../support/e2e-database'
import { contactForm, fillContactForm, toasts, uniqueVisitor } from '../support/contact-page'

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
