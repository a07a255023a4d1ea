/**
 * A phone without JavaScript (or before the page's scripts ran): the promotion's countdown and
 * the menu still do their job. The contact form's case is contact-without-js.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { navigation } from '../../../src/copy/site'
import { countdownParts, effectiveDateLabel } from '../../../src/lib/countdown'
import { DEFAULT_AGENCY_TIME_ZONE } from '../../../src/lib/time-zone'

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

// The seeded agency keeps the default zone; the cached page is at most an hour old (its `revalidate`).
const zone = DEFAULT_AGENCY_TIME_ZONE
const HOUR = 3_600_000

const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menú' })

test('the countdown shows the days left and the date it counts to, never dashes', async ({ page }) => {
  await page.goto('/')
  const timer = page.getByRole('timer')
  await expect(timer).toBeVisible()
  const days = timer.locator('[data-unit="days"]')
  await expect(days).toBeVisible()
  await expect(days.getByText('DÍAS', { exact: true })).toBeVisible()
  const count = days.locator('span').first()
  await expect(count).toHaveText(/^\d{2,3}$/)
  const now = Date.now()
  const possibleDays = [now, now - HOUR].map((at) => countdownParts(new Date(at), zone).days)
  expect(possibleDays).toContain(await count.textContent())
  // Hours, minutes and seconds cannot tick without a script: not shown frozen.
  for (const unit of ['hours', 'minutes', 'seconds']) await expect(timer.locator(`[data-unit="${unit}"]`)).toBeHidden()
  await expect(timer).not.toContainText('--')
  const possibleDates = [now, now - HOUR].map((at) => effectiveDateLabel(new Date(at), zone))
  expect(possibleDates).toContain(await page.getByTestId('effective-date').textContent())
  await expect(page.getByTestId('effective-date').locator('..')).toHaveText(/^Tu cobertura podría comenzar el 1 de \S+ \d{4}$/)
})

test('the phone menu opens, reaches every section, closes when one is chosen and with its close control', async ({ page }) => {
  await page.goto('/')
  const open = page.getByRole('link', { name: 'Abrir menú' })
  await expect(menuDialog(page)).toBeHidden()
  await open.click()
  const dialog = menuDialog(page)
  await expect(dialog).toBeVisible()
  // Where the panel comes to rest once it has slid in.
  await expect.poll(() => dialog.boundingBox()).toMatchObject({ x: 90, width: 300 })
  for (const item of navigation) await expect(dialog.getByRole('link', { name: item.label, exact: true })).toBeVisible()

  await dialog.getByRole('link', { name: 'Testimonios', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/#testimonios$/)
  await expect(page.locator('#testimonios')).toBeInViewport()

  await open.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Cerrar menú' }).click()
  await expect(dialog).toBeHidden()
  await expect(open).toBeVisible()
})

test('from a legal page the menu takes the visitor to a section of the landing', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('link', { name: 'Abrir menú' }).click()
  await menuDialog(page).getByRole('link', { name: 'Contacto', exact: true }).click()
  await expect(page).toHaveURL(/\/#contacto$/)
  await expect(menuDialog(page)).toBeHidden()
  await expect(page.locator('#contacto')).toBeInViewport()
})
