import { expect, test } from '@playwright/test'

import { adminAccount, insertContact, seedComplete, uniqueSuffix } from '../../support/admin-e2e'

test.describe('anonymous visitors never reach the staff desk', () => {
  let contactId: number
  let adminId: number

  test.beforeAll(async ({ request }) => {
    await seedComplete()
    contactId = await insertContact({
      firstName: 'Privado',
      lastName: 'Pérez',
      email: `privado-${uniqueSuffix()}@example.com`,
      phone: '3055550100',
      insuranceType: 'medicare',
      message: 'Datos que nadie más debe ver',
    })
    adminId = (await adminAccount(request)).id
  })

  test('every API route of contacts and users answers 401 or 403', async ({ request }) => {
    const calls = [
      ['GET', '/api/contacts'],
      ['GET', '/api/contacts/count'],
      ['GET', `/api/contacts/${contactId}`],
      ['PATCH', `/api/contacts/${contactId}`],
      ['DELETE', `/api/contacts/${contactId}`],
      ['DELETE', `/api/contacts?where[id][equals]=${contactId}`],
      ['GET', '/api/export/contacts.csv'],
      ['GET', '/api/export/contacts.csv?where[status][equals]=nuevo'],
      ['GET', '/api/users'],
      ['GET', `/api/users/${adminId}`],
      ['POST', '/api/users'],
      ['PATCH', `/api/users/${adminId}`],
      ['DELETE', `/api/users/${adminId}`],
      ['GET', '/api/preview?path=/'],
    ] as const
    for (const [method, url] of calls) {
      const response = await request.fetch(url, {
        method,
        data:
          method === 'PATCH' || method === 'POST'
            ? { status: 'cerrado', email: 'x@example.com', password: 'x', roles: ['admin'] }
            : undefined,
      })
      expect([401, 403], `${method} ${url}`).toContain(response.status())
      expect(await response.text(), `${method} ${url} leaks no contact data`).not.toContain('Privado')
    }
  })

  test('the current-user endpoint tells an anonymous visitor nothing', async ({ request }) => {
    const response = await request.get('/api/users/me')
    expect((await response.json()).user).toBeNull()
  })

  test('GraphQL is switched off', async ({ request }) => {
    const response = await request.post('/api/graphql', { data: { query: '{ Contacts { docs { email } } }' } })
    expect(response.status()).toBe(404)
  })

  test('the admin pages of contacts and users send an anonymous visitor to the login', async ({ page }) => {
    for (const path of ['/admin/collections/contacts', `/admin/collections/contacts/${contactId}`, '/admin/collections/users']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/admin\/login/)
      await expect(page.getByText('Privado')).toHaveCount(0)
    }
  })

  test('nothing was changed or deleted by those requests', async ({ request }) => {
    const admin = await adminAccount(request)
    const response = await request.get(`/api/contacts/${contactId}`, { headers: { Authorization: `JWT ${admin.token}` } })
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Privado', status: 'nuevo' })
  })
})
