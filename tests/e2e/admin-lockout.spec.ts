import { expect, test } from '@playwright/test'

import { createStaffAccount, loginInPanel } from '../support/admin-e2e'
import { queryE2eDatabase } from '../support/e2e-database'

const wrongPassword = 'no-es-la-clave'
const lockedMessage = 'Este usuario ha sido bloqueado debido a demasiados intentos fallidos de inicio de sesión.'

test('five wrong passwords lock the account for 10 minutes; the sixth attempt is refused in Spanish', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'bloqueo')

  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post('/api/users/login', { data: { email: staff.email, password: wrongPassword } })
    expect(response.status(), `wrong password #${attempt}`).toBe(401)
  }

  await loginInPanel(page, staff.email, wrongPassword)
  await expect(page.getByText(lockedMessage)).toBeVisible()

  // Even the right password is refused while the lock lasts.
  await loginInPanel(page, staff.email, staff.password)
  await expect(page.getByText(lockedMessage).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)

  const [row] = await queryE2eDatabase<{ minutes: number }>(
    'select extract(epoch from (lock_until - now())) / 60 as minutes from users where id = $1',
    [staff.id],
  )
  expect(Number(row.minutes)).toBeGreaterThan(8)
  expect(Number(row.minutes)).toBeLessThanOrEqual(10)
})

test('a wrong password before the limit gets the usual Spanish message', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'error')
  await loginInPanel(page, staff.email, wrongPassword)
  await expect(page.getByText('El correo o la contraseña son incorrectos.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
