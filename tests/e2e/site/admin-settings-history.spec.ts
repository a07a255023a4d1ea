/**
 * Which voice assistant visitors talk to, and where new-contact e-mails go, are the admin's
 * alone; every change of them is kept in *Historial de ajustes*, which only the admin reads.
 */
import { expect, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'

test('staff see the voice assistant and the agency e-mail read-only, and no settings history', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'ajustes')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Historial de ajustes' })).toHaveCount(0)

  await page.goto('/admin/globals/site-settings')
  await expect(page.getByLabel(/^Teléfono/)).toBeEditable()
  await expect(page.getByLabel(/^Correo electrónico de contacto/)).not.toBeEditable()
  // Payload renders the fields further down once they scroll into view.
  await page.getByText('Asistente de voz', { exact: true }).scrollIntoViewIfNeeded()
  for (const label of ['Clave pública del asistente de voz', 'ID del asistente']) {
    await expect(page.getByLabel(label, { exact: true }), label).not.toBeEditable()
  }
})

test('an admin changes the voice assistant in the panel and reads who changed it, when, and from what', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await adminAccount(request)
  const original = (
    (await (await request.get('/api/globals/site-settings', { headers: authHeader(admin) })).json()) as {
      voiceAssistantId?: string | null
    }
  ).voiceAssistantId
  const changed = `asistente-${uniqueSuffix()}`
  try {
    await loginInPanel(page, admin.email, admin.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await page.goto('/admin/globals/site-settings')
    await page.getByText('Asistente de voz', { exact: true }).scrollIntoViewIfNeeded()
    const field = page.getByLabel('ID del asistente', { exact: true })
    await expect(field).toBeEditable()
    await field.fill(changed)
    await expect(async () => {
      const saved = page.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.url().includes('/api/globals/site-settings'),
        { timeout: 5000 },
      )
      await page.getByRole('button', { name: 'Guardar' }).click()
      expect((await saved).ok()).toBe(true)
    }).toPass({ timeout: 30_000 })

    await expect(page.getByRole('link', { name: 'Historial de ajustes' })).not.toHaveCount(0)
    await page.goto('/admin/collections/settings-changes')
    const row = page.getByRole('row').filter({ hasText: changed })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('ID del asistente de voz')
    if (original) await expect(row).toContainText(original)
    await expect(row).toContainText(admin.email)
    await expect(page.getByRole('button', { name: /Eliminar|Borrar/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Crear nuevo/i })).toHaveCount(0)
  } finally {
    await request.post('/api/globals/site-settings', { headers: authHeader(admin), data: { voiceAssistantId: original ?? '' } })
  }
})
