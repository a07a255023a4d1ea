import { expect, test } from '@playwright/test'

import { createStaffAccount, loginInPanel, uniqueSuffix } from '../support/admin-e2e'

test('staff preview a draft of the landing copy on the real page; visitors keep the published, cached page', async ({
  page,
  browser,
  request,
}) => {
  const staff = await createStaffAccount(request, 'vista-previa')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/globals/landing')
  const title = page.locator('#field-hero__title')
  const publishedTitle = await title.inputValue()
  const draftTitle = `Borrador: inscríbase hoy ${uniqueSuffix()}`
  await title.fill(draftTitle)
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(page.getByText('Borrador guardado con éxito.')).toBeVisible()

  const previewOpening = page.waitForEvent('popup')
  await page.locator('#preview-button').click()
  const preview = await previewOpening
  await expect(preview).toHaveURL(/\/$/)
  await expect(preview.getByRole('heading', { name: draftTitle })).toBeVisible()
  await expect(preview.getByRole('status').filter({ hasText: 'Vista previa' })).toBeVisible()

  // A visitor (no session, no draft cookie) still gets the published copy, from the cache.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/')
  await expect(visitorPage.getByRole('heading', { name: publishedTitle })).toBeVisible()
  await expect(visitorPage.getByText(draftTitle)).toHaveCount(0)
  const again = await visitor.request.get('/')
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await again.text()).not.toContain(draftTitle)
  await visitor.close()

  await preview.getByRole('button', { name: 'Salir de la vista previa' }).click()
  await expect(preview.getByRole('heading', { name: publishedTitle })).toBeVisible()
  await expect(preview.getByText('Vista previa')).toHaveCount(0)
})

test('the preview link does nothing for someone who is not logged in', async ({ page }) => {
  const response = await page.goto('/api/preview?path=/privacy-policy')
  expect(response?.status()).toBe(401)
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
})
