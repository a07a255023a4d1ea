import { expect, test } from '@playwright/test'

import { legalUnpublishNote, legalUnpublishRefusedMessage } from '../../../src/copy/admin'
import { todayAsDayOnly } from '../../../src/lib/last-updated'
import { DEFAULT_AGENCY_TIME_ZONE } from '../../../src/lib/time-zone'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { adminAccount, authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'

type Row = { id: number; title: string; last_updated: Date }

test("staff revise a legal document: the draft previews on its page, publishing sets 'última actualización' to today", async ({
  page,
  request,
}) => {
  const staff = await createStaffAccount(request, 'legal')
  const [published] = await queryE2eDatabase<Row>("select id, title, last_updated from legal_documents where slug = 'legal-notice'")
  expect(published.last_updated.toISOString()).not.toBe(todayAsDayOnly(new Date(), DEFAULT_AGENCY_TIME_ZONE))

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
    .toEqual({ title: revisedTitle, lastUpdated: todayAsDayOnly(new Date(), DEFAULT_AGENCY_TIME_ZONE) })
  await page.goto('/legal-notice')
  await expect(page.getByRole('heading', { name: revisedTitle })).toBeVisible()

  const admin = await adminAccount(request)
  await request.patch(`/api/legal-documents/${published.id}`, { headers: authHeader(admin), data: { title: published.title } })
})

test("a legal page stays online: the admin's ⋮ menu offers no «Despublicar», and unpublishing through the API is refused", async ({
  page,
  request,
}) => {
  const [doc] = await queryE2eDatabase<Row>("select id, title, last_updated from legal_documents where slug = 'terms-of-service'")
  const admin = await adminAccount(request)
  // Several published versions: an unpublish that overwrote the latest one would leave an older text, or none.
  const olderTitle = `Términos anteriores ${uniqueSuffix()}`
  const latestTitle = `Términos vigentes ${uniqueSuffix()}`
  for (const title of [olderTitle, latestTitle]) {
    const publishing = await request.patch(`/api/legal-documents/${doc.id}`, {
      headers: authHeader(admin),
      data: { title, _status: 'published' },
    })
    expect(publishing.status()).toBe(200)
  }
  try {
    await loginInPanel(page, TEST_ADMIN.email, TEST_ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await page.goto(`/admin/collections/legal-documents/${doc.id}`)
    await expect(page.locator('#field-title')).toHaveValue(latestTitle)
    await page.locator('.doc-controls__dots').click()
    const menu = page.locator('.popup__content')
    await expect(menu.getByTestId('legal-unpublish-note')).toHaveText(legalUnpublishNote)
    await expect(menu.getByRole('button', { name: 'Despublicar' })).toHaveCount(0)
    await expect(menu.getByRole('button', { name: 'Duplicar' })).toHaveCount(0)

    // What the button sent, and the plain draft status, by the admin and by staff: refused in Spanish.
    const staff = await createStaffAccount(request, 'legal-despublicar')
    for (const [who, account] of [
      ['admin', admin],
      ['staff', staff],
    ] as const) {
      for (const query of ['?unpublishAllLocales=true&depth=0', '']) {
        const answer = await request.patch(`/api/legal-documents/${doc.id}${query}`, {
          headers: authHeader(account),
          data: { _status: 'draft' },
        })
        expect(answer.status(), `${who} ${query}`).toBe(403)
        expect(((await answer.json()) as { errors: { message: string }[] }).errors[0].message).toBe(legalUnpublishRefusedMessage)
      }
    }
    const visit = await page.goto('/terms-of-service')
    expect(visit?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: latestTitle })).toBeVisible()
  } finally {
    await request.patch(`/api/legal-documents/${doc.id}`, { headers: authHeader(admin), data: { title: doc.title, _status: 'published' } })
  }
})
