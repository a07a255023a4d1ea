import { expect, type Page, test } from '@playwright/test'

import { ageSignedConsent, insertSigningLink, signedRecordsOf } from '../../support/signing-links'

/**
 * Signing a record through its link (/firmar/<token>), on a phone and a desktop, with and without
 * JavaScript: the SOA with its products, the Marketplace consent signed then rescinded through the
 * same link, and links that open nothing.
 */

async function signSoa(page: Page, path: string, leadId: number) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Alcance de la cita (Scope of Appointment) de Medicare' })).toBeVisible()

  // Sent with nothing chosen: the Spanish messages, nothing stored.
  await page.getByLabel('Su nombre completo (su firma)').fill('R')
  await page.getByRole('button', { name: 'Firmar' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Revise lo siguiente:' })
  await expect(alert).toContainText('Marque al menos un tipo de producto.')
  await expect(alert).toContainText('Escriba su nombre completo (al menos 2 letras).')
  expect(await signedRecordsOf(leadId)).toHaveLength(0)

  await page.getByRole('checkbox', { name: /Planes Medicare Advantage \(Parte C\)/ }).check()
  await page.getByRole('checkbox', { name: /Seguro suplementario de Medicare \(Medigap\)/ }).check()
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa Pérez')
  await expect(page.getByText(/Fecha de la firma:/)).toBeVisible()
  await page.getByRole('button', { name: 'Firmar' }).click()
  await expect(page).toHaveURL(/\/firmar\/gracias$/)
  await expect(page.getByRole('heading', { name: 'Gracias. Su firma quedó guardada.' })).toBeVisible()

  const records = await signedRecordsOf(leadId)
  expect(records.map(({ kind, choices, signer_name }) => ({ kind, choices, signer_name }))).toEqual([
    { kind: 'soa', choices: { products: ['medicare-advantage', 'medigap'] }, signer_name: 'Rosa Pérez' },
  ])
  // The link is used: it opens nothing now, with or without JavaScript (the proxy answers the whole page).
  const again = await page.goto(path)
  expect(again?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible()
}

test('an SOA is signed with the products chosen, then its link opens nothing', async ({ page }) => {
  const link = await insertSigningLink('soa')
  await signSoa(page, link.path, link.leadId)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same SOA form works as a plain form post, with the messages on the page', async ({ page }) => {
    const link = await insertSigningLink('soa')
    await signSoa(page, link.path, link.leadId)
  })

  test('an expired or made-up link is the same Spanish 404 page', async ({ page }) => expectLinksOpenNothing(page))
})

test('a Marketplace consent is signed, then rescinded through the same link; both are kept', async ({ page }) => {
  const link = await insertSigningLink('marketplace-consent')
  await page.goto(link.path)
  await expect(page.getByText('Cómo revocarlo:', { exact: false })).toBeVisible()
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa Pérez')
  await page.getByLabel('Nombre del representante').fill('Luis Pérez')
  await page.getByLabel('Relación con la persona (por ejemplo: hija, tutor legal)').fill('hijo')
  await page.getByRole('button', { name: 'Firmar' }).click()
  await expect(page).toHaveURL(/\/firmar\/gracias$/)

  await page.goto(link.path)
  await expect(page.getByRole('status').filter({ hasText: /^Firmado el / })).toBeVisible()
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa Pérez')
  await page.getByRole('button', { name: 'Revocar mi consentimiento' }).click()
  await expect(page.getByText(/^Revocado el .+ La agencia ya no actuará en su nombre ante el Mercado\.$/)).toBeVisible()

  const records = await signedRecordsOf(link.leadId)
  expect(records.map(({ kind }) => kind)).toEqual(['marketplace-consent', 'rescission'])
  expect(records[1].rescinds_id).toBe(records[0].id)
})

test('a rescission needs the name the consent was signed with; accents and case do not matter', async ({ page }) => {
  const link = await insertSigningLink('marketplace-consent')
  await page.goto(link.path)
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa María Pérez')
  await page.getByRole('button', { name: 'Firmar' }).click()
  await expect(page).toHaveURL(/\/firmar\/gracias$/)

  await page.goto(link.path)
  await page.getByLabel('Su nombre completo (su firma)').fill('Juan Extraño')
  await page.getByRole('button', { name: 'Revocar mi consentimiento' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Revise lo siguiente:' })).toContainText(
    'Escriba su nombre tal como lo escribió al firmar el consentimiento.',
  )
  expect((await signedRecordsOf(link.leadId)).map(({ kind }) => kind)).toEqual(['marketplace-consent'])

  await page.getByLabel('Su nombre completo (su firma)').fill('rosa maria  PEREZ')
  await page.getByRole('button', { name: 'Revocar mi consentimiento' }).click()
  await expect(page.getByText(/^Revocado el .+ La agencia ya no actuará en su nombre ante el Mercado\.$/)).toBeVisible()
  expect((await signedRecordsOf(link.leadId)).map(({ kind }) => kind)).toEqual(['marketplace-consent', 'rescission'])
})

test('a signed consent’s link shows it for 30 days, then is the Spanish 404 and rescinds nothing', async ({ page }) => {
  const link = await insertSigningLink('marketplace-consent')
  await page.goto(link.path)
  await page.getByLabel('Su nombre completo (su firma)').fill('Rosa Pérez')
  await page.getByRole('button', { name: 'Firmar' }).click()
  await expect(page).toHaveURL(/\/firmar\/gracias$/)

  await ageSignedConsent(link.leadId, 29)
  await page.goto(link.path)
  await expect(page.getByRole('button', { name: 'Revocar mi consentimiento' })).toBeVisible()

  await ageSignedConsent(link.leadId, 31)
  const response = await page.goto(link.path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Revocar mi consentimiento' })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(link.lastName)
})

test('an expired or made-up link is a Spanish 404 that shows nothing of anyone', async ({ page }) => expectLinksOpenNothing(page))

async function expectLinksOpenNothing(page: Page) {
  const expired = await insertSigningLink('soa', -1)
  for (const path of [expired.path, `/firmar/${'x'.repeat(43)}`, '/firmar/abc']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible()
    await expect(page.getByText('El enlace no existe, ya se usó o venció.', { exact: false })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(expired.lastName)
  }
}
