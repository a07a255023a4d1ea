/**
 * A short link made in the panel as staff would: campaign parameters, then its QR code on the
 * redirect's page, seen and downloaded as PNG, both decoded to the short link's public address.
 */
import { readFile } from 'node:fs/promises'

import { expect, request as requests, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { e2eConfig } from '../../support/e2e-config'
import { readQrPng } from '../../support/qr-image'

test('staff make a short link with its campaign and print its QR code', async ({ page, request }) => {
  test.setTimeout(120_000)
  const staff = await createStaffAccount(request, 'enlace-corto')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  const from = `/radio-${uniqueSuffix()}`
  const shortLink = `${e2eConfig.baseURL}${from}`
  await page.goto('/admin/collections/redirects/create')
  await expect(page.getByText('Guarde la redirección para ver su código QR.')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The URL box appears once the server has answered the form's new state: a choice made while the
  // page's first answer is still on its way can be lost, and staff would simply choose again.
  await expect(async () => {
    await page.getByText('Enlace interno').first().click()
    await page.getByText('URL personalizada').first().click()
    await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('#field-to__url').fill('/medicare-florida')
  await page.locator('#field-from').fill(from)
  await expect(page.getByText('Campaña (parámetros utm)')).toBeVisible()
  await page.locator('#field-campaign__utm_source').fill('Radio')
  // A click on «Guardar» while the form still checks the last keystroke can go unanswered; staff click again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Use solo letras minúsculas sin acentos').first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('#field-campaign__utm_source').fill('radio')
  await page.locator('#field-campaign__utm_medium').fill('offline')
  await page.locator('#field-campaign__utm_campaign').fill('aep-2026')
  await expect(async () => {
    if (/\/create$/.test(page.url())) await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+$/, { timeout: 10_000 })
  }).toPass({ timeout: 40_000 })

  const qrImage = page.getByRole('img', { name: `Código QR que abre ${shortLink}` })
  await expect(qrImage).toBeVisible()
  await expect.poll(() => qrImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  expect(readQrPng(await qrImage.screenshot()).text).toBe(shortLink)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar PNG' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`qr-${from.slice(1)}.png`)
  const printed = readQrPng(await readFile(await download.path()))
  expect(printed.width).toBeGreaterThanOrEqual(1200)
  expect(printed.text).toBe(shortLink)
  // Followed like a phone's camera would: a browser of its own (no session, no connection kept from
  // the staff's requests), to the page, with the campaign.
  const phone = await requests.newContext()
  try {
    const followed = await phone.get(shortLink, { maxRedirects: 0 })
    expect([301, 302]).toContain(followed.status())
    expect(followed.headers().location).toBe('/medicare-florida?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026')
  } finally {
    await phone.dispose()
  }

  const admin = await adminAccount(request)
  const saved = (await (
    await request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`, { headers: authHeader(admin) })
  ).json()) as { docs: { campaign: Record<string, string | null> }[] }
  expect(saved.docs[0].campaign).toMatchObject({ utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026' })
})
