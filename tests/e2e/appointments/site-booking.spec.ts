/**
 * A visitor books an appointment on a phone, with and without JavaScript: kind and topic, a day,
 * an hour (radio buttons in the server's HTML), name and consent; the confirmation in words with
 * the zone named; then the link from it moves the appointment and cancels it. A wrong or expired
 * link gets a Spanish page and nothing of any appointment.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { BOOKING_CONSENT as CONSENT, chooseKindAndTopic, pickRandom } from '../../support/booking-page'
import { queryE2eDatabase } from '../../support/e2e-database'
import { ensureSoaAgent } from '../../support/signing-links'

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('book, see the confirmation, move it and cancel it by the link', async ({ page }) => {
      const lastName = `Cita ${randomUUID().slice(0, 8)}`
      await chooseKindAndTopic(page)
      const startsAt = await pickRandom(page, 'Elige una hora')
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
      await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName)
      await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0123')

      // Without the consent: the Spanish message on the page, what was typed kept.
      await page.getByRole('button', { name: 'Agendar la cita' }).click()
      const summary = page.getByRole('alert').filter({ hasText: 'Revisa lo siguiente:' })
      await expect(summary).toContainText('Debes aceptar recibir comunicaciones')
      await expect(page.getByRole('textbox', { name: 'Apellido', exact: true })).toHaveValue(lastName)

      if (!(await page.getByRole('radio', { checked: true }).count())) await pickRandom(page, 'Elige una hora')
      await page.getByRole('checkbox', { name: CONSENT }).check()
      await page.getByRole('button', { name: 'Agendar la cita' }).click()

      await expect(page).toHaveURL(/\/citas\/confirmada\/[A-Za-z0-9_-]{43}$/)
      await expect(page.getByRole('heading', { level: 1, name: '¡Tu cita está agendada!' })).toBeVisible()
      await expect(page.getByText(/\(hora del Este\)$/)).toBeVisible()
      await expect(page.getByText('Llamada telefónica')).toBeVisible()
      expect(page.url()).not.toContain(encodeURIComponent(lastName))
      const [stored] = await queryE2eDatabase<{ starts_at: Date; source: string; booked_by: string }>(
        `select a.starts_at, c.source, a.booked_by from appointments a join contacts c on c.id = a.lead_id where c.last_name = $1`,
        [lastName],
      )
      expect(stored.source).toBe('cita')
      expect(stored.booked_by).toBe('sitio')
      expect(new Date(stored.starts_at).toISOString()).toBe(new Date(startsAt).toISOString())

      // Move it: another free hour.
      await page.getByRole('link', { name: 'Cambiar o cancelar mi cita' }).click()
      await page.waitForURL(/\/citas\/gestionar\//)
      const manageUrl = page.url()
      await page.getByRole('link', { name: 'Cambiar la hora' }).click()
      await page.waitForURL(/accion=cambiar/)
      await pickRandom(page, 'Elige una hora')
      await page.getByRole('button', { name: 'Cambiar a esta hora' }).click()
      await expect(page.getByText('Listo: cambiamos la hora de tu cita.')).toBeVisible()

      // Cancel it, with a confirm step.
      await page.getByRole('link', { name: 'Cancelar la cita' }).click()
      await expect(page.getByRole('heading', { name: '¿Seguro que quieres cancelar esta cita?' })).toBeVisible()
      await page.getByRole('button', { name: 'Sí, cancelar la cita' }).click()
      await expect(page.getByRole('heading', { level: 1, name: /Tu cita fue cancelada/ })).toBeVisible()
      const [after] = await queryE2eDatabase<{ status: string }>(
        'select a.status from appointments a join contacts c on c.id = a.lead_id where c.last_name = $1',
        [lastName],
      )
      expect(after.status).toBe('cancelada')

      // The link of a cancelled appointment shows nothing of it.
      const response = await page.goto(manageUrl)
      expect(response?.status()).toBe(410)
      await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible()
      await expect(page.getByText(lastName)).toHaveCount(0)
    })

    test('a Medicare booking leads to the Scope of Appointment, signed for that appointment', async ({ page }) => {
      // The SOA names the agency's default agent (nobody is assigned to a web booking), with the NPNs it needs.
      await ensureSoaAgent()
      const lastName = `Soa ${randomUUID().slice(0, 8)}`
      await chooseKindAndTopic(page, { label: 'Medicare', value: 'medicare' })
      await pickRandom(page, 'Elige una hora')
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
      await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName)
      await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0124')
      await page.getByRole('checkbox', { name: CONSENT }).check()
      await page.getByRole('button', { name: 'Agendar la cita' }).click()
      await expect(page).toHaveURL(/\/citas\/confirmada\//)
      const confirmation = page.url()

      await expect(page.getByRole('heading', { name: 'Un paso más para tu cita de Medicare' })).toBeVisible()
      await page.getByRole('button', { name: 'Completar el Alcance de la Cita' }).click()
      await expect(page).toHaveURL(/\/firmar\/[A-Za-z0-9_-]{43}$/)
      // Pressed again and again: the same link, one link row for the appointment (issue 33, finding 5).
      const signingUrl = page.url()
      for (let press = 0; press < 3; press++) {
        await page.goto(confirmation)
        await page.getByRole('button', { name: 'Completar el Alcance de la Cita' }).click()
        await expect(page).toHaveURL(signingUrl)
      }
      const links = await queryE2eDatabase<{ id: number }>(
        `select l.id from record_links l join appointments a on l.appointment_id = a.id::text
           join contacts c on c.id = a.lead_id where c.last_name = $1`,
        [lastName],
      )
      expect(links).toHaveLength(1)
      await expect(page.getByRole('heading', { level: 1, name: 'Alcance de la cita (Scope of Appointment) de Medicare' })).toBeVisible()
      await page.getByRole('checkbox', { name: /Planes Medicare Advantage \(Parte C\)/ }).check()
      await page.getByLabel('Su nombre completo (su firma)').fill(`Rosa ${lastName}`)
      await page.getByRole('button', { name: 'Firmar' }).click()
      await expect(page.getByRole('heading', { name: 'Gracias. Su firma quedó guardada.' })).toBeVisible()

      const [record] = await queryE2eDatabase<{ kind: string; appointment: string; booked: string }>(
        `select r.kind, l.appointment_id as appointment, a.id::text as booked
           from signed_records r join record_links l on l.id = r.link_id join contacts c on c.id = r.lead_id
           join appointments a on a.lead_id = c.id where c.last_name = $1`,
        [lastName],
      )
      expect(record).toEqual({ kind: 'soa', appointment: record.booked, booked: record.booked })
      // Signed: the confirmation no longer asks for it, and the link opens nothing more.
      await page.goto(confirmation)
      await expect(page.getByRole('heading', { level: 1, name: '¡Tu cita está agendada!' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Un paso más para tu cita de Medicare' })).toHaveCount(0)
      expect((await page.goto(signingUrl))?.status()).toBe(404)
    })
  })
}

test("the same fields from a second browser never land on the first one's confirmation", async ({ page, browser }) => {
  // The second browser: another person (without JavaScript, a plain POST) who knows the first one's name, phone and hour.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false })
  try {
    const other = await stranger.newPage()
    const lastName = `Ajena ${randomUUID().slice(0, 8)}`
    const fillIn = async (visitor: Page) => {
      await visitor.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
      await visitor.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName)
      await visitor.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0131')
      await visitor.getByRole('checkbox', { name: CONSENT }).check()
    }
    await chooseKindAndTopic(page)
    // Both have the day's hours open before either books.
    await other.goto(new URL(page.url()).pathname + new URL(page.url()).search)
    const startsAt = await pickRandom(page, 'Elige una hora')
    await other.locator(`input[name="startsAt"][value="${startsAt}"]`).check()
    await fillIn(page)
    await fillIn(other)

    await page.getByRole('button', { name: 'Agendar la cita' }).click()
    await expect(page).toHaveURL(/\/citas\/confirmada\/[A-Za-z0-9_-]{43}$/)
    const confirmation = new URL(page.url()).pathname

    await other.getByRole('button', { name: 'Agendar la cita' }).click()
    await expect(other.getByRole('alert').filter({ hasText: 'Revisa lo siguiente:' })).toContainText(
      'Esa hora se acaba de ocupar. Elige otra de las horas libres.',
    )
    expect(new URL(other.url()).pathname).not.toBe(confirmation)
    expect(other.url()).not.toContain('/citas/confirmada/')
    await expect(other.getByRole('heading', { level: 1, name: '¡Tu cita está agendada!' })).toHaveCount(0)

    // The first visitor's booking stands, alone, and its link still works for them.
    const stored = await queryE2eDatabase<{ status: string }>(
      'select a.status from appointments a join contacts c on c.id = a.lead_id where c.last_name = $1',
      [lastName],
    )
    expect(stored).toEqual([{ status: 'agendada' }])
    await page.goto(confirmation)
    await expect(page.getByRole('heading', { level: 1, name: '¡Tu cita está agendada!' })).toBeVisible()
  } finally {
    await stranger.close()
  }
})

test('a wrong link and an expired one get the Spanish page, never data', async ({ page }) => {
  const wrong = await page.goto(`/citas/gestionar/${randomBytes(32).toString('base64url')}`)
  expect(wrong?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible()

  // An appointment that is over, with a link of its own.
  const token = randomBytes(32).toString('base64url')
  const lastName = `Vencida ${randomUUID().slice(0, 8)}`
  const [lead] = await queryE2eDatabase<{ id: number }>(
    `insert into contacts (first_name, last_name, phone, source, status, updated_at, created_at)
     values ('Ana', $1, '(305) 555-0199', 'cita', 'nuevo', now(), now()) returning id`,
    [lastName],
  )
  await queryE2eDatabase(
    `insert into appointments (lead_id, starts_at, ends_at, kind, topic, status, booked_by, manage_token_hash, updated_at, created_at)
     values ($1, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 minutes',
             'llamada', 'vida', 'agendada', 'sitio', $2, now(), now())`,
    // A day of its own in the past: the desktop and phone runs of this test must not hold the same time.
    [lead.id, createHash('sha256').update(token).digest('hex'), 1 + Math.floor(Math.random() * 10_000)],
  )
  const expired = await page.goto(`/citas/gestionar/${token}`)
  expect(expired?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Seguro de Vida')
  await expect(page.getByRole('main')).not.toContainText(lastName)
})
