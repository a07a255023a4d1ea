import { expect, test } from '@playwright/test'

import { expectSectionAtOffset, openNavigation } from '../../support/site'

test.describe('navigation rule', () => {
  for (const [label, id] of [
    ['Servicios', 'servicios'],
    ['Nosotros', 'nosotros'],
    ['Testimonios', 'testimonios'],
    ['Contacto', 'contacto'],
  ] as const) {
    test(`on / "${label}" scrolls smoothly so #${id} stops 80 px below the top`, async ({ page }) => {
      await page.goto('/')
      const nav = await openNavigation(page)
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expectSectionAtOffset(page, id)
      expect(new URL(page.url()).pathname).toBe('/')
    })
  }

  test('the hero quote button and a service-card button land on the contact section', async ({ page }) => {
    await page.goto('/')
    await page.locator('#inicio').getByRole('link', { name: 'Cotización Gratis' }).click()
    await expectSectionAtOffset(page, 'contacto')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Solicitar Cotización: Medicare' }).click()
    await expectSectionAtOffset(page, 'contacto')
  })

  test('a footer service link scrolls to the services section', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Seguro de Vida', exact: true }).click()
    await expectSectionAtOffset(page, 'servicios')
  })

  test('from a legal page a section link goes to /#servicios and lands at the same offset', async ({ page }) => {
    await page.goto('/terms-of-service')
    const nav = await openNavigation(page)
    await nav.getByRole('link', { name: 'Servicios', exact: true }).click()
    await expect(page).toHaveURL(/\/#servicios$/)
    await expectSectionAtOffset(page, 'servicios')
  })

  test('the privacy policy links back to the contact form', async ({ page }) => {
    await page.goto('/privacy-policy')
    const back = page.getByRole('main').getByRole('link', { name: 'Ir al formulario de contacto' })
    await expect(back).toHaveAttribute('href', '/#contacto')
    await back.click()
    await expect(page).toHaveURL(/\/#contacto$/)
    await expectSectionAtOffset(page, 'contacto')
  })

  test('opening /#contacto directly lands 80 px below the section top', async ({ page }) => {
    await page.goto('/#contacto')
    await expectSectionAtOffset(page, 'contacto')
  })

  test('footer legal links open the four legal pages', async ({ page }) => {
    await page.goto('/')
    for (const [name, path] of [
      ['Política de Privacidad', '/privacy-policy'],
      ['Términos y Condiciones', '/terms-of-service'],
      ['Aviso Legal', '/legal-notice'],
      ['Aviso de No Discriminación', '/nondiscrimination-notice'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })
})

test.describe('mobile menu', () => {
  test('is a right-hand slide-over 300 px wide on phones and 400 px from the sm breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(75)
    expect((await dialog.boundingBox())?.width).toBe(300)
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 700, height: 800 })
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(300)
    expect((await dialog.boundingBox())?.width).toBe(400)
  })

  test('traps focus, closes with Esc and gives focus back to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Abrir menú' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    // Eight stops inside (close, five sections, phone, quote): the ninth Tab comes back round.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('link', { name: 'Cotizar Ahora' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes after a section is chosen and then scrolls there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Testimonios' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectSectionAtOffset(page, 'testimonios')
  })
})
