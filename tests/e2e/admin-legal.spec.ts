import { expect, test } from '@playwright/test'

import { legalUnpublishAdminOnlyMessage } from '../../src/copy/admin'
import { todayAsDayOnly } from '../../src/lib/last-updated'
import { adminAccount, authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../support/admin-e2e'
import { queryE2eDatabase } from '../support/e2e-database'

type Row = { id: number; title: string; last_updated: Date }

test("staff revise a legal document: the draft previews on its page, publishing sets 'última actualización' to today", async ({
  page,
  request,
}) => {
  const staff = await createStaffAccount(request, 'legal')
  const [published] = await queryE2eDatabase<Row>("select id, title, last_updated from legal_documents where slug = 'legal-notice'")
  expect(published.last_updated.toISOString()).not.toBe(todayAsDayOnly(new Date()))

  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/legal-documents/${published.id}`)
  const revisedTitle = `Aviso Legal revisado ${uniqueSuffix()}`
  await page.locator('#field-title').fill(revisedTitle)
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('Borrador guardado con éxito.')).toBeVisible()

  const previewOpening = page.waitForEvent('popup')
  await page.locator('#preview-button').click()
  const preview = await previewOpening
  await expect(preview).toHaveURL(/\/legal-notice$/)
  await expect(preview.getByRole('heading', { name: revisedTitle })).toBeVisible()
  const visitorView = await (await fetch(new URL('/legal-notice', page.url()))).text()
  expect(visitorView).toContain(published.title)
  expect(visitorView).not.toContain(revisedTitle)
  await preview.close()

  await page.getByRole('button', { name: 'Publicar cambios' }).click()
  await expect
    .poll(async () => {
      const [row] = await queryE2eDatabase<Row>('select id, title, last_updated from legal_documents where id = $1', [published.id])
      return { title: row.title, lastUpdated: row.last_updated.toISOString() }
    })
    .toEqual({ title: revisedTitle, lastUpdated: todayAsDayOnly(new Date()) })
  await page.goto('/legal-notice')
  await expect(page.getByRole('heading', { name: revisedTitle })).toBeVisible()

  const admin = await adminAccount(request)
  await request.patch(`/api/legal-documents/${published.id}`, { headers: authHeader(admin), data: { title: published.title } })
})

test('a legal page stays online: staff cannot unpublish it, and when an admin does, visitors still get the last published text', async ({
  page,
  request,
}) => {
  const [doc] = await queryE2eDatabase<Row>("select id, title, last_updated from legal_documents where slug = 'terms-of-service'")
  const staff = await createStaffAccount(request, 'legal-despublicar')
  const byStaff = await request.patch(`/api/legal-documents/${doc.id}`, { headers: authHeader(staff), data: { _status: 'draft' } })
  expect(byStaff.status()).toBe(403)
  expect(((await byStaff.json()) as { errors: { message: string }[] }).errors[0].message).toBe(legalUnpublishAdminOnlyMessage)

  const admin = await adminAccount(request)
  const byAdmin = await request.patch(`/api/legal-documents/${doc.id}`, { headers: authHeader(admin), data: { _status: 'draft' } })
  expect(byAdmin.status()).toBe(200)
  try {
    const visit = await page.goto('/terms-of-service')
    expect(visit?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: doc.title })).toBeVisible()
  } finally {
    await request.patch(`/api/legal-documents/${doc.id}`, { headers: authHeader(admin), data: { _status: 'published' } })
  }
})
