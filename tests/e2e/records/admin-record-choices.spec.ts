/**
 * A signed SOA's «Opciones elegidas» in the admin (issue 35, finding 5): the products the client
 * chose, by their Spanish labels, as a plain list; not Payload's JSON editor, which loaded Monaco
 * from a CDN the admin's Content-Security-Policy blocks and shimmered forever. The record's page
 * asks nothing of any other origin.
 */
import { expect, test } from '@playwright/test'

import { createStaffAccount, loginInPanel } from '../../support/admin-e2e'
import { insertSigningLink, signedRecordsOf } from '../../support/signing-links'

test('staff read the products a client chose on the signed SOA, with nothing loaded from outside the site', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const link = await insertSigningLink('soa')
  const client = await browser.newContext()
  const clientPage = await client.newPage()
  await clientPage.goto(link.path)
  await clientPage.getByRole('checkbox', { name: /Planes Medicare Advantage \(Parte C\)/ }).check()
  await clientPage.getByRole('checkbox', { name: /Seguro suplementario de Medicare \(Medigap\)/ }).check()
  await clientPage.getByLabel('Su nombre completo (su firma)').fill(`Rosa ${link.lastName}`)
  await clientPage.getByRole('button', { name: 'Firmar' }).click()
  await expect(clientPage.getByRole('heading', { name: 'Gracias. Su firma quedó guardada.' })).toBeVisible()
  await client.close()
  const [record] = await signedRecordsOf(link.leadId)

  const staff = await createStaffAccount(request, 'opciones')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  const site = new URL(page.url()).origin
  const elsewhere: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== site) elsewhere.push(sent.url())
  })
  // A load the CSP blocks may never reach the network: the browser's refusal is counted too.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute)/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(`/admin/collections/signed-records/${record.id}`)
  await expect(page.getByText('Íntegro: el documento no cambió desde la firma.')).toBeVisible()

  const choices = page.getByTestId('chosen-options')
  await expect(choices.getByText('Opciones elegidas')).toBeVisible()
  await expect(choices.getByRole('listitem')).toHaveText([
    'Planes Medicare Advantage (Parte C) y planes de costo',
    'Seguro suplementario de Medicare (Medigap)',
  ])
  // No code editor, no loading shimmer, no JSON.
  await expect(page.locator('.monaco-editor, .code-editor, .shimmer-effect')).toHaveCount(0)
  await expect(choices).not.toContainText('medicare-advantage')
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
  expect(refused).toEqual([])
})
