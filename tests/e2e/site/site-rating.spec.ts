/**
 * One customer rating everywhere: the trust strip under the hero and the testimonials' summary
 * show the same figure (site settings), on the landing and on a campaign page.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'

import { publishSeededPages } from '../../support/pages-api'

test.beforeAll(async ({ request }) => {
  await publishSeededPages(request, ['obamacare-2027'])
})

/** The figures out of five a list of stats shows. */
const ratingsIn = async (stats: Locator) =>
  (await stats.getByRole('listitem').allInnerTexts()).flatMap((text) => text.match(/\d(?:\.\d)?\/5/g) ?? [])
const trustStrip = (page: Page) => page.getByRole('region', { name: 'Por qué confiar en nosotros', exact: true })
const testimonialsSummary = (page: Page) => page.getByRole('list', { name: 'Opiniones de nuestros clientes en cifras', exact: true })

test('the landing shows one rating in the trust strip and in the testimonials, the settings’ figure', async ({ page }) => {
  await page.goto('/')
  const strip = await ratingsIn(trustStrip(page))
  const summary = await ratingsIn(testimonialsSummary(page))
  expect(strip).toEqual(['4.8/5'])
  expect(summary).toEqual(strip)
  await expect(page.locator('body')).not.toContainText('{calificacion}')
})

test('a campaign page shows the same rating in its testimonials', async ({ page }) => {
  await page.goto('/obamacare-2027')
  expect(await ratingsIn(testimonialsSummary(page))).toEqual(['4.8/5'])
  await expect(page.locator('body')).not.toContainText('{calificacion}')
})
