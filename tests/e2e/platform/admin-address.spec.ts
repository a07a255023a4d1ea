import { expect, test } from '@playwright/test'

import { e2eConfig } from '../../support/e2e-config'

// The test server's public address is http://localhost:<port>; 127.0.0.1 is the same server.
const otherAddress = e2eConfig.baseURL.replace('//localhost:', '//127.0.0.1:')

test("opening the admin at another address than the site's explains in Spanish which address to use", async ({ page }) => {
  await page.goto(`${otherAddress}/admin/login`)
  const warning = page.getByRole('alert').filter({ hasText: 'Está usando el panel desde una dirección distinta a la del sitio' })
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(`Abra ${e2eConfig.baseURL}/admin para trabajar.`)
  await expect(warning).toContainText('ADMIN_ORIGINS')
  await warning.getByRole('link', { name: 'Ir a la dirección correcta' }).click()
  await expect(page).toHaveURL(`${e2eConfig.baseURL}/admin/login`)
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.getByText('Está usando el panel desde una dirección distinta')).toHaveCount(0)
})
