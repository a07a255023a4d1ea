import { expect, test } from '@playwright/test'

import { copy } from '../../../src/copy/site'
import { authHeader, createStaffAccount, uniqueSuffix } from '../../support/admin-e2e'

test('a carrier kept only for clients’ policies needs no logo and never shows on the site’s carousel', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'aseguradoras')
  const hidden = `Aseguradora de pólizas ${uniqueSuffix()}`

  const refused = await request.post('/api/insurers', { headers: authHeader(staff), data: { name: `${hidden} visible` } })
  expect(refused.status(), 'a carrier shown on the site still needs its logo').toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('El logotipo es obligatorio para mostrarla en el sitio.')

  const created = await request.post('/api/insurers', { headers: authHeader(staff), data: { name: hidden, showOnSite: false } })
  expect(created.status()).toBe(201)

  await page.goto('/')
  const carousel = page.getByRole('region', { name: copy.insurersListLabel })
  await expect(carousel.getByRole('listitem').first()).toBeVisible()
  await expect(carousel).not.toContainText(hidden)
})
