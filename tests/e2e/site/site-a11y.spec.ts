import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { publishSeededPages } from '../../support/pages-api'
import { insertSigningLink } from '../../support/signing-links'

const campaignPages = ['medicare-florida', 'obamacare-2027']

test.beforeAll(async ({ request }) => publishSeededPages(request, campaignPages))

const paths = ['/', '/privacy-policy', '/terms-of-service', '/legal-notice', '/nondiscrimination-notice', '/ruta-inexistente']
// The booking pages: the first step, the days and hours of a topic, the cancelled page.
const bookingPaths = ['/citas', '/citas?tipo=llamada&tema=obamacare', '/citas/cancelada']

async function expectNoViolations(page: Page) {
  await expect(page.locator('h1')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const path of [...paths, ...campaignPages.map((slug) => `/${slug}`), ...bookingPaths]) {
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoViolations(page)
  })
}

test('axe finds no WCAG 2.1 A/AA violations on a signing page (SOA)', async ({ page }) => {
  const link = await insertSigningLink('soa')
  await page.goto(link.path)
  await expectNoViolations(page)
})

test('axe finds no violations with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
})

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})
