/**
 * Everyone told of every change (issue 35), from a production server of its own with a real SMTP
 * server on loopback (the shared e2e server runs without mail): a visitor books with an e-mail,
 * moves and cancels through the manage page; each step e-mails them the invitation an iCalendar
 * library reads back (same UID, SEQUENCE up, REQUEST then CANCEL) and staff one notice; the
 * cancelled appointment's lead is back on the dashboard's «Por llamar hoy»; a booking staff make
 * for a caller e-mails the client.
 */
import { randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'
import { type OwnServer, startOwnServer } from '../../../tooling/own-server'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { BOOKING_CONSENT, chooseKindAndTopic, pickRandom } from '../../support/booking-page'
import { invitationOf } from '../../support/ics-attachment'
import { mailSubject, type SmtpCapture, startSmtpCapture } from '../../support/smtp-capture'

const STAFF_INBOX = 'equipo@agencia.example'

let smtp: SmtpCapture
let server: OwnServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  smtp = await startSmtpCapture()
  server = await startOwnServer('booking-changes', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CONTACT_NOTIFY_TO: STAFF_INBOX,
    CONTACT_RATE_LIMIT_DISABLED: 'true',
  })
})

test.afterAll(async () => {
  const info = test.info()
  if (info.status !== info.expectedStatus) await info.attach('server stderr', { body: server?.stderr() ?? '' })
  await server?.stop()
  await smtp?.stop()
})

const mailsTo = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address))
const staffMails = (subjectStart: string) => mailsTo(STAFF_INBOX).filter((mail) => mailSubject(mail.raw).startsWith(subjectStart))

async function mailCount(what: () => unknown[], count: number) {
  await expect.poll(() => what().length, { timeout: 60_000, intervals: [500] }).toBe(count)
}

async function bookWithEmail(page: Page, email: string, lastName: string) {
  await chooseKindAndTopic(page, undefined, server.url)
  await pickRandom(page, 'Elige una hora')
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0135')
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
  await page.getByRole('checkbox', { name: BOOKING_CONSENT }).check()
  await page.getByRole('button', { name: 'Agendar la cita' }).click()
  await expect(page).toHaveURL(/\/citas\/confirmada\/[A-Za-z0-9_-]{43}$/)
}

test('a visitor moves and cancels on the manage page: the e-mails with the invitation, a staff notice each, the lead on the desk', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const email = `cambios-${randomUUID()}@example.com`
  const lastName = `Cambios ${randomUUID().slice(0, 6)}`
  await bookWithEmail(page, email, lastName)
  await mailCount(() => mailsTo(email), 1)
  const original = invitationOf(mailsTo(email)[0].raw)

  await page.getByRole('link', { name: 'Cambiar o cancelar mi cita' }).click()
  await page.waitForURL(/\/citas\/gestionar\//)
  await page.getByRole('link', { name: 'Cambiar la hora' }).click()
  await page.waitForURL(/accion=cambiar/)
  const newStart = await pickRandom(page, 'Elige una hora')
  await page.getByRole('button', { name: 'Cambiar a esta hora' }).click()
  await expect(page.getByText(/cambiamos la hora de tu cita/)).toBeVisible()

  await mailCount(() => mailsTo(email), 2)
  const moved = invitationOf(mailsTo(email)[1].raw)
  expect(moved).toMatchObject({ method: 'REQUEST', uid: original.uid, sequence: 1, startsAt: new Date(newStart).toISOString() })
  await mailCount(() => staffMails(`Cita cambiada: Rosa ${lastName}`), 1)

  await page.getByRole('link', { name: 'Cancelar la cita' }).click()
  await page.getByRole('button', { name: 'Sí, cancelar la cita' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /cita fue cancelada/ })).toBeVisible()

  await mailCount(() => mailsTo(email), 3)
  expect(invitationOf(mailsTo(email)[2].raw)).toMatchObject({ method: 'CANCEL', uid: original.uid, sequence: 2 })
  await mailCount(() => staffMails(`Cita cancelada: Rosa ${lastName}`), 1)
  // Two more ticks of the runner (every 5 s): a second notice would have arrived by then.
  await page.waitForTimeout(11_000)
  expect(staffMails(`Cita cambiada: Rosa ${lastName}`)).toHaveLength(1)
  expect(staffMails(`Cita cancelada: Rosa ${lastName}`)).toHaveLength(1)

  // The lead is back in front of staff: «Por llamar hoy» on the dashboard lists it.
  await page.goto(`${server.url}/admin/login`)
  await page.getByLabel('Correo electrónico').fill(TEST_ADMIN.email)
  await page.getByLabel('Contraseña').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await expect(page.getByTestId('due-today-list')).toContainText(`Rosa ${lastName}`)
})

test('a booking staff make for a caller e-mails the client the invitation', async ({ request }) => {
  test.setTimeout(180_000)
  const login = await request.post(`${server.url}/api/users/login`, { data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const email = `llamada-${randomUUID()}@example.com`
  const lastName = `Llamada ${randomUUID().slice(0, 6)}`
  const lead = await request.post(`${server.url}/api/contacts`, {
    headers,
    data: { firstName: 'Ramón', lastName, email, phone: '(305) 555-0136', source: 'telefono', insuranceType: 'medicare' },
  })
  expect(lead.status(), await lead.text()).toBe(201)
  const leadId = ((await lead.json()) as { doc: { id: number } }).doc.id
  // A time of its own far ahead, so no other booking holds it.
  const startsAt = new Date(Date.UTC(2031, 2, 3 + Math.floor(Math.random() * 20), 15, 0)).toISOString()
  const created = await request.post(`${server.url}/api/appointments`, {
    headers,
    data: { lead: leadId, startsAt, kind: 'llamada', topic: 'medicare' },
  })
  expect(created.status(), await created.text()).toBe(201)

  await mailCount(() => mailsTo(email), 1)
  const confirmation = mailsTo(email)[0]
  expect(mailSubject(confirmation.raw)).toMatch(/^Tu cita con nosotros: /)
  expect(invitationOf(confirmation.raw)).toMatchObject({ sequence: 0, startsAt })
  await mailCount(() => staffMails(`Cita agendada: Ramón ${lastName}`), 1)
  const staffInvitation = invitationOf(staffMails(`Cita agendada: Ramón ${lastName}`)[0].raw)
  expect(staffInvitation.summary).toBe(`Cita: Ramón ${lastName} — Llamada telefónica sobre Medicare`)
  expect(staffInvitation.description).toContain(`/admin/collections/contacts/${leadId}`)
})
