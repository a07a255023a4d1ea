import { expect, test } from '@playwright/test'

import { type Account, authHeader, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'

const DAY = 24 * 3_600_000

/**
 * An appointment's sidebar says when each reminder goes and on which channel, or why not
 * (issue 35, finding 4: before, two empty greyed «Recordatorios enviados» dates).
 */
test.describe('the reminders staff can see', () => {
  let staff: Account

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'recordatorios', `Recordatorios ${uniqueSuffix()}`)
  })

  test('an appointment days ahead says when each reminder goes, by e-mail, and why no text', async ({ page, request }) => {
    const leadId = await insertContact({
      firstName: 'Carmen',
      lastName: `Aviso${uniqueSuffix().replace(/\W/g, '')}`,
      email: `carmen-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0188',
      insuranceType: 'medicare',
      message: 'Quiere una cita',
    })
    // A time of its own some days ahead, on a quarter hour, so reruns and other specs never hold it.
    const start = new Date(Date.now() + (5 + Math.floor(Math.random() * 20)) * DAY)
    start.setUTCHours(13 + Math.floor(Math.random() * 6), [0, 15, 30, 45][Math.floor(Math.random() * 4)], 0, 0)
    const created = await request.post('/api/appointments', {
      headers: authHeader(staff),
      data: { lead: leadId, startsAt: start.toISOString(), kind: 'llamada', topic: 'medicare' },
    })
    expect(created.status(), 'staff book the appointment').toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await page.goto(`/admin/collections/appointments/${doc.id}`)
    const schedule = page.getByTestId('reminder-schedule')
    await expect(schedule.getByRole('heading', { name: 'Recordatorios al cliente' })).toBeVisible()
    for (const offset of ['dayBefore', 'twoHours']) {
      const line = schedule.getByTestId(`reminder-${offset}`)
      await expect(line).toContainText(
        /Se enviará el \p{L}+, \d{1,2} de \p{L}+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\. \(hora del Este\) por correo electrónico\./u,
      )
      await expect(line).toContainText('Sin mensajes de texto: el cliente no aceptó recibirlos.')
    }
    await expect(schedule.getByTestId('reminder-dayBefore')).toContainText('24 horas antes')
    // The old empty greyed dates are gone.
    await expect(page.getByText('Un día antes, para la cita de')).toHaveCount(0)
  })
})
