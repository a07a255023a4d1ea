import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { e2eConfig } from '../../support/e2e-config'

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
  const draftTitle = `Borrador: inscríbete hoy ${uniqueSuffix()}`
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
  // Other staff tests running beside this one publish content, which renews the cached page: a
  // renewal makes one answer a MISS, so the visitor asks again until the cache answers.
  await expect(async () => {
    const again = await visitor.request.get('/')
    expect(await again.text()).not.toContain(draftTitle)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  }).toPass({ timeout: 15_000 })
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

test('leaving the preview of a legal page returns to that page', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'salir-vista-previa')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/api/preview?path=/terms-of-service')
  await expect(page).toHaveURL(/\/terms-of-service$/)
  await expect(page.getByRole('status').filter({ hasText: 'Vista previa' })).toBeVisible()

  await page.getByRole('button', { name: 'Salir de la vista previa' }).click()
  await expect(page).toHaveURL(/\/terms-of-service$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible()
  await expect(page.getByText('Vista previa')).toHaveCount(0)
})

/**
 * A staff member saves a draft title of the privacy policy (through the REST API: no admin form
 * holds a lock on it) and opens its preview in the browser, logged in to the panel.
 */
async function previewPrivacyDraft(page: Page, request: APIRequestContext, label: string) {
  const staff = await createStaffAccount(request, label)
  const found = await request.get('/api/legal-documents?where[slug][equals]=privacy-policy', { headers: authHeader(staff) })
  const published = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
  const draftTitle = `Borrador privado ${uniqueSuffix()}`
  const saved = await request.patch(`/api/legal-documents/${published.id}?draft=true`, {
    headers: authHeader(staff),
    data: { title: draftTitle },
  })
  expect(saved.status(), 'draft saved').toBe(200)

  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/api/preview?path=/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()
  return { publishedTitle: published.title, draftTitle }
}

const draftCookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')

test('a copied draft cookie without a staff session shows the published page', async ({ page, browser, request }) => {
  const { publishedTitle, draftTitle } = await previewPrivacyDraft(page, request, 'cookie-copiada')
  const draftCookie = await draftCookieOf(page.context())
  expect(draftCookie, 'the preview sets the draft cookie').toBeDefined()

  // Someone else's browser holds the same cookie (it is the same for every browser of a build), but no session.
  const stranger = await browser.newContext()
  await stranger.addCookies([draftCookie!])
  const strangerPage = await stranger.newPage()
  await strangerPage.goto('/privacy-policy')
  await expect(strangerPage.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible()
  await expect(strangerPage.getByText(draftTitle)).toHaveCount(0)
  await expect(strangerPage.getByText('Vista previa')).toHaveCount(0)
  expect(await (await stranger.request.get('/privacy-policy')).text()).not.toContain(draftTitle)
  await stranger.close()
})

test('logging out ends the preview: the draft is gone from the site', async ({ page, request }) => {
  const { publishedTitle, draftTitle } = await previewPrivacyDraft(page, request, 'cierre-sesion')

  const logout = await page.request.post('/api/users/logout', { headers: { Origin: e2eConfig.baseURL } })
  expect(logout.status()).toBe(200)
  expect(await draftCookieOf(page.context())).toBeUndefined()

  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible()
  await expect(page.getByText(draftTitle)).toHaveCount(0)
  await expect(page.getByText('Vista previa')).toHaveCount(0)
})

test('after logging out, the draft cookie kept from before shows the published page', async ({ page, request }) => {
  const { publishedTitle, draftTitle } = await previewPrivacyDraft(page, request, 'cookie-guardada')
  const draftCookie = await draftCookieOf(page.context())
  await page.request.post('/api/users/logout', { headers: { Origin: e2eConfig.baseURL } })
  // A browser that ignores the expired cookie (or a copy made before logging out) keeps sending it.
  await page.context().addCookies([draftCookie!])
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible()
  await expect(page.getByText(draftTitle)).toHaveCount(0)
})
