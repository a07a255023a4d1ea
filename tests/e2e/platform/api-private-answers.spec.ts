import { type APIResponse, expect, test } from '@playwright/test'

import { authHeader, createStaffAccount, seedComplete } from '../../support/admin-e2e'
import { e2eConfig } from '../../support/e2e-config'

const isPrivate = (response: APIResponse) => {
  const directives = (response.headers()['cache-control'] ?? '').split(',').map((directive) => directive.trim())
  return directives.includes('private') && directives.includes('no-store')
}

// Answers about a logged-in person or private data: no shared cache (proxy, CDN) may keep them.
const staffReads = [
  '/api/contacts',
  '/api/users/me',
  '/api/payload-preferences',
  '/api/access',
  '/api/globals/landing?draft=true',
  '/api/services',
  '/api/contacts/999999',
]

test('every answer to a logged-in request carries Cache-Control: private, no-store', async ({ request }) => {
  const staff = await createStaffAccount(request, 'cache-privado')
  for (const path of staffReads) {
    const response = await request.get(path, { headers: authHeader(staff) })
    expect(response.status(), path).toBeLessThan(500)
    expect(isPrivate(response), `${path}: ${response.headers()['cache-control']}`).toBe(true)
  }
})

test('the login answer and cookie-authenticated reads, as the admin panel makes them, are private', async ({ playwright }) => {
  const staff = await createStaffAccount(await playwright.request.newContext({ baseURL: e2eConfig.baseURL }), 'cache-cookie')
  // A browser sends its Origin; Payload reads the session cookie only then.
  const panel = await playwright.request.newContext({ baseURL: e2eConfig.baseURL, extraHTTPHeaders: { Origin: e2eConfig.baseURL } })
  const login = await panel.post('/api/users/login', { data: { email: staff.email, password: staff.password } })
  expect(login.status()).toBe(200)
  expect(isPrivate(login), `login: ${login.headers()['cache-control']}`).toBe(true)
  for (const path of ['/api/users/me', '/api/contacts', '/api/payload-preferences']) {
    const response = await panel.get(path)
    expect(response.status(), path).toBe(200)
    expect(isPrivate(response), `${path}: ${response.headers()['cache-control']}`).toBe(true)
  }
  const logout = await panel.post('/api/users/logout')
  expect(isPrivate(logout), `logout: ${logout.headers()['cache-control']}`).toBe(true)
  await panel.dispose()
})

test('private resources are private for anonymous requests too; public content stays shareable', async ({ request }) => {
  await seedComplete()
  for (const path of ['/api/users/me', '/api/contacts', '/api/users']) {
    const response = await request.get(path)
    expect(isPrivate(response), `${path}: ${response.headers()['cache-control']}`).toBe(true)
  }
  const services = await request.get('/api/services')
  expect(services.status()).toBe(200)
  expect(isPrivate(services)).toBe(false)
  const logo = ((await (await request.get('/api/media?limit=1')).json()) as { docs: { url: string }[] }).docs[0]
  const file = await request.get(logo.url)
  expect(file.status()).toBe(200)
  expect(isPrivate(file)).toBe(false)
})
