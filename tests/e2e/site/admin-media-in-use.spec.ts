import { expect, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel } from '../../support/admin-e2e'

type Insurer = { id: number; name: string; logo: number }

test('staff trying to delete an insurer logo the site shows are told in Spanish where it is used, and the logo stays', async ({
  page,
  request,
}) => {
  const admin = await adminAccount(request)
  const { docs } = (await (
    await request.get('/api/insurers?where[name][equals]=Ambetter&depth=0', { headers: authHeader(admin) })
  ).json()) as { docs: Insurer[] }
  const [ambetter] = docs
  const media = (await (await request.get(`/api/media/${ambetter.logo}`)).json()) as { url: string }

  const staff = await createStaffAccount(request, 'imagenes')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/media/${ambetter.logo}`)
  await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
  await page.getByRole('button', { name: 'Eliminar' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()

  await expect(page.getByText('Esta imagen se usa en: Aseguradora «Ambetter»')).toBeVisible()
  expect((await request.get(`/api/media/${ambetter.logo}`)).status()).toBe(200)
  expect((await request.get(media.url)).status()).toBe(200)
})
