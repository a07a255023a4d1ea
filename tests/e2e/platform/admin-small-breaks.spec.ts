import { expect, type Page, test } from '@playwright/test'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'

async function openDotMenu(page: Page) {
  await page.locator('.doc-controls__dots').click()
  const menu = page.locator('.popup__content')
  // Every document offers «Crear»: the menu is open.
  await expect(menu.getByRole('link', { name: 'Crear' })).toBeVisible()
  return menu
}

test('the ⋮ menu offers no «Duplicar» where a copy could only fail: a lead and a legal document', async ({ page }) => {
  const lead = await insertContact({
    firstName: 'Copia',
    lastName: `Imposible ${uniqueSuffix()}`,
    email: `copia-${uniqueSuffix()}@example.com`,
    phone: '(305) 555-0160',
    insuranceType: 'vida',
    message: '',
  })
  const [legal] = await queryE2eDatabase<{ id: number }>("select id from legal_documents where slug = 'privacy-policy'")
  await loginInPanel(page, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  for (const path of [`/admin/collections/contacts/${lead}`, `/admin/collections/legal-documents/${legal.id}`]) {
    await page.goto(path)
    const menu = await openDotMenu(page)
    await expect(menu.getByRole('button', { name: 'Duplicar' }), path).toHaveCount(0)
    await page.keyboard.press('Escape')
  }
})

test('insurer logos in their list are drawn whole in a box of about 120 × 48, not 40 × 15', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'logos')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await page.goto('/admin/collections/insurers')
  const logos = page.locator('table tbody td.cell-logo img')
  await expect(logos.first()).toBeVisible()
  await expect.poll(() => logos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const drawn = await logos.evaluateAll((images: HTMLImageElement[]) =>
    images.map((img) => {
      const box = img.getBoundingClientRect()
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight)
      return {
        box: { width: Math.round(box.width), height: Math.round(box.height) },
        width: img.naturalWidth * scale,
        height: img.naturalHeight * scale,
        fit: getComputedStyle(img).objectFit,
      }
    }),
  )
  expect(drawn.length).toBeGreaterThan(0)
  for (const logo of drawn) {
    expect(logo.box).toEqual({ width: 120, height: 48 })
    expect(logo.fit).toBe('contain')
    // The logo fills the box's width or its height: a wide logo is 120 px wide, a tall one 48 px tall.
    expect(Math.max(logo.width / 120, logo.height / 48)).toBeCloseTo(1, 2)
  }
})
