import { expect, type Locator, type Page } from '@playwright/test'

/** Distance in px from the viewport top to a section's top edge. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id)

/** Waits until smooth scrolling has left the section 80 px (±1) below the viewport top. */
export async function expectSectionAtOffset(page: Page, id: string) {
  await expect.poll(async () => Math.round(await sectionTop(page, id)), { timeout: 5000 }).toBeGreaterThanOrEqual(79)
  await expect.poll(async () => Math.round(await sectionTop(page, id)), { timeout: 5000 }).toBeLessThanOrEqual(81)
}

/** The section navigation as a visitor sees it: the header bar on desktop, the slide-over on phones. */
export async function openNavigation(page: Page): Promise<Locator> {
  const desktopNav = page.getByRole('banner').getByRole('navigation', { name: 'Navegación principal' })
  if (await desktopNav.isVisible()) return desktopNav
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menú' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The page does not scroll sideways. */
export const hasNoHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
