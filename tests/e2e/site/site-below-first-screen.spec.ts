/**
 * What the sections below the first screen and the footer must keep, whatever saves the browser
 * work on them at load (issue 37): find-in-page finds their words, screen readers read them
 * (Chromium's own accessibility tree), links land 80 px below the section. `content-visibility:
 * auto` on them passed the first and third and failed the second in Chromium 156: not kept
 * (docs/performance.md, «Issue 37»).
 */
import { expect, type Page, test } from '@playwright/test'

import { expectSectionAtOffset } from '../../support/site'

/** The names Chromium's own accessibility tree gives the page's nodes (what a screen reader reads). */
async function accessibleNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string } }[] }
  await session.detach()
  return nodes.map((node) => node.name?.value ?? '').filter(Boolean)
}

test('find-in-page finds a word of the footer and of the last section before anything scrolled', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('h1')).toBeVisible()
  const lastHeading = (await page.locator('main > section').last().getByRole('heading').first().textContent())?.trim() ?? ''
  expect(lastHeading).not.toBe('')
  for (const text of ['Todos los derechos reservados', 'Aviso de No Discriminación', lastHeading]) {
    // Chromium's window.find: case-insensitive, forwards, wrapping around (as Ctrl+F does).
    type Find = (text: string, caseSensitive: boolean, backwards: boolean, wrapAround: boolean) => boolean
    expect(await page.evaluate((word) => (window as unknown as { find: Find }).find(word, false, false, true), text), text).toBe(true)
  }
})

test('a screen reader reads the footer and the last section before anything scrolled', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('h1')).toBeVisible()
  const names = await accessibleNames(page)
  expect(names).toContain('Aviso de No Discriminación')
  expect(names).toContain('Política de Privacidad')
  const lastHeading = (await page.locator('main > section').last().getByRole('heading').first().textContent())?.trim() ?? ''
  expect(names).toContain(lastHeading)
})

test('a section link pressed at once from the top lands 80 px below the section, however far down it is', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('h1')).toBeVisible()
  // The last section and the footer's own link: every section above them was only estimated.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seguro de Vida', exact: true }).click()
  await expectSectionAtOffset(page, 'servicios')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator('#inicio').getByRole('link', { name: 'Cotización Gratis' }).click()
  await expectSectionAtOffset(page, 'contacto')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a typed /#contacto lands on the contact section', async ({ page }) => {
    await page.goto('/#contacto')
    await expectSectionAtOffset(page, 'contacto')
  })
})
