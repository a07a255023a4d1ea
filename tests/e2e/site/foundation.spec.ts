import { expect, test } from '@playwright/test'

test('the landing page answers 200 with the seeded Spanish content', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByText('Obamacare ACA').first()).toBeVisible()
})

test('the admin panel shows its login in Spanish', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.getByLabel('Correo electrónico')).toBeVisible()
})

test('the REST API serves content but keeps contacts private', async ({ request }) => {
  expect((await request.get('/api/services')).status()).toBe(200)
  const list = await request.get('/api/contacts')
  expect([401, 403]).toContain(list.status())
})

test('the health check reports a reachable database', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('GraphQL is switched off: the site does not use it', async ({ request }) => {
  const response = await request.post('/api/graphql', { data: { query: '{ Contacts { docs { email } } }' } })
  expect([404, 405]).toContain(response.status())
})
