/**
 * Policies from the lead's page (issue 36 items 1, 2 and 7), on a desktop and on a phone (390 px):
 * staff add a policy from the lead's «Pólizas» (the drawer already names the client), see it there
 * with its status, the lead becomes a «Cliente», the history has the line of who added it, and the
 * policies' CSV downloads with the policy in it. Runs in the «admin» project (desktop Chrome); the
 * phone case sets its own viewport.
 */
import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'
import {
  type Account,
  adminAccount,
  authHeader,
  createStaffAccount,
  insertContact,
  loginInPanel,
  uniqueSuffix,
} from '../../support/admin-e2e'
import { choose } from '../../support/admin-fields'
import { queryE2eDatabase } from '../../support/e2e-database'

/** From the lead's page, «Pólizas › Añadir nuevo»: a Medicare Advantage policy with Florida Blue, active from today. */
async function addPolicyFromLead(page: Page, leadId: number, agentOption: string) {
  await page.goto(`/admin/collections/contacts/${leadId}`)
  await page
    .locator('#field-policies')
    .getByRole('button', { name: /Añadir nuevo/ })
    .click()
  const drawer = '.drawer--is-open'
  await expect(page.locator(`${drawer} #field-client`)).toContainText('Celia')
  await choose(page, drawer, 'line', 'Medicare Advantage')
  // A Medicare line asks for what the client's page lacks (this lead has no date of birth yet).
  await expect(page.locator(`${drawer} [data-testid="policy-client-gaps"]`)).toContainText('El cliente no tiene fecha de nacimiento')
  await choose(page, drawer, 'carrier', 'Florida Blue')
  await page.locator(`${drawer} #field-planName`).fill('BlueMedicare Classic (HMO)')
  await page.locator(`${drawer} #field-planId`).fill('h1035-015-000')
  await choose(page, drawer, 'status', 'Activa')
  // The agent of record: a plain select of the accounts with an NPN (staff cannot list accounts themselves).
  await page.locator(`${drawer} #field-agentOfRecord`).selectOption({ label: agentOption })
  await page.locator(`${drawer} #field-effectiveDate input`).click()
  await page.locator('.react-datepicker__day--today:not(.react-datepicker__day--outside-month)').click()
  await page.locator(drawer).getByRole('button', { name: 'Guardar' }).click()
}

function policiesFromTheLead(size: 'desktop' | 'phone') {
  let staff: Account
  const staffName = `Paula ${size} ${uniqueSuffix()}`

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request, `polizas-${size}`, staffName)
    // Only an admin sets an NPN; with it, this staff member may be a policy's agent of record.
    const admin = await adminAccount(request)
    const response = await request.patch(`/api/users/${staff.id}`, { headers: authHeader(admin), data: { npn: '17009999' } })
    expect(response.status(), 'the admin sets the NPN').toBe(200)
  })

  test(`staff add a policy from the lead, see it with its status and in the history, and download the CSV (${size})`, async ({
    page,
  }, testInfo) => {
    test.slow()
    const lastName = `Poliza${uniqueSuffix().replace(/\W/g, '')}`
    const leadId = await insertContact({
      firstName: 'Celia',
      lastName,
      email: `celia-${uniqueSuffix()}@example.com`,
      phone: '(305) 555-0178',
      insuranceType: 'medicare',
      message: 'Se inscribió por teléfono',
    })
    await loginInPanel(page, staff.email, staff.password)
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

    await addPolicyFromLead(page, leadId, `${staffName} (NPN 17009999)`)
    await expect(page.getByText('Póliza se creó correctamente.')).toBeVisible()
    const [stored] = await queryE2eDatabase<{ plan_id: string; status: string; title: string }>(
      'select plan_id, status, title from policies where client_id = $1',
      [leadId],
    )
    expect(stored).toEqual({ plan_id: 'H1035-015-000', status: 'activa', title: `Florida Blue · Medicare Advantage · Celia ${lastName}` })

    // The lead's page again: its policy with the status, the «Cliente» mark, the history line.
    await page.goto(`/admin/collections/contacts/${leadId}`)
    const policies = page.locator('#field-policies')
    await expect(policies.getByText('Medicare Advantage')).toBeVisible()
    await expect(policies.getByText('Activa')).toBeVisible()
    await expect(page.locator('#field-isClient')).toBeChecked()
    const history = page.getByTestId('lead-history')
    await expect(history).toContainText(`Póliza registrada: Florida Blue · Medicare Advantage · Celia ${lastName}`)
    await expect(history).toContainText('Estado: Activa')
    await expect(history).toContainText(`Agente de registro: ${staffName}`)
    await expect(history).toContainText(staffName)
    await page.screenshot({ path: testInfo.outputPath(`admin-lead-policies-${size}.png`), fullPage: true })

    // The contacts list marks the client.
    await page.goto(`/admin/collections/contacts?search=${encodeURIComponent(lastName)}`)
    await expect(page.locator('.client-mark')).toHaveText('Cliente')

    // The policies' CSV, with the list's search, as Excel opens it.
    await page.goto(`/admin/collections/policies?search=${encodeURIComponent(lastName)}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar pólizas (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^polizas-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path())
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = csv
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('N.º de póliza,Enlace,Cliente')
    expect(lines[1]).toContain(`Celia ${lastName}`)
    expect(lines[1]).toContain(',Medicare Advantage,Florida Blue,BlueMedicare Classic (HMO),H1035-015-000,')
    expect(lines[1]).toContain(`,${staffName},17009999,`)
  })
}

test.describe('policies from the lead, desktop', () => {
  policiesFromTheLead('desktop')
})

test.describe('policies from the lead, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  policiesFromTheLead('phone')
})
