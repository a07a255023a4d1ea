/**
 * Payload's official plugins in the panel (issue 23): the «SEO» fields on a legal document and
 * the «Redirecciones» collection load, read in Spanish, and save.
 */
import { expect, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { expectSpanish } from '../../support/admin-spanish-checks'

test('staff see the SEO fields on a legal document and add a redirect to it, in Spanish', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await adminAccount(request)
  const { docs } = (await (await request.get('/api/legal-documents?limit=1&sort=-id&depth=0', { headers: authHeader(admin) })).json()) as {
    docs: { id: number; title: string }[]
  }
  const staff = await createStaffAccount(request, 'plugins')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto(`/admin/collections/legal-documents/${docs[0].id}`)
  await expect(page.getByText('Título para buscadores')).toBeVisible()
  await expect(page.getByText('Descripción para buscadores')).toBeVisible()
  await expectSpanish(page, 'the SEO fields')

  const from = `/politica-anterior-${uniqueSuffix()}`
  await page.goto('/admin/collections/redirects/create')
  await expect(page.getByText('Creando Redirección')).toBeVisible()
  await page.locator('#field-from').fill(from)
  await page.getByText('Enlace interno').click()
  await page.locator('#field-to__reference').click()
  await page.getByRole('option', { name: docs[0].title }).click()
  await expectSpanish(page, 'a new redirect')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+$/, { timeout: 30_000 })

  const saved = (await (
    await request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`, {
      headers: authHeader(admin),
    })
  ).json()) as { docs: { type: string; to: { type: string; reference: { relationTo: string; value: number } } }[] }
  expect(saved.docs).toHaveLength(1)
  // A new redirect is temporary unless staff choose otherwise (issue 33: campaign links get repointed).
  expect(saved.docs[0]).toMatchObject({
    type: '302',
    to: { type: 'reference', reference: { relationTo: 'legal-documents', value: docs[0].id } },
  })
  // Redirects are staff data: the public API does not list them.
  expect((await request.get('/api/redirects')).status()).toBe(403)
})
