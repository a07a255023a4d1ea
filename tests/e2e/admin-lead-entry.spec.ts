import { expect, test } from '@playwright/test'

import { type Account, createStaffAccount, loginInPanel, uniqueSuffix } from '../support/admin-e2e'
import { queryE2eDatabase } from '../support/e2e-database'

test.describe('staff enter a lead from a phone call or a walk-in', () => {
  let staff: Account

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'recepcion')
  })

  test.beforeEach(async ({ page }) => {
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  })

  test("'Crear' in Contactos stores a walk-in with the consent heard by the logged-in staff member", async ({ page }) => {
    const lastName = `Presencial ${uniqueSuffix()}`
    const before = Date.now()
    await page.goto('/admin/collections/contacts/create')
    await page.locator('#field-firstName').fill('Elena')
    await page.locator('#field-lastName').fill(lastName)
    await page.locator('#field-phone').fill('(954) 555-0123')
    await page.locator('#field-message').fill('Vino a la oficina a preguntar por un seguro de vida.')
    // Teléfono is preselected for staff; this visitor came in person.
    await expect(page.locator('#field-source')).toContainText('Teléfono')
    await page.locator('#field-source .rs__control').click()
    await page.getByRole('option', { name: 'En persona', exact: true }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Contacto se creó correctamente.')).toBeVisible()
    await expect(page.getByText('El siguiente campo es inválido')).toHaveCount(0)

    const rows = await queryE2eDatabase<{
      id: number
      source: string
      email: string | null
      consent_at: Date
      consent_text: string
      consent_recorded_by: string
      ip: string | null
    }>('select id, source, email, consent_at, consent_text, consent_recorded_by, ip from contacts where last_name = $1', [lastName])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      source: 'en-persona',
      email: null,
      consent_recorded_by: `Personal de prueba (${staff.email})`,
      ip: null,
    })
    expect(rows[0].consent_text).toContain(`en persona, recibido por Personal de prueba (${staff.email})`)
    expect(rows[0].consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000)

    // The saved lead shows who recorded the consent, and its source can no longer be changed.
    await page.goto(`/admin/collections/contacts/${rows[0].id}`)
    await expect(page.locator('#field-consentText')).toHaveValue(rows[0].consent_text)
    await expect(page.locator('#field-consentRecordedBy')).toHaveValue(`Personal de prueba (${staff.email})`)
    await expect(page.locator('#field-source input')).toBeDisabled()
  })

  test('a lead without a phone is not saved, and the Spanish message says why', async ({ page }) => {
    const lastName = `SinTelefono ${uniqueSuffix()}`
    await page.goto('/admin/collections/contacts/create')
    await page.locator('#field-firstName').fill('Luis')
    await page.locator('#field-lastName').fill(lastName)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Indique un teléfono de al menos 10 dígitos.').first()).toBeVisible()
    expect(await queryE2eDatabase('select id from contacts where last_name = $1', [lastName])).toHaveLength(0)
  })

  test('the dashboard counts the leads per source', async ({ page }) => {
    const [{ count }] = await queryE2eDatabase<{ count: string }>(
      "select count(*) from contacts where source = 'en-persona' and created_at > now() - interval '7 days'",
    )
    await page.goto('/admin')
    const row = page.getByTestId('leads-per-source').getByRole('row', { name: /^En persona/ })
    await expect(row.getByRole('cell').first()).toHaveText(count)
  })
})
