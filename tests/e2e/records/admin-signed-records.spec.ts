import { expect, type Page, test } from '@playwright/test'

import { type Account, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'
import { ensureSoaAgent } from '../../support/signing-links'

async function signIn(page: Page, account: Account) {
  await loginInPanel(page, account.email, account.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

test.describe('signed records in the desk', () => {
  let staff: Account
  const staffName = `Agente ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, 'records', staffName)
    // An SOA names its sender with their NPN, and the agency's (issue 33): both set, as an admin would.
    await ensureSoaAgent()
    await queryE2eDatabase(`update users set npn = '17770123' where email = $1`, [staff.email])
  })

  test('staff send an SOA link, the client signs it, the lead shows it signed; the record is intact, its views logged', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, staff)
    const lastName = `Firmas ${uniqueSuffix()}`
    const id = await insertContact({
      firstName: 'Amparo',
      lastName,
      email: `amparo-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0190',
      insuranceType: 'medicare',
      message: 'Quiero una cita',
    })
    await page.goto(`/admin/collections/contacts/${id}`)
    const section = page.locator('section.lead-records')
    await expect(section.getByRole('heading', { name: 'Documentos para firmar' })).toBeVisible()
    await expect(section.getByText('Todavía no se envió ningún documento.')).toBeVisible()
    await section.getByLabel('Documento').selectOption({ label: 'Alcance de la cita (SOA, Medicare)' })
    await section.getByRole('button', { name: 'Crear enlace' }).click()
    await expect(section.getByText('Enlace creado y enviado por correo al cliente.', { exact: false })).toBeVisible()
    const url = await section.getByTestId('signing-link').inputValue()
    expect(url).toMatch(/\/firmar\/[A-Za-z0-9_-]{43}$/)
    await expect(section.getByTestId('lead-record-state')).toContainText(/Alcance de la cita \(SOA, Medicare\): Enviado \(enviado el /)

    // The client opens the link on their own phone (no staff session) and signs.
    const client = await browser.newContext({ baseURL: new URL(page.url()).origin })
    const clientPage = await client.newPage()
    await clientPage.goto(new URL(url).pathname)
    await clientPage.getByRole('checkbox', { name: /Planes independientes de medicamentos con receta \(Parte D\)/ }).check()
    await clientPage.getByLabel('Su nombre completo (su firma)').fill(`Amparo ${lastName}`)
    await clientPage.getByRole('button', { name: 'Firmar' }).click()
    await expect(clientPage.getByRole('heading', { name: 'Gracias. Su firma quedó guardada.' })).toBeVisible()
    await client.close()

    await page.reload()
    await expect(section.getByTestId('lead-record-state')).toContainText(/Firmado \(firmado el /)
    // For docs/signed-records.md: the lead's documents, then the record (copied there by hand).
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('admin-lead-records.png') })
    await section.getByRole('link', { name: 'Ver' }).click()
    await expect(page.getByText('Íntegro: el documento no cambió desde la firma.')).toBeVisible()
    await expect(page.locator('#field-signerName')).toHaveValue(`Amparo ${lastName}`)
    await page.screenshot({ path: testInfo.outputPath('admin-signed-record.png') })
    const [record] = await queryE2eDatabase<{ id: number }>('select id from signed_records where lead_id = $1', [id])
    const log = await queryE2eDatabase<{ action: string; user_name: string }>(
      'select action, user_name from record_access_log where record_id = $1',
      [record.id],
    )
    expect(log.length).toBeGreaterThanOrEqual(1)
    expect(log.every((line) => line.action === 'view' && line.user_name === staffName)).toBe(true)
    // Nothing on the record's page lets anyone change or delete it.
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0)

    // The print view opens in a new tab, from the signed-in browser.
    const [printPage] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Versión para imprimir' }).click()])
    await expect(printPage.getByText(`Amparo ${lastName}`).first()).toBeVisible()
    await expect(printPage.getByText('Íntegro: el documento no cambió desde la firma.')).toBeVisible()
    const prints = await queryE2eDatabase('select 1 from record_access_log where record_id = $1 and action = $2', [record.id, 'print'])
    expect(prints).toHaveLength(1)

    // Issue 33: the record's page shows its contents and the log with the time; the list shows
    // the record by its columns only (lists answer no contents), and opening none logs nothing.
    await expect(page.locator('#field-ip')).toHaveValue(/\d/)
    await page.reload()
    await expect(page.getByText(/de \d{4}, \d{2}:\d{2}:\d{2}/).first()).toBeVisible()
    const linesBefore = (await queryE2eDatabase('select 1 from record_access_log where record_id = $1', [record.id])).length
    // Newest first: the list's own order (by the end of keeping) puts the suite's earlier records before it.
    await page.goto('/admin/collections/signed-records?sort=-signedAt')
    const row = page.getByRole('row').filter({ hasText: `Amparo ${lastName}` })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Alcance de la cita (SOA, Medicare)')
    await expect(page.getByRole('columnheader', { name: 'Dirección IP' })).toHaveCount(0)
    expect(await queryE2eDatabase('select 1 from record_access_log where record_id = $1', [record.id])).toHaveLength(linesBefore)
  })
})
