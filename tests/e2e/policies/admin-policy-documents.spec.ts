/**
 * Private policy documents and the dashboard report (issue 36, items 6 and 7), on a desktop and on a phone (390 px):
 * staff upload a client's ID card from the policy's «Documentos», download it through the logged route (the log line is
 * in the database), an anonymous visitor is refused on every address of the file, and the dashboard's «Cartera de
 * pólizas» shows the carrier in its table. Runs in the «admin» project (desktop Chrome); the phone case sets its viewport.
 */
import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { type Account, authHeader, createStaffAccount, insertContact, signInToPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'

function policyDocumentsAtTheDesk(size: 'desktop' | 'phone') {
  let staff: Account
  let policyId: number
  const carrierName = `Aseguradora ${size} ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, `documentos-${size}`, `Documentos ${size}`)
    const carrier = await request.post('/api/insurers', { headers: authHeader(staff), data: { name: carrierName, showOnSite: false } })
    expect(carrier.status(), 'a carrier off the carousel is created').toBe(201)
    const leadId = await insertContact({
      firstName: 'Rosa',
      lastName: `Tarjeta ${uniqueSuffix()}`,
      email: `rosa-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0142',
      insuranceType: 'medicare',
      message: 'Cliente de Medicare',
    })
    const policy = await request.post('/api/policies', {
      headers: authHeader(staff),
      data: {
        client: leadId,
        line: 'medicare-advantage',
        carrier: ((await carrier.json()) as { doc: { id: number } }).doc.id,
        status: 'activa',
        effectiveDate: '2026-01-01T12:00:00.000Z',
      },
    })
    expect(policy.status(), 'a policy is created').toBe(201)
    policyId = ((await policy.json()) as { doc: { id: number } }).doc.id
  })

  test(`staff upload an ID card on a policy and download it; anonymous is refused; the dashboard report (${size})`, async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.slow()
    const idCard = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
    await signInToPanel(page, staff)

    // The policy's «Documentos»: «Añadir nuevo» opens the upload in a drawer, the policy already chosen.
    await page.goto(`/admin/collections/policies/${policyId}`)
    await page
      .locator('#field-documents')
      .getByRole('button', { name: /Añadir nuevo/ })
      .click()
    const drawer = page.locator('.drawer--is-open')
    await drawer.locator('input[type="file"]').setInputFiles({ name: 'tarjeta-medicare.png', mimeType: 'image/png', buffer: idCard })
    await drawer.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText(/se creó correctamente/)).toBeVisible()
    const [stored] = await queryE2eDatabase<{ id: number; filename: string }>(
      'select id, filename from policy_documents where policy_id = $1 order by id desc limit 1',
      [policyId],
    )
    expect(stored.filename).toMatch(/^tarjeta-medicare(-\d+)?\.png$/)
    await page.keyboard.press('Escape')

    // Its row in the policy's documents, with the one download link (the logged route).
    await page.reload()
    const row = page.locator('#field-documents').getByRole('row').filter({ hasText: stored.filename })
    await expect(row).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`admin-policy-documents-${size}.png`), fullPage: true })
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Descargar' }).click()])
    expect(download.suggestedFilename()).toBe(stored.filename)
    expect(readFileSync(await download.path()).equals(idCard)).toBe(true)
    const log = await queryE2eDatabase<{ user_id: number; user_name: string }>(
      'select user_id, user_name from policy_document_downloads where document_id = $1',
      [stored.id],
    )
    expect(log).toEqual([{ user_id: staff.id, user_name: `Documentos ${size}` }])

    // A visitor without a session, through every address that could serve the file.
    const visitor = await playwright.request.newContext({ baseURL })
    expect([401, 403]).toContain((await visitor.get(`/api/policy-documents/file/${stored.filename}`)).status())
    expect((await visitor.get(`/api/media/file/${stored.filename}`)).status()).toBeGreaterThanOrEqual(400)
    expect((await visitor.get(`/media/${stored.filename}`)).status()).toBe(404)
    expect((await visitor.get(`/${stored.filename}`)).status()).toBe(404)
    const refused = await visitor.get(`/api/policy-documents/${stored.id}/download`)
    expect(refused.status()).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Inicie sesión para descargar documentos.' })
    await visitor.dispose()

    // The dashboard: «Cartera de pólizas», the carrier in its table (what screen readers read), with its bar.
    await page.goto('/admin')
    const carriers = page.getByRole('table', { name: 'Pólizas activas por aseguradora' })
    await expect(carriers.getByRole('row', { name: new RegExp(carrierName) })).toContainText('1')
    await expect(
      page.getByRole('table', { name: 'Pólizas activas por línea' }).getByRole('rowheader', { name: 'Medicare Advantage' }),
    ).toBeVisible()
    await expect(page.getByRole('table', { name: /^Movimientos de / })).toBeVisible()
    await page.getByTestId('policy-report').screenshot({ path: testInfo.outputPath(`admin-policy-report-${size}.png`) })
  })
}

test.describe('private policy documents and the dashboard report, desktop', () => {
  policyDocumentsAtTheDesk('desktop')
})

test.describe('private policy documents and the dashboard report, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  policyDocumentsAtTheDesk('phone')
})
