import { expect, test } from '@playwright/test'
import { OPEN_CONTACT_STATUSES } from '../../../src/leads/desk/contact-statuses'
import { endOfAgencyDay } from '../../../src/lib/agency-days'
import { DEFAULT_AGENCY_TIME_ZONE } from '../../../src/lib/time-zone'
import { type Account, createStaffAccount, insertContact, signInToPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'
import { dashed, freshPhoneDigits, parenthesised } from '../../support/phone-numbers'

/** Ten digits no other test uses. */

test.describe('the lead desk', () => {
  let staff: Account
  // Other specs' staff accounts are also 'Personal de prueba' (one renames itself while this runs): pick this one by its own name.
  const staffName = `Asesora ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'desk', staffName)
  })

  test('changing status and assignee, and adding a note, shows in the history with who and when', async ({ page }) => {
    await signInToPanel(page, staff)
    const lastName = `Quiñones ${uniqueSuffix()}`
    const id = await insertContact({
      firstName: 'Marisol',
      lastName,
      email: `marisol-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0142',
      insuranceType: 'obamacare',
      message: 'Quiero cotizar',
    })
    await page.goto(`/admin/collections/contacts/${id}`)
    await expect(page.getByText(`Marisol ${lastName}`, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Llamar al (305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142')
    await expect(page.getByText('Todavía no hay notas ni cambios.')).toBeVisible()

    await page.locator('#field-status .rs__control').click()
    await page.getByRole('option', { name: 'Cita agendada' }).click()
    await page.getByLabel('Responsable').selectOption({ label: staffName })
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()

    const history = page.getByTestId('lead-history')
    await expect(history.getByText('Estado: Nuevo → Cita agendada')).toBeVisible()
    await expect(history.getByText(`Responsable: Sin asignar → ${staffName}`)).toBeVisible()
    await expect(history.getByText(new RegExp(`^${staffName} · \\d{1,2} \\w+\\.? \\d{4}`)).first()).toBeVisible()

    await page.locator('#field-newNote').fill('Dejé mensaje de voz; volver a llamar mañana.')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.').last()).toBeVisible()
    await expect(page.locator('#field-newNote')).toHaveValue('')
    const newest = history.locator('li').first()
    await expect(newest).toContainText('Dejé mensaje de voz; volver a llamar mañana.')
    await expect(newest).toContainText(staffName)
    await expect(history.locator('li')).toHaveCount(3)

    await page.reload()
    await expect(page.getByTestId('lead-history').locator('li').first()).toContainText('Dejé mensaje de voz')
  })

  test('the list search finds a lead by phone whatever the formatting typed', async ({ page }) => {
    await signInToPanel(page, staff)
    const digits = freshPhoneDigits()
    const lastName = `Betancourt ${uniqueSuffix()}`
    await insertContact({
      firstName: 'Teresa',
      lastName,
      email: `teresa-${uniqueSuffix()}@example.com`,
      phone: `+1 ${dashed(digits)}`,
      insuranceType: 'medicare',
      message: '',
    })
    for (const typed of [parenthesised(digits), dashed(digits), digits]) {
      await page.goto('/admin/collections/contacts')
      await page.getByPlaceholder(/Buscar por/).fill(typed)
      const rows = page.locator('table tbody tr')
      await expect(rows, typed).toHaveCount(1)
      await expect(rows.first().getByRole('link', { name: `Teresa ${lastName}` })).toBeVisible()
    }
  })

  test('on a phone the list shows name (the link), phone (to call) and status without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInToPanel(page, staff)
    const lastName = `Villalobos ${uniqueSuffix()}`
    const id = await insertContact({
      firstName: 'Guadalupe',
      lastName,
      email: `guadalupe-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0177',
      insuranceType: 'vida',
      message: 'Hola',
    })
    await page.goto(`/admin/collections/contacts?search=${encodeURIComponent(lastName)}`)
    const row = page.locator('table tbody tr').first()
    await expect(row.getByRole('link', { name: `Guadalupe ${lastName}` })).toHaveAttribute('href', new RegExp(`/contacts/${id}$`))
    await expect(row.getByRole('link', { name: '(305) 555-0177' })).toHaveAttribute('href', 'tel:+13055550177')
    await expect(row.getByText('Nuevo', { exact: true })).toBeVisible()
    // The other columns are still in the page (a wider screen shows them), just not on a phone.
    await expect(row.locator('td.cell-insuranceType')).toHaveCount(1)
    await expect(row.locator('td.cell-insuranceType')).toBeHidden()
    const overflow = await page.evaluate(() => {
      const table = document.querySelector('.collection-list .table')
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: table ? table.scrollWidth - table.clientWidth : -1,
      }
    })
    expect(overflow).toEqual({ page: 0, table: 0 })
  })

  test('the dashboard shows what is due today, my own leads and the leads per day', async ({ page, request }) => {
    // An account of its own: the other tests assign leads to the shared one.
    const owner = await createStaffAccount(request, 'desk-owner')
    const name = `Desk ${uniqueSuffix()}`
    await queryE2eDatabase('update users set name = $1 where id = $2', [name, owner.id])
    const assignee = { id: owner.id, name }
    await insertContact({
      firstName: 'Vencido',
      lastName: `Ayer ${uniqueSuffix()}`,
      email: `vencido-${uniqueSuffix()}@example.com`,
      phone: freshPhoneDigits(),
      insuranceType: 'obamacare',
      message: '',
      status: 'contactado',
      followUpInHours: -20,
      assignee,
    })
    await insertContact({
      firstName: 'Futuro',
      lastName: `Semana ${uniqueSuffix()}`,
      email: `futuro-${uniqueSuffix()}@example.com`,
      phone: freshPhoneDigits(),
      insuranceType: 'vida',
      message: '',
      status: 'cita-agendada',
      followUpInHours: 24 * 6,
      assignee,
    })
    await insertContact({
      firstName: 'Inscrita',
      lastName: `Cerrada ${uniqueSuffix()}`,
      email: `inscrita-${uniqueSuffix()}@example.com`,
      phone: freshPhoneDigits(),
      insuranceType: 'vida',
      message: '',
      status: 'inscrito',
      followUpInHours: -2,
      assignee,
    })
    await signInToPanel(page, owner)

    const dueWhere = `status = any($1) and follow_up_at < $2 and do_not_contact is not true`
    await expect(async () => {
      await page.reload()
      const [{ count }] = await queryE2eDatabase<{ count: string }>(`select count(*) from contacts where ${dueWhere}`, [
        [...OPEN_CONTACT_STATUSES],
        endOfAgencyDay(new Date(), DEFAULT_AGENCY_TIME_ZONE).toISOString(),
      ])
      await expect(page.getByTestId('due-today-count')).toHaveText(count, { timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('heading', { name: 'Por llamar hoy' })).toBeVisible()
    await expect(page.getByTestId('due-today-list')).toContainText('Vencido')

    await expect(page.getByRole('heading', { name: 'Mis clientes' })).toBeVisible()
    await expect(page.getByTestId('my-leads-count')).toHaveText('2')
    const mine = page.getByTestId('my-leads-list').locator('li')
    await expect(mine.nth(0)).toContainText('Vencido')
    await expect(mine.nth(1)).toContainText('Futuro')
    await expect(page.getByTestId('my-leads-list')).not.toContainText('Inscrita')

    await expect(page.getByRole('heading', { name: /Contactos por día/ })).toBeVisible()
    const chart = page.getByRole('img', { name: /^Contactos por día: / })
    await expect(chart).toBeVisible()
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
    // Other staff tests create leads meanwhile: the page and the count are read again together.
    await expect(async () => {
      await page.reload()
      const [{ count: todayCount }] = await queryE2eDatabase<{ count: string }>(
        `select count(*) from contacts where (created_at at time zone 'America/New_York')::date = $1::date`,
        [today],
      )
      await expect(page.locator(`.desk-chart__table tr[data-day="${today}"] td`).last()).toHaveText(todayCount, { timeout: 1000 })
    }).toPass()
  })
})
