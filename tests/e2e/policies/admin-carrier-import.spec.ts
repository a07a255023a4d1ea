/**
 * A carrier's book-of-business report imported by staff (issue 36, item 5): the sample export (a Humana-like Medicare
 * report, columns as the carrier names them) is uploaded at «Importar pólizas», its columns are recognised, the
 * preview tells each row's fate in Spanish, «Aplicar» runs it with progress, and the policies show on the client's
 * page. Runs in the «admin» project (desktop Chrome); the phone case sets its own viewport.
 */
import { expect, type Page, test } from '@playwright/test'

import { type Account, adminAccount, authHeader, createStaffAccount, signInToPanel, uniqueSuffix } from '../../support/admin-e2e'
import { carrierReportFixture } from '../../support/carrier-report-fixture'
import { queryE2eDatabase } from '../../support/e2e-database'

// The second upload finds what the first applied.
test.describe.configure({ mode: 'serial' })

let staff: Account
let carrierName: string
let carrierId: number

test.beforeAll(async ({ request }) => {
  staff = await createStaffAccount(request, 'importa', `Laura Importa ${uniqueSuffix()}`)
  const admin = await adminAccount(request)
  carrierName = `Humana ${uniqueSuffix()}`
  const response = await request.post('/api/insurers', { headers: authHeader(admin), data: { name: carrierName, showOnSite: false } })
  expect(response.status(), 'a carrier off the carousel is added').toBe(201)
  carrierId = ((await response.json()) as { doc: { id: number } }).doc.id
})

async function uploadFixture(page: Page) {
  await page.goto('/admin/importar-polizas')
  await expect(page.getByRole('heading', { name: 'Importar pólizas de un informe de aseguradora' })).toBeVisible()
  await page.getByLabel('Aseguradora').selectOption({ label: carrierName })
  await page.getByLabel('Informe en CSV (hasta 8 MB)').setInputFiles(carrierReportFixture)
  await page.getByRole('button', { name: 'Subir y revisar' }).click()
}

test('staff import a carrier report: preview per row, apply with progress, the policies on the client', async ({ page }) => {
  await signInToPanel(page, staff)
  await uploadFixture(page)

  // The carrier's column names are recognised without mapping anything by hand.
  await expect(page.getByLabel('Columna para Número de miembro o de póliza')).toHaveValue('Member ID')
  await expect(page.getByLabel('Columna para Vigente desde')).toHaveValue('Effective Date')
  const counts = page.getByTestId('carrier-import-counts')
  await expect(counts).toContainText('Nuevas: 4')
  await expect(counts).toContainText('Rechazadas: 3')
  const rows = page.getByTestId('carrier-import-rows')
  await expect(rows).toContainText('Rechazada: fecha de nacimiento no válida («13/45/1960»).')
  await expect(rows).toContainText('Rechazada: falta el número de miembro y el nombre.')
  await expect(rows).toContainText('Rechazada: identificador de plan no reconocido («H1036-77»).')

  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('carrier-import-progress')).toHaveText('7 de 7 filas')
  await expect(page.getByTestId('carrier-import-summary')).toContainText('Nuevas: 4')

  const [policy] = await queryE2eDatabase<{ client_id: number }>(
    `select client_id from policies where carrier_id = $1 and member_number = 'H73150001'`,
    [carrierId],
  )
  await page.goto(`/admin/collections/contacts/${policy.client_id}`)
  const policies = page.locator('#field-policies')
  await expect(policies).toContainText('Humana Gold Plus H1036-077 (HMO)')
})

test('a second upload of the same report changes nothing', async ({ page }) => {
  await signInToPanel(page, staff)
  await uploadFixture(page)
  const counts = page.getByTestId('carrier-import-counts')
  await expect(counts).toContainText('Nuevas: 0')
  await expect(counts).toContainText('Sin cambios: 4')
})

test('on a phone the import screen fits the width and refuses a file that is not a CSV in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInToPanel(page, staff)
  await page.goto('/admin/importar-polizas')
  await page.getByLabel('Aseguradora').selectOption({ label: carrierName })
  await page
    .getByLabel('Informe en CSV (hasta 8 MB)')
    .setInputFiles({ name: 'informe.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') })
  await page.getByRole('button', { name: 'Subir y revisar' }).click()
  await expect(page.locator('.carrier-import__error')).toHaveText('El archivo debe ser un CSV (.csv), como lo exporta la aseguradora.')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the report is chosen with a control in Spanish, keyboard first, that names the chosen file', async ({ page }) => {
  await signInToPanel(page, staff)
  await page.goto('/admin/importar-polizas')
  const choose = page.locator('label', { hasText: 'Elegir archivo' })
  await expect(choose).toBeVisible()
  await expect(page.getByText('Ningún archivo elegido')).toBeVisible()
  // The browser's own button («Choose File», in its interface's language) is out of sight; the input keeps the focus.
  const input = page.getByLabel('Informe en CSV (hasta 8 MB)')
  expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
  await page.getByLabel('Línea de las pólizas').focus()
  await page.keyboard.press('Tab')
  await expect(input).toBeFocused()
  const outline = await choose.evaluate((label) => getComputedStyle(label).outlineStyle)
  expect(outline, 'the visible button shows where the focus is').not.toBe('none')
  await input.setInputFiles(carrierReportFixture)
  await expect(page.getByText(carrierReportFixture.split('/').pop() as string, { exact: true })).toBeVisible()
  await expect(page.getByText('Ningún archivo elegido')).toHaveCount(0)
})
