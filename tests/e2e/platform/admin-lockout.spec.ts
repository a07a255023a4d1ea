/**
 * Failed logins slow down the address that fails, never the account's owner elsewhere.
 * Strangers are other loopback addresses (127.0.0.x): the server sees a different client.
 */
import { expect, test } from '@playwright/test'

import { adminAccount, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { loginFrom } from '../../support/from-address'

const wrongPassword = 'no-es-la-clave'
const wrongCredentials = 'El correo o la contraseña son incorrectos.'
const tooManyAttempts = /^Demasiados intentos fallidos\. Vuelva a intentarlo en \d+ (segundos?|minutos?)\.$/

const errorMessage = (body: string) => (JSON.parse(body) as { errors: { message: string }[] }).errors[0].message

test('ten wrong passwords from one address do not stop the owner logging in from another address', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'bloqueo')

  const statuses: number[] = []
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = await loginFrom('127.0.0.2', staff.email, wrongPassword)
    statuses.push(answer.status)
    expect([401, 429], `wrong password #${attempt}`).toContain(answer.status)
    expect(errorMessage(answer.body)).not.toMatch(/bloquead/)
  }
  expect(statuses, 'the stranger is slowed down').toContain(429)

  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
})

test('the failing address waits longer after each failure, and an unknown account is answered the same way', async ({ request }) => {
  const staff = await createStaffAccount(request, 'freno')
  const unknown = `nadie-${uniqueSuffix()}@agencia.example`

  /** Wrong passwords until the address is told to wait; returns that answer. */
  async function failUntilTold(address: string, email: string) {
    const seen: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await loginFrom(address, email, wrongPassword)
      seen.push(answer.status)
      if (answer.status === 429) return { seen, answer }
      expect(answer.status).toBe(401)
      expect(errorMessage(answer.body)).toBe(wrongCredentials)
    }
    throw new Error(`never slowed down: ${seen.join(',')}`)
  }

  const waits: Record<string, number[]> = { existing: [], unknown: [] }
  const failuresBeforeFirstWait: Record<string, number> = {}
  for (const [kind, address, email] of [
    ['existing', '127.0.0.3', staff.email],
    ['unknown', '127.0.0.4', unknown],
  ] as const) {
    for (let round = 0; round < 3; round++) {
      const { seen, answer } = await failUntilTold(address, email)
      if (round === 0) failuresBeforeFirstWait[kind] = seen.length - 1
      else expect(seen, 'after waiting, one more try is allowed').toEqual([401, 429])
      expect(errorMessage(answer.body)).toMatch(tooManyAttempts)
      const retryAfter = Number(answer.headers['retry-after'])
      waits[kind].push(retryAfter)
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100))
    }
  }

  expect(failuresBeforeFirstWait.existing).toBeGreaterThanOrEqual(3)
  expect(failuresBeforeFirstWait.unknown).toBe(failuresBeforeFirstWait.existing)
  expect(waits.unknown).toEqual(waits.existing)
  expect(waits.existing[1]).toBeGreaterThan(waits.existing[0])
  expect(waits.existing[2]).toBeGreaterThan(waits.existing[1])
})

test('a member of staff who keeps mistyping is told in Spanish to wait, and the admin sees the throttled account', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const staff = await createStaffAccount(request, 'despiste')
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  const admin = await adminAccount(request)
  await loginInPanel(adminPage, admin.email, admin.password)
  await expect(adminPage).toHaveURL(/\/admin$/, { timeout: 30_000 })

  await loginInPanel(page, staff.email, wrongPassword)
  await expect(page.getByText(wrongCredentials)).toBeVisible()
  await expect(async () => {
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText(tooManyAttempts).first()).toBeVisible({ timeout: 1500 })
  }).toPass({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/admin\/login/)

  // A stranger keeps going, waiting as told, until the wait is long enough to look at.
  let longestWait = 0
  for (let attempt = 0; attempt < 30 && longestWait < 16; attempt++) {
    const answer = await loginFrom('127.0.0.5', staff.email, wrongPassword)
    const retryAfter = Number(answer.headers['retry-after'] ?? 0)
    longestWait = Math.max(longestWait, retryAfter)
    if (retryAfter && retryAfter < 16) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100))
  }
  expect(longestWait).toBeGreaterThanOrEqual(16)

  await adminPage.goto('/admin/collections/users?limit=100')
  await expect(adminPage.getByRole('columnheader', { name: 'Inicio de sesión frenado hasta' })).toBeVisible()
  const row = adminPage.getByRole('row').filter({ hasText: staff.email })
  await expect(row).toContainText(/\d{1,2} de \p{L}+ de \d{4}, \d{2}:\d{2}/u)
  const otherRow = adminPage.getByRole('row').filter({ hasText: admin.email })
  await expect(otherRow).not.toContainText(/Sin Inicio|\d{1,2} de \p{L}+ de \d{4}, \d{2}:\d{2}/u)

  await adminPage.goto(`/admin/collections/users/${staff.id}`)
  await expect(adminPage.getByText('Inicio de sesión frenado hasta')).toBeVisible()
  await expect(adminPage.getByLabel('Intentos fallidos en la última hora')).toHaveValue(/^\d+$/)
  await adminContext.close()
})

test('a wrong password before the limit gets the usual Spanish message', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'error')
  await loginInPanel(page, staff.email, wrongPassword)
  await expect(page.getByText(wrongCredentials)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
