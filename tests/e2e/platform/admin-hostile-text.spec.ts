import { expect, test } from '@playwright/test'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { adminAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'

test('a script payload in a stored contact shows as plain text in the admin and never runs', async ({ page, request }) => {
  await adminAccount(request)
  const message = `<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> '); DROP TABLE contacts; --`
  const id = await insertContact({
    firstName: '<b>Ana</b>',
    lastName: 'Pérez',
    email: `hostil-${uniqueSuffix()}@example.com`,
    phone: '3055550111',
    insuranceType: 'otros',
    message,
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await loginInPanel(page, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/contacts/${id}`)
  await expect(page.locator('textarea[name="message"], #field-message')).toHaveValue(message)
  await expect(page.locator('#field-firstName')).toHaveValue('<b>Ana</b>')
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(dialogs).toEqual([])
})
