import { expect, type Locator, test } from '@playwright/test'

import { type Account, authHeader, createStaffAccount, insertContact, signInToPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'
import { requestFrom } from '../../support/from-address'
import { dashed, freshPhoneDigits, parenthesised } from '../../support/phone-numbers'

/** Anything that would call, text or write to the person. */
const CONTACT_LINKS = 'a[href^="tel:"], a[href^="mailto:"], a[href^="sms:"], a[href*="wa.me"], a[href*="whatsapp"]'

async function expectNoContactLinks(where: Locator) {
  await expect(where.locator(CONTACT_LINKS)).toHaveCount(0)
}

/**
 * One person asked not to be called: a lead stored before their number went on the list, and
 * one that came through the site's form after. Both are 'No contactar' everywhere staff look.
 */
test.describe('a number on the «No contactar» list', () => {
  const lastName = `Soto ${uniqueSuffix()}`
  const digits = freshPhoneDigits()
  let staff: Account
  let leads: { before: number; after: number }

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'no-contactar', `Asesor ${uniqueSuffix()}`)
    const before = await insertContact({
      firstName: 'Antes',
      lastName,
      email: `antes-${uniqueSuffix()}@example.com`,
      phone: parenthesised(digits),
      insuranceType: 'medicare',
      message: 'Llámenme',
      followUpInHours: -3,
      assignee: { id: staff.id, name: 'Asesor' },
    })
    const listing = await request.post('/api/opt-outs', { headers: authHeader(staff), data: { phone: dashed(digits), channel: 'llamada' } })
    expect(listing.status()).toBe(201)
    const octet = () => 2 + Math.floor(Math.random() * 250)
    const laterEmail = `despues-${uniqueSuffix()}@example.com`
    const answer = await requestFrom(`127.0.${octet()}.${octet()}`, 'POST', '/api/contacts', {
      firstName: 'Despues',
      lastName,
      email: laterEmail,
      phone: `+1 ${digits}`,
      insuranceType: 'vida',
      message: 'Otra vez yo',
      consent: true,
    })
    expect(answer.status, answer.body).toBe(201)
    const [after] = await queryE2eDatabase<{ id: number }>('select id from contacts where email = $1', [laterEmail])
    leads = { before, after: after.id }
  })

  for (const [device, viewport] of [
    ['computer', { width: 1366, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on a ${device} the list and each lead show «No contactar» and offer no way to call or write`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await signInToPanel(page, staff)
      await page.goto(`/admin/collections/contacts?search=${encodeURIComponent(lastName)}`)
      const rows = page.locator('table tbody tr')
      await expect(rows).toHaveCount(2)
      for (const row of await rows.all()) {
        await expect(row.locator('td.cell-phone').getByText('No contactar', { exact: true })).toBeVisible()
      }
      await expectNoContactLinks(page.locator('table'))

      for (const id of [leads.before, leads.after]) {
        await page.goto(`/admin/collections/contacts/${id}`)
        const top = page.getByRole('region', { name: 'Datos de contacto' })
        await expect(top.getByRole('status')).toContainText('No contactar: pidió no ser contactado')
        await expect(top.getByRole('status')).toContainText('(Llamada telefónica)')
        await expect(top.getByText(`Teléfono: `)).toBeVisible()
        await expectNoContactLinks(page.locator('body'))
      }
    })
  }

  test('the dashboard keeps them out of the counts and shows them apart, marked, with no call link', async ({ page }) => {
    await signInToPanel(page, staff)
    const due = page.getByTestId('due-today-list-opted-out')
    await expect(due).toContainText(`Antes ${lastName}`)
    await expect(due).toContainText('No contactar')
    await expect(page.getByTestId('due-today-count-apart')).toContainText('con «No contactar»')
    await expect(page.getByTestId('my-leads-list-opted-out')).toContainText(`Antes ${lastName}`)
    await expect(page.getByTestId('my-leads-count')).toHaveText('0')
    await expect(page.getByTestId('new-contacts-count-apart')).toContainText('con «No contactar»')
    await expect(page.locator('.desk-panel').getByText(`Antes ${lastName}`)).toHaveCount(2)
    await expect(page.locator(`a[href="tel:+1${digits}"]`)).toHaveCount(0)
    await expectNoContactLinks(due)
  })
})
