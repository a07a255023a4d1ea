import { expect, type Page, test } from '@playwright/test'

import { STAFF_CONSENT_SCRIPT } from '../../../src/copy/lead-intake'
import { type Account, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase } from '../../support/e2e-database'

/** The panel's next answer to its own form-state request (a POST to the create view's address). */
const formStateAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/collections/contacts/create',
  )

/** A number no other test uses, as staff would type it. */
const freshPhone = () => {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')
  return `(954) ${digits.slice(0, 3)}-${digits.slice(3)}`
}

/** Picks an option of one of Payload's selects (react-select) by its label. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The labels a Payload select offers. */
async function optionsOf(page: Page, field: string): Promise<string[]> {
  await page.locator(`#field-${field} .rs__control`).click()
  const labels = await page.locator('.rs__menu .rs__option').allInnerTexts()
  await page.keyboard.press('Escape')
  return labels
}

test.describe('staff enter a lead from a phone call or a walk-in', () => {
  let staff: Account
  // A name of its own: other specs' staff accounts are also 'Personal de prueba'.
  const staffName = `Recepción ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'recepcion', staffName)
  })

  test.beforeEach(async ({ page }) => {
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  })

  test('a walk-in who gives only a first name: name and phone are enough, and each channel’s answer is recorded as said', async ({
    page,
  }) => {
    // A whole entry, then the saved lead: more than the default budget when the panel is cold on a busy machine.
    test.slow()
    const firstName = `Elena${uniqueSuffix().replace(/\W/g, '')}`
    const phone = freshPhone()
    const email = `elena-${uniqueSuffix()}@example.com`
    const before = Date.now()
    await page.goto('/admin/collections/contacts/create')
    // Only the sources a staff entry may have; Teléfono is preselected, this person came in person.
    await expect(page.locator('#field-source')).toContainText('Teléfono')
    expect(await optionsOf(page, 'source')).toEqual(['Teléfono', 'En persona'])
    await choose(page, 'source', 'En persona')
    await page.locator('#field-firstName').fill(firstName)
    await page.locator('#field-phone').fill(phone)
    await page.locator('#field-email').fill(email)
    // The sentence to read is beside each answer.
    await expect(page.getByText(STAFF_CONSENT_SCRIPT.statements.llamadas, { exact: false })).toBeVisible()
    await choose(page, 'consentCalls', 'Acepta')
    await choose(page, 'consentTexts', 'No acepta')
    await choose(page, 'consentEmail', 'No acepta')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Contacto se creó correctamente.')).toBeVisible()
    await expect(page.getByText(/campos? (es|son) inválidos?/)).toHaveCount(0)

    const [lead] = await queryE2eDatabase<{
      id: number
      last_name: string | null
      source: string
      entered_by: string
      consent_text: string | null
    }>('select id, last_name, source, entered_by, consent_text from contacts where first_name = $1', [firstName])
    expect(lead).toMatchObject({ last_name: null, source: 'en-persona', entered_by: `${staffName} (${staff.email})`, consent_text: null })

    const records = await queryE2eDatabase<{
      channel: string
      answer: string
      address: string
      heard_via: string
      statement: string
      statement_version: string
      recorded_by_name: string
      created_at: Date
    }>(
      `select channel, answer, address, heard_via, statement, statement_version, recorded_by_name, created_at
       from consent_records where contact_id = $1 order by id`,
      [lead.id],
    )
    expect(records.map(({ created_at, ...record }) => record)).toEqual(
      (
        [
          ['llamadas', 'acepta', phone],
          ['sms', 'rechaza', phone],
          ['correo', 'rechaza', email],
        ] as const
      ).map(([channel, answer, address]) => ({
        channel,
        answer,
        address,
        heard_via: 'en-persona',
        statement: STAFF_CONSENT_SCRIPT.statements[channel],
        statement_version: STAFF_CONSENT_SCRIPT.version,
        recorded_by_name: `${staffName} (${staff.email})`,
      })),
    )
    for (const record of records) expect(record.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000)

    // The refusals put the phone (for texts only) and the e-mail (for all contact) on the 'no contactar' list.
    const listed = await queryE2eDatabase<{ phone: string | null; email: string | null; channel: string; scope: string }>(
      'select phone, email, channel, scope from opt_outs where contact_id = $1 order by id',
      [lead.id],
    )
    expect(listed).toEqual([
      { phone, email: null, channel: 'en-persona', scope: 'texts' },
      { phone: null, email, channel: 'en-persona', scope: 'all' },
    ])

    // The saved lead shows who entered it, the answers and the history line; its source can no longer change.
    await page.goto(`/admin/collections/contacts/${lead.id}`)
    await expect(page.locator('#field-enteredBy')).toHaveValue(`${staffName} (${staff.email})`)
    await expect(page.locator('#field-source input')).toBeDisabled()
    await expect(page.getByTestId('lead-history').locator('li').first()).toContainText(
      'Consentimiento: Llamadas: acepta · Mensajes de texto: no acepta · Correo electrónico: no acepta (en persona).',
    )
    // Payload draws a field only once it is in the viewport (RenderIfInViewport): scroll to the
    // consent section as staff do; the table then loads with a request of its own.
    await page.getByText('Consentimiento de la persona', { exact: true }).scrollIntoViewIfNeeded()
    const answers = page.locator('#field-consentRecords')
    await expect(answers.getByText('No acepta')).toHaveCount(2, { timeout: 30_000 })
    await expect(answers.getByText('Acepta', { exact: true })).toHaveCount(1)
  })

  test('on a phone, Origen comes first and offers only the staff sources', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin/collections/contacts/create')
    const source = page.locator('#field-source')
    await expect(source).toBeVisible()
    const sourceBox = await source.boundingBox()
    const firstNameBox = await page.locator('#field-firstName').boundingBox()
    expect(sourceBox && firstNameBox && sourceBox.y < firstNameBox.y).toBe(true)
    // Within the first screen, without scrolling.
    expect(sourceBox && sourceBox.y + sourceBox.height).toBeLessThan(844)
    expect(await optionsOf(page, 'source')).toEqual(['Teléfono', 'En persona'])
  })

  test('a lead without a phone is not saved, and the Spanish message says why', async ({ page }) => {
    const firstName = `SinTelefono${uniqueSuffix().replace(/\W/g, '')}`
    await page.goto('/admin/collections/contacts/create')
    // The source select is drawn by the panel's React: a click on Guardar before that does nothing.
    await expect(page.locator('#field-source')).toContainText('Teléfono')
    // The panel asks the server for the form's state after a change, unvalidated before the first
    // save; an answer landing after the refusal would clear the message (Payload's, docs/staff-desk.md).
    const formStateAfterTyping = formStateAnswer(page)
    await page.locator('#field-firstName').fill(firstName)
    await formStateAfterTyping
    await page.getByRole('button', { name: 'Guardar' }).click()
    // The refusal comes back from the server's validation: on a busy machine a save can take over 10 s.
    await expect(page.getByText('Indique un teléfono de al menos 10 dígitos.').first()).toBeVisible({ timeout: 20_000 })
    expect(await queryE2eDatabase('select id from contacts where first_name = $1', [firstName])).toHaveLength(0)

    // Going on with another field, the message stays until the phone is given.
    const phoneField = page.locator('.field-type.text', { has: page.locator('#field-phone') })
    const formStateAfterLastName = formStateAnswer(page)
    await page.locator('#field-lastName').fill('Prueba')
    await formStateAfterLastName
    await expect(phoneField).toContainText('Indique un teléfono de al menos 10 dígitos.')
    // The panel may fold this change into a form-state request already under way: wait for the message, not a request.
    await page.locator('#field-phone').fill('(305) 555-0142')
    await expect(phoneField).not.toContainText('Indique un teléfono de al menos 10 dígitos.', { timeout: 20_000 })
  })

  test('the dashboard counts the leads per source and per page', async ({ page, browser }) => {
    // A visitor (not signed in) sends the landing's form, so the page table has a row for '/'.
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    try {
      const landing = await visitor.newPage()
      await landing.goto('/#contacto')
      await fillContactForm(landing, uniqueVisitor())
      await contactForm(landing).submit.click()
      await expect(toasts(landing)).toContainText('¡Mensaje Enviado!')
    } finally {
      await visitor.close()
    }
    const [{ count }] = await queryE2eDatabase<{ count: string }>(
      "select count(*) from contacts where source = 'en-persona' and created_at > now() - interval '7 days'",
    )
    await page.goto('/admin')
    const row = page.getByTestId('leads-per-source').getByRole('row', { name: /^En persona/ })
    await expect(row.getByRole('cell').first()).toHaveText(count)

    // …and per page of the site the forms were sent from (the landing's form is sent from '/').
    const [{ count: fromLanding }] = await queryE2eDatabase<{ count: string }>(
      "select count(*) from contacts where sent_from_path = '/' and created_at > now() - interval '7 days'",
    )
    const landingRow = page.getByTestId('leads-per-page').getByRole('row', { name: /^\/ / })
    await expect(landingRow.getByRole('cell').first()).toHaveText(fromLanding)
  })
})

test.describe('calls leave a trace', () => {
  let staff: Account
  const staffName = `Agente ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'llamadas', staffName)
  })

  test.beforeEach(async ({ page }) => {
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  })

  test('one tap logs an attempt with its outcome, a Medicare call its recording, and a new follow-up is in the history', async ({
    page,
  }) => {
    // Three saves and a calendar: more than the default budget when the panel is cold on a busy machine.
    test.slow()
    const id = await insertContact({
      firstName: 'Teresa',
      lastName: `Medicare ${uniqueSuffix()}`,
      email: `teresa-${uniqueSuffix()}@example.com`,
      phone: freshPhone(),
      insuranceType: 'medicare',
      message: 'Cumplo 65 en marzo',
    })
    await page.goto(`/admin/collections/contacts/${id}`)
    const attempt = page.getByRole('region', { name: 'Registrar intento de contacto' })
    await expect(attempt.getByLabel('Medio')).toHaveValue('llamada')
    await attempt.getByLabel('Referencia de la grabación (Medicare)').fill('GRAB-2026-0042')
    await attempt.getByRole('button', { name: 'No contestó' }).click()
    await expect(attempt.getByRole('status')).toHaveText('Intento registrado.')

    const history = page.getByTestId('lead-history')
    const newest = history.locator('li').first()
    await expect(newest).toContainText('Llamada: No contestó')
    await expect(newest).toContainText('Grabación: GRAB-2026-0042')
    await expect(newest).toContainText(staffName)

    await attempt.getByLabel('Medio').selectOption({ label: 'Mensaje de texto' })
    await attempt.getByRole('button', { name: 'Dejó mensaje' }).click()
    await expect(history.locator('li').first()).toContainText('Mensaje de texto: Dejó mensaje')

    // A follow-up picked in the calendar (the 15th of next month, 10:00) is a line of the history once saved.
    await page.locator('#field-followUpAt input').click()
    await page.locator('.react-datepicker__navigation--next').click()
    await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
    await page
      .locator('.react-datepicker__time-list-item', { hasText: /^10:00/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()
    // The browser runs on the agency's clock (playwright.config.ts), so the line reads as picked.
    await expect(history.locator('li').first()).toContainText(/^Próximo seguimiento: sin fecha → 15 \w+\.? \d{4}, 10:00\sa\.\s?m\./)

    const events = await queryE2eDatabase<{
      kind: string
      attempt_channel: string | null
      attempt_outcome: string | null
      recording_ref: string | null
    }>('select kind, attempt_channel, attempt_outcome, recording_ref from lead_events where contact_id = $1 order by id', [id])
    expect(events).toEqual([
      { kind: 'intento', attempt_channel: 'llamada', attempt_outcome: 'no-contesto', recording_ref: 'GRAB-2026-0042' },
      { kind: 'intento', attempt_channel: 'sms', attempt_outcome: 'dejo-mensaje', recording_ref: null },
      { kind: 'seguimiento', attempt_channel: null, attempt_outcome: null, recording_ref: null },
    ])
  })

  test('«Pidió no ser contactado» puts the lead on the «No contactar» list at once', async ({ page }) => {
    const phone = freshPhone()
    const id = await insertContact({
      firstName: 'Rodolfo',
      lastName: `Basta ${uniqueSuffix()}`,
      email: `rodolfo-${uniqueSuffix()}@example.com`,
      phone,
      insuranceType: 'vida',
      message: '',
    })
    await page.goto(`/admin/collections/contacts/${id}`)
    const attempt = page.getByRole('region', { name: 'Registrar intento de contacto' })
    // No recording reference outside Medicare.
    await expect(attempt.getByLabel('Referencia de la grabación (Medicare)')).toHaveCount(0)
    await attempt.getByRole('button', { name: 'Pidió no ser contactado' }).click()
    await expect(page.getByText(/^No contactar: pidió no ser contactado/)).toBeVisible()
    await expect(page.getByTestId('lead-history')).toContainText('Llamada: Pidió no ser contactado')
    const [lead] = await queryE2eDatabase<{ do_not_contact: boolean; do_not_contact_channel: string; do_not_contact_by: string }>(
      'select do_not_contact, do_not_contact_channel, do_not_contact_by from contacts where id = $1',
      [id],
    )
    expect(lead).toEqual({ do_not_contact: true, do_not_contact_channel: 'llamada', do_not_contact_by: staffName })
    expect(await queryE2eDatabase('select id from opt_outs where contact_id = $1 and phone = $2', [id, phone])).toHaveLength(1)
  })
})
