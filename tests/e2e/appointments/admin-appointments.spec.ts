import { expect, type Page, test } from '@playwright/test'
import { type Account, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { choose, pickToday } from '../../support/admin-fields'
import { queryE2eDatabase } from '../../support/e2e-database'

/** Picks an option of one of Payload's selects (react-select) by its label, inside `scope`. */
/** Tomorrow in the agency's zone at `time`, in the open appointment's «Empieza» (the calendar may need the next month). */
async function pickTomorrow(page: Page, time: string) {
  const tomorrow = new Date(Date.now() + 24 * 3_600_000)
  const label = new Intl.DateTimeFormat('es-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(tomorrow)
  await page.locator('#field-startsAt input').click()
  const day = page.locator(`.react-datepicker__day[aria-label="Elegir ${label}"]:not(.react-datepicker__day--outside-month)`)
  if ((await day.count()) === 0) await page.locator('.react-datepicker__navigation--next').click()
  await day.click()
  await page
    .locator('.react-datepicker__time-list-item', { hasText: new RegExp(`^${time}`) })
    .first()
    .click()
}

test.describe('appointments at the staff desk', () => {
  let staff: Account
  const staffName = `Agenda ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'agenda', staffName)
  })

  test('staff book a phone caller from the lead, see it on the lead, in the day view and on the dashboard, then move it', async ({
    page,
  }, testInfo) => {
    test.slow()
    const lastName = `Cita${uniqueSuffix().replace(/\W/g, '')}`
    const leadId = await insertContact({
      firstName: 'Ramón',
      lastName,
      email: `ramon-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0123',
      insuranceType: 'medicare',
      message: 'Llamó por teléfono',
      assignee: { id: staff.id, name: staffName },
    })
    // A time of its own today, so reruns and other specs never hold it.
    const [hour, newHour] = [6 + Math.floor(Math.random() * 7), 14 + Math.floor(Math.random() * 7)]
    const [minutes, newMinutes] = [['00', '15', '30', '45'][Math.floor(Math.random() * 4)], '30']
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

    // From the lead's page: the «Citas» list, «Añadir nuevo», the lead already filled in.
    await page.goto(`/admin/collections/contacts/${leadId}`)
    const joinField = page.locator('#field-appointments')
    await joinField.getByRole('button', { name: /Añadir nuevo/ }).click()
    const drawer = '.drawer--is-open'
    await expect(page.locator(drawer).getByText(`Ramón ${lastName}`)).toBeVisible()
    // «Atiende» lists staff by name; left empty, the lead's assignee attends it.
    await expect(page.locator(`${drawer} #field-assignedTo option`, { hasText: staffName })).toHaveCount(1)
    await choose(page, drawer, 'kind', 'Llamada telefónica')
    await choose(page, drawer, 'topic', 'Medicare')
    // Last: the calendar stays open over the fields below it.
    await pickToday(page, drawer, `${String(hour).padStart(2, '0')}:${minutes}`)
    await page.locator(drawer).getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Cita se creó correctamente.')).toBeVisible()
    await page.keyboard.press('Escape')

    const [appointment] = await queryE2eDatabase<{ id: number; assigned_to_id: number; ends_at: Date; starts_at: Date }>(
      'select id, assigned_to_id, starts_at, ends_at from appointments where lead_id = $1',
      [leadId],
    )
    // Nobody chosen: the lead's assignee attends it; no end typed: one slot.
    expect(appointment.assigned_to_id).toBe(staff.id)
    expect(appointment.ends_at.getTime()).toBeGreaterThan(appointment.starts_at.getTime())

    // On the lead: the appointment in its list, the status and the history line.
    await page.reload()
    await expect(page.locator('#field-appointments').getByText('Llamada telefónica')).toBeVisible()
    const history = page.getByTestId('lead-history')
    await expect(history.getByText('Estado: Nuevo → Cita agendada')).toBeVisible()
    await expect(history.getByText(new RegExp(`^Cita agendada: .* · atiende ${staffName}`))).toBeVisible()

    // The day view: today, under the staff member's name, with the lead.
    await page.goto('/admin/citas-del-dia')
    await expect(page.getByTestId('appointments-day-title')).toContainText('(hoy)')
    const mine = page.getByTestId('appointments-staff').filter({ hasText: staffName })
    await expect(mine.getByRole('link', { name: `Ramón ${lastName}` })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('admin-appointments-day.png') })

    // The dashboard: today's appointments per staff member.
    await page.goto('/admin')
    const panel = page.locator('.desk-panel--appointments')
    await expect(panel.getByRole('heading', { name: 'Citas de hoy' })).toBeVisible()
    await expect(panel.getByTestId('appointments-staff').filter({ hasText: staffName }).getByText(`Ramón ${lastName}`)).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('admin-dashboard-appointments.png'), fullPage: true })

    // Move it to tomorrow: the lead's history says from → to.
    await page.goto(`/admin/collections/appointments/${appointment.id}`)
    await pickTomorrow(page, `${newHour}:${newMinutes}`)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()
    await page.goto(`/admin/collections/contacts/${leadId}`)
    await expect(page.getByTestId('lead-history').getByText(new RegExp(`^Cita movida: .* → .*${newHour - 12}:${newMinutes}`))).toBeVisible()

    await page.goto('/admin/collections/appointments')
    await expect(page.getByRole('link', { name: 'Ver las citas del día, por persona' })).toBeVisible()
    // The list names the lead (its cell loads after the page).
    await expect(page.locator('table tbody tr').filter({ hasText: `Ramón ${lastName}` })).toBeVisible()
    await expect(page.getByText('Cargando...')).toHaveCount(0)
    // Still to come (tomorrow), whatever the hour the test runs.
    await page.getByRole('link', { name: 'Solo las próximas agendadas' }).click()
    await expect(page.locator('table tbody tr').filter({ hasText: `Ramón ${lastName}` })).toBeVisible()
    await expect(page.getByText('Cargando...')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('admin-appointments.png') })
  })
})
