import { expect, test } from '@playwright/test'

import { authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'

const tooShort = 'La contraseña debe tener al menos 12 caracteres.'
const tooCommon = /^Esta contraseña es demasiado común o fácil de adivinar\./
const currentNeeded = 'Escriba su contraseña actual para cambiar la contraseña o el correo.'
const currentWrong = 'La contraseña actual no es correcta.'

test('in the account view a weak new password is refused in Spanish and the current password is required', async ({ page, request }) => {
  test.setTimeout(90_000)
  const staff = await createStaffAccount(request, 'cuenta')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await page.goto('/admin/account')

  /** Opens "Cambiar contraseña" (Payload folds it away after every save), types, saves. */
  async function changePassword(password: string, current: string) {
    const open = page.getByRole('button', { name: 'Cambiar contraseña' })
    if (await open.isVisible()) await open.click()
    await page.getByLabel('Nueva Contraseña', { exact: true }).fill(password)
    await page.getByLabel('Confirmar Contraseña', { exact: true }).fill(password)
    await page.getByLabel('Contraseña actual', { exact: true }).fill(current)
    // Payload validates a field in the browser a moment after its last change, and refuses to
    // save ("corrige los campos inválidos") before that; a person would press Guardar again.
    await expect(async () => {
      const saving = page.waitForRequest((sent) => sent.method() === 'PATCH' && sent.url().includes('/api/users/'), { timeout: 2000 })
      await page.getByRole('button', { name: 'Guardar' }).click()
      await saving
    }).toPass({ timeout: 20_000 })
  }

  await changePassword('corta-123', staff.password)
  await expect(page.getByText(tooShort).first()).toBeVisible()

  await changePassword('password1234', staff.password)
  await expect(page.getByText(tooCommon).first()).toBeVisible()

  const strong = `nubes-sobre-el-puerto-${uniqueSuffix()}`
  await changePassword(strong, '')
  await expect(page.getByText(currentNeeded).first()).toBeVisible()

  await changePassword(strong, 'no-es-mi-clave-actual')
  await expect(page.getByText(currentWrong).first()).toBeVisible()

  await changePassword(strong, staff.password)
  await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()

  expect((await request.post('/api/users/login', { data: { email: staff.email, password: staff.password } })).status()).toBe(401)
  expect((await request.post('/api/users/login', { data: { email: staff.email, password: strong } })).status()).toBe(200)
})

test('a session changes its e-mail or password only with the current password', async ({ request }) => {
  const staff = await createStaffAccount(request, 'correo')
  const newEmail = `nuevo-${uniqueSuffix()}@agencia.example`
  const patch = (data: Record<string, string>) => request.patch(`/api/users/${staff.id}`, { headers: authHeader(staff), data })
  const fieldErrors = async (response: Awaited<ReturnType<typeof patch>>) =>
    ((await response.json()) as { errors: { data?: { errors: { path: string; label?: string; message: string }[] } }[] }).errors.flatMap(
      (error) => error.data?.errors ?? [],
    )

  const withoutCurrent = await patch({ email: newEmail })
  expect(withoutCurrent.status()).toBe(400)
  expect(await fieldErrors(withoutCurrent)).toEqual([{ path: 'currentPassword', label: 'Contraseña actual', message: currentNeeded }])

  const passwordWithoutCurrent = await patch({ password: `otra-clave-muy-larga-${uniqueSuffix()}` })
  expect(passwordWithoutCurrent.status()).toBe(400)

  const wrongCurrent = await patch({ email: newEmail, currentPassword: 'no-es-mi-clave-actual' })
  expect(await fieldErrors(wrongCurrent)).toEqual([{ path: 'currentPassword', label: 'Contraseña actual', message: currentWrong }])

  const withCurrent = await patch({ email: newEmail, currentPassword: staff.password })
  expect(withCurrent.status()).toBe(200)
  expect((await request.post('/api/users/login', { data: { email: newEmail, password: staff.password } })).status()).toBe(200)

  // The name, which gives nothing away, still changes without it.
  expect((await patch({ name: 'Otro nombre' })).status()).toBe(200)
})
