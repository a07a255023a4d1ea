import { expect, test } from '@playwright/test'

import { type Account, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'
import { requestFrom } from '../../support/from-address'

// The e2e server runs without SMTP_HOST, as a fresh installation does.
test.describe('staff notifications in the panel without a mail server', () => {
  let staff: Account

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'avisos')
  })

  test.beforeEach(async ({ page }) => {
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  })

  test('the dashboard warns that new-contact e-mails wait until SMTP is configured', async ({ page }) => {
    const warning = page.getByRole('alert').filter({ hasText: 'Los avisos de contactos nuevos no se envían por correo' })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('quedan pendientes')
    await expect(warning).toContainText('Se enviarán en cuanto el administrador del sitio configure SMTP_HOST')
  })

  test('a contact shows where its e-mail to staff stands, read-only', async ({ page }) => {
    test.setTimeout(120_000)
    const email = `aviso-${uniqueSuffix()}@example.com`
    const answer = await requestFrom('127.0.0.41', 'POST', '/api/contacts', {
      firstName: 'Marta',
      lastName: 'Aviso',
      email,
      phone: '(305) 555-0177',
      insuranceType: 'medicare',
      message: 'Llámenme por la tarde.',
      consent: true,
    })
    expect(answer.status, answer.body).toBe(201)
    const [contact] = await queryE2eDatabase<{ id: number }>('select id from contacts where email = $1', [email])

    // Two ticks of the runner (every 5 s): without SMTP it leaves the e-mail waiting, untried.
    await page.waitForTimeout(11_000)
    await page.goto(`/admin/collections/contacts/${contact.id}`)
    await expect(page.getByTitle('Pendiente')).toBeVisible({ timeout: 10_000 })
    await expect(page.getByText('Aviso al equipo por e-mail')).toBeVisible()
    const attempts = page.getByLabel('Intentos')
    await expect(attempts).toHaveValue('0')
    await expect(attempts).toBeDisabled()
    // Nothing was sent: no 'Enviado el' date beside 'Pendiente'.
    await expect(page.getByText('Enviado el')).toHaveCount(0)
    const lastError = page.getByLabel('Último error')
    await expect(lastError).toHaveValue('')
    await expect(lastError).toBeDisabled()
  })
})
