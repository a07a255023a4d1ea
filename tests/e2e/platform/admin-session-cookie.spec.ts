import { expect, test } from '@playwright/test'

import { TEST_ADMIN } from '../../../tooling/test-env'

test('the production server sets the session cookie Secure, HttpOnly and SameSite=Lax', async ({ page, request }) => {
  const response = await request.post('/api/users/login', { data: TEST_ADMIN })
  expect(response.status()).toBe(200)
  const cookie = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('payload-token='))
  expect(cookie, 'a session cookie').toBeTruthy()
  const attributes = (cookie?.value ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0].toLowerCase())
  expect(attributes).toContain('secure')
  expect(attributes).toContain('httponly')
  expect(cookie?.value).toMatch(/;\s*SameSite=(Lax|Strict)/i)

  // Chromium keeps Secure cookies on http://localhost, so the panel still works in this run.
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(TEST_ADMIN.email)
  await page.getByLabel('Contraseña').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  const [stored] = (await page.context().cookies()).filter(({ name }) => name === 'payload-token')
  expect(stored).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })
})
