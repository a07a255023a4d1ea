/**
 * How appointments read in the admin (issue 35, finding 5): titled by the client and the agency's
 * local time (not «2026-11-30T17:30:00.000Z»), «Atiende» by the agent's name (not the e-mail, which
 * staff saw or, not allowed to read other accounts, nothing), «Termina» without the required mark.
 */
import { expect, test } from '@playwright/test'

import { authHeader, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'

test('an appointment is listed by client and local time, with its agent’s name', async ({ page, request }) => {
  const agentName = `Agente Títulos ${uniqueSuffix()}`
  const agent = await createStaffAccount(request, 'titulos-agente', agentName)
  const staff = await createStaffAccount(request, 'titulos')
  const lastName = `Pérez${uniqueSuffix().replace(/\W/g, '')}`
  const leadId = await insertContact({
    firstName: 'Ana',
    lastName,
    email: `ana-${uniqueSuffix()}@example.com`,
    phone: '(305) 555-0144',
    insuranceType: 'medicare',
    message: 'Quiero una cita',
  })
  // 17:30 UTC on a winter day is 12:30 p. m. in the agency's default zone (Eastern).
  const [settings] = await queryE2eDatabase<{ time_zone: string | null }>('select time_zone from site_settings limit 1')
  test.skip(Boolean(settings?.time_zone) && settings.time_zone !== 'America/New_York', 'the expected clock is the Eastern one')
  const created = await request.post('/api/appointments', {
    headers: authHeader(staff),
    data: { lead: leadId, startsAt: '2031-12-01T17:30:00.000Z', kind: 'llamada', topic: 'medicare', assignedTo: agent.id },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const title = `Ana ${lastName} — 1 dic 2031, 12:30 p. m.`

  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await page.goto('/admin/collections/appointments?limit=100&sort=-createdAt')
  const row = page.locator('table tbody tr').filter({ hasText: lastName })
  await expect(row.getByRole('link', { name: title })).toBeVisible()
  await expect(row).toContainText(agentName)
  await expect(row).not.toContainText(agent.email)
  await expect(row).not.toContainText('2031-12-01T17:30:00.000Z')

  await page.goto(`/admin/collections/appointments/${doc.id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('label', { hasText: /^Empieza/ }).locator('.required')).toHaveCount(1)
  const endLabel = page.locator('label', { hasText: /^Termina/ })
  await expect(endLabel).toBeVisible()
  await expect(endLabel.locator('.required')).toHaveCount(0)
  await expect(page.locator('#field-assignedTo')).toHaveValue(String(agent.id))
})
