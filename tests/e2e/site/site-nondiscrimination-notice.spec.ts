/**
 * The nondiscrimination notice names its civil-rights coordinator, from the site settings: a
 * grievance has a person, a postal address, a phone and an e-mail to go to.
 */
import { expect, test } from '@playwright/test'

test('the notice shows the coordinator’s name, title, postal address, phone and e-mail', async ({ page }) => {
  await page.goto('/nondiscrimination-notice')
  const coordinator = page.getByRole('region', { name: 'Coordinador de la Sección 1557' })
  await expect(coordinator).toBeVisible()
  await expect(coordinator).toContainText('Nombre del Coordinador (cámbielo)')
  await expect(coordinator).toContainText('Coordinador de la Sección 1557')
  await expect(coordinator).toContainText('1234 Calle Ejemplo, Suite 100, Miami, FL 33101')
  await expect(coordinator.getByRole('link', { name: '(305) 555-0100' })).toHaveAttribute('href', 'tel:+13055550100')
  await expect(coordinator.getByRole('link', { name: 'derechos-civiles@agencia.example' })).toHaveAttribute(
    'href',
    'mailto:derechos-civiles@agencia.example',
  )
})

test('the other legal pages do not show it', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('region', { name: 'Coordinador de la Sección 1557' })).toHaveCount(0)
})
