import { type APIRequestContext, expect, test } from '@playwright/test'

import { type Account, authHeader, createStaffAccount } from '../../support/admin-e2e'

const signedInEmail = async (request: APIRequestContext, token: string) => {
  const response = await request.get('/api/users/me', { headers: authHeader({ token }) })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

const loginAll = (request: APIRequestContext, staff: Account, times: number) =>
  Promise.all(
    Array.from({ length: times }, async () => {
      const response = await request.post('/api/users/login', { data: { email: staff.email, password: staff.password } })
      expect(response.status()).toBe(200)
      return ((await response.json()) as { token: string }).token
    }),
  )

test('one account signed in on several devices at the same moment keeps every session', async ({ request }) => {
  const staff = await createStaffAccount(request, 'sesiones')

  const tokens = await loginAll(request, staff, 8)

  for (const [device, token] of tokens.entries()) {
    expect(await signedInEmail(request, token), `device ${device + 1}`).toBe(staff.email)
  }
})

test('signing out on one device while others sign in ends only that session', async ({ request }) => {
  const staff = await createStaffAccount(request, 'salida')

  const [, tokens] = await Promise.all([request.post('/api/users/logout', { headers: authHeader(staff) }), loginAll(request, staff, 4)])

  expect(await signedInEmail(request, staff.token), 'the signed-out device').toBeNull()
  for (const [device, token] of tokens.entries()) {
    expect(await signedInEmail(request, token), `device ${device + 1}`).toBe(staff.email)
  }
})
