/**
 * A calendar per agent at the staff desk (issue 35, item 1), on a desktop and on a phone (390 px):
 * two agents booked by staff at the same hour, a third booking for the busy agent refused in
 * Spanish; the day view shows a column per agent, a date picker and each Medicare appointment's
 * SOA state. Runs in the «admin» project (desktop Chrome); the phone case sets its own viewport.
 */
import { expect, type Page, test } from '@playwright/test'
import { type Account, authHeader, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { choose, pickToday } from '../../support/admin-fields'
import { queryE2eDatabase } from '../../support/e2e-database'

/** Picks an option of one of Payload's selects (react-select) by its label, inside `scope`. */
const newLead = (lastName: string) =>
  insertContact({
    firstName: 'Celia',
    lastName,
    email: `celia-${uniqueSuffix()}@example.com`,
    phone: '(305) 555-0177',
    insuranceType: 'medicare',
    message: 'Llamó por teléfono',
  })

/** From the lead's page, «Citas › Añadir nuevo»: a Medicare call today at `time` with `agentName` attending; the drawer stays open. */
async function bookForCaller(page: Page, leadId: number, agentName: string, time: string) {
  await page.goto(`/admin/collections/contacts/${leadId}`)
  await page
    .locator('#field-appointments')
    .getByRole('button', { name: /Añadir nuevo/ })
    .click()
  const drawer = '.drawer--is-open'
  await page.locator(`${drawer} #field-assignedTo`).selectOption({ label: agentName })
  await choose(page, drawer, 'kind', 'Llamada telefónica')
  await choose(page, drawer, 'topic', 'Medicare')
  await pickToday(page, drawer, time)
  await page.locator(drawer).getByRole('button', { name: 'Guardar' }).click()
  return page.locator(drawer)
}

/** An agent's column (a region named by its heading). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

const tomorrowKey = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  )

function agentCalendarsAtTheDesk(size: 'desktop' | 'phone') {
  let ana: Account
  let beto: Account
  const [anaName, betoName] = [`Ana ${size} ${uniqueSuffix()}`, `Beto ${size} ${uniqueSuffix()}`]

  test.beforeAll(async ({ request }) => {
    ana = await createStaffAccount(request, `ana-${size}`, anaName)
    beto = await createStaffAccount(request, `beto-${size}`, betoName)
    // Both attend appointments: each has a calendar (the agency's hours and length), so the day view gives each a column.
    for (const agent of [ana, beto]) {
      const response = await request.post('/api/agent-calendars', { headers: authHeader(agent), data: { agent: agent.id } })
      expect(response.status(), 'an agent calendar is created').toBe(201)
    }
  })

  test(`two agents at the same hour, a third booking for the busy agent refused; the day view per agent (${size})`, async ({
    page,
  }, testInfo) => {
    test.slow()
    const suffix = uniqueSuffix().replace(/\W/g, '')
    const [first, second, third] = [`Uno${suffix}`, `Dos${suffix}`, `Tres${suffix}`]
    const [firstLead, secondLead, thirdLead] = [await newLead(first), await newLead(second), await newLead(third)]
    // An hour of its own today (fresh agents: nothing else holds it).
    const time = `${String(9 + Math.floor(Math.random() * 8)).padStart(2, '0')}:00`
    await loginInPanel(page, ana.email, ana.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

    await bookForCaller(page, firstLead, anaName, time)
    await expect(page.getByText('Cita se creó correctamente.')).toBeVisible()
    await bookForCaller(page, secondLead, betoName, time)
    await expect(page.getByText('Cita se creó correctamente.')).toBeVisible()
    await bookForCaller(page, thirdLead, anaName, time)
    // The reason itself, where staff see it on any screen: the error toast (a phone hides the field's tooltip).
    await expect(page.locator('[data-sonner-toast][data-type="error"]').getByText(/Ya hay otra cita agendada a esa hora/)).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`admin-agent-busy-${size}.png`) })
    const held = await queryE2eDatabase<{ lead_id: number; assigned_to_id: number }>(
      'select lead_id, assigned_to_id from appointments where lead_id = any($1) order by assigned_to_id',
      [[firstLead, secondLead, thirdLead]],
    )
    expect(held.map((row) => [row.lead_id, row.assigned_to_id]).sort()).toEqual(
      [
        [firstLead, ana.id],
        [secondLead, beto.id],
      ].sort(),
    )

    // The day view: a column per agent, each with its caller and the SOA still to sign.
    await page.goto('/admin/citas-del-dia')
    await expect(page.getByTestId('appointments-day-title')).toContainText('(hoy)')
    const anaColumn = page.getByRole('region', { name: named(anaName) })
    const betoColumn = page.getByRole('region', { name: named(betoName) })
    await expect(anaColumn.getByRole('link', { name: `Celia ${first}` })).toBeVisible()
    await expect(betoColumn.getByRole('link', { name: `Celia ${second}` })).toBeVisible()
    await expect(anaColumn.getByText(`Celia ${third}`)).toHaveCount(0)
    await expect(
      anaColumn
        .getByTestId('appointment-item')
        .filter({ hasText: `Celia ${first}` })
        .getByTestId('appointment-soa'),
    ).toHaveText('SOA sin firmar')
    // Side by side on a desktop, one under another on a phone.
    const columns = await page
      .getByTestId('appointments-day')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length)
    if (size === 'desktop') expect(columns).toBeGreaterThan(1)
    else expect(columns).toBe(1)
    await page.screenshot({ path: testInfo.outputPath(`admin-agent-day-${size}.png`), fullPage: true })

    // The date picker, by keyboard: its Spanish label, a day typed, «Ver ese día».
    const picker = page.getByLabel('Ir al día')
    await picker.focus()
    await picker.fill(tomorrowKey())
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`dia=${tomorrowKey()}`))
    await expect(page.getByTestId('appointments-day-title')).not.toContainText('(hoy)')
    await expect(page.getByRole('region', { name: named(anaName) })).toContainText('Sin citas este día.')
    await page.getByRole('link', { name: 'Hoy' }).click()
    await expect(page.getByTestId('appointments-day-title')).toContainText('(hoy)')
  })
}

test.describe('agent calendars at the staff desk, desktop', () => {
  agentCalendarsAtTheDesk('desktop')
})

test.describe('agent calendars at the staff desk, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  agentCalendarsAtTheDesk('phone')
})
