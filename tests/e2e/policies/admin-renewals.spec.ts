/**
 * «Renovaciones» and «Cumplen 65» (issue 36, items 3 and 4), on a desktop and on a phone (390 px): staff open this
 * AEP's worklist filtered to one carrier, mark a client's review in one tap (by mouse, then by keyboard), hear the
 * Spanish status, and see the season's progress for the agent of record move; the review is a line of the client's
 * history. «Cumplen 65» shows the person turning 65 with the Medicare enrollment window. Runs in the «admin» project
 * (desktop Chrome); the phone case sets its own viewport.
 */
import { expect, type Page, test } from '@playwright/test'

import { formatSpanishDate } from '../../../src/lib/spanish-time'
import { initialEnrollmentWindow } from '../../../src/policies/turning-65/initial-enrollment'
import {
  type Account,
  adminAccount,
  authHeader,
  createStaffAccount,
  insertContact,
  signInToPanel,
  uniqueSuffix,
} from '../../support/admin-e2e'

const agencyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

/** Someone whose 65th birthday is about two months away (the 15th: never the 1st, whose window shifts). */
function birthDayTurning65Soon(): string {
  const [year, month] = agencyToday().split('-').map(Number)
  const index = year * 12 + (month - 1) + 2
  return `${Math.floor(index / 12) - 65}-${String((index % 12) + 1).padStart(2, '0')}-15`
}

const day = (dayKey: string) => formatSpanishDate(`${dayKey}T12:00:00Z`)

function renewalsAtTheDesk(size: 'desktop' | 'phone') {
  let staff: Account
  let carrierId: number
  let clientName: string
  let agentName: string
  let turningName: string
  let clientId: number

  test.beforeAll(async ({ request }) => {
    const suffix = uniqueSuffix().replace(/\W/g, '')
    agentName = `Agente ${size} ${suffix}`
    staff = await createStaffAccount(request, `renovaciones-${size}`, `Marta ${size} ${suffix}`)
    const agent = await createStaffAccount(request, `agente-${size}`, agentName)
    const admin = await adminAccount(request)
    const npn = await request.patch(`/api/users/${agent.id}`, { headers: authHeader(admin), data: { npn: `9${suffix.slice(-7)}` } })
    expect(npn.status(), 'the admin gives the agent an NPN').toBe(200)
    const carrier = await request.post('/api/insurers', {
      headers: authHeader(staff),
      data: { name: `Humana ${size} ${suffix}`, showOnSite: false },
    })
    expect(carrier.status(), 'a carrier off the carousel').toBe(201)
    carrierId = ((await carrier.json()) as { doc: { id: number } }).doc.id

    const lastName = `Renueva${suffix}`
    clientName = `Rosa ${lastName}`
    clientId = await insertContact({
      firstName: 'Rosa',
      lastName,
      email: `rosa-${suffix}@example.com`,
      phone: '(305) 555-0142',
      insuranceType: 'medicare',
      message: 'Cliente de Medicare',
      status: 'inscrito',
    })
    // By the admin: the agent of record must be an account with an NPN, and only an admin may read other accounts.
    const policy = await request.post('/api/policies', {
      headers: authHeader(admin),
      data: {
        client: clientId,
        line: 'medicare-advantage',
        carrier: carrierId,
        planName: 'Humana Gold Plus HMO',
        status: 'activa',
        effectiveDate: '2024-01-01T12:00:00.000Z',
        agentOfRecord: agent.id,
      },
    })
    expect(policy.status(), 'an active Medicare Advantage policy').toBe(201)

    turningName = `Tomás Cumple${suffix}`
    const turning = await insertContact({
      firstName: 'Tomás',
      lastName: `Cumple${suffix}`,
      email: `tomas-${suffix}@example.com`,
      phone: '(305) 555-0165',
      insuranceType: 'medicare',
      message: 'Cumple 65 pronto',
    })
    const birthday = await request.patch(`/api/contacts/${turning}`, {
      headers: authHeader(staff),
      data: { dateOfBirth: `${birthDayTurning65Soon()}T12:00:00.000Z` },
    })
    expect(birthday.status(), 'staff record the date of birth').toBe(200)
  })

  const agentMeter = (page: Page) => page.getByTestId('renewals-progress-agent').filter({ hasText: agentName })

  test(`staff mark AEP reviews in one tap and the progress moves; «Cumplen 65» lists the person with the window (${size})`, async ({
    page,
  }, testInfo) => {
    test.slow()
    await signInToPanel(page, staff)

    // The nav's «Renovaciones» («Cartera de clientes») opens the worklist.
    await page.goto('/admin/collections/policy-reviews')
    await expect(page).toHaveURL(/\/admin\/renovaciones/)
    await expect(page.getByRole('heading', { level: 1, name: 'Renovaciones' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'AEP (Medicare)' })).toHaveAttribute('aria-current', 'page')

    // Filtered to the carrier: the address keeps the filter (a bookmark).
    await page.getByLabel('Aseguradora').selectOption(String(carrierId))
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(new RegExp(`aseguradora=${carrierId}`))
    await expect(page.getByTestId('renewals-count')).toHaveText('1 póliza.')
    const row = page.getByTestId('renewals-row').filter({ hasText: clientName })
    await expect(row.getByRole('link', { name: clientName })).toHaveAttribute('href', `/admin/collections/contacts/${clientId}`)
    await expect(row.getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', /^tel:/)
    await expect(row).toContainText('Sin intentos de contacto')
    await expect(row).toContainText('Humana Gold Plus HMO')
    await expect(agentMeter(page)).toContainText('0 de 1 revisadas (0 %)')

    // One tap: saved, announced, pressed, and the agent's progress moves.
    const review = row.getByRole('group', { name: `Revisión de ${clientName}` })
    await review.getByRole('button', { name: 'Revisado sin cambios' }).click()
    await expect(row.getByRole('status')).toHaveText(`${clientName}: Revisado sin cambios.`)
    await expect(review.getByRole('button', { name: 'Revisado sin cambios' })).toHaveAttribute('aria-pressed', 'true')
    await expect(agentMeter(page)).toContainText('1 de 1 revisadas (100 %)')
    await expect(agentMeter(page).getByRole('progressbar')).toHaveAccessibleName(new RegExp(`${agentName}: 1 de 1 revisadas`))
    await page.screenshot({ path: testInfo.outputPath(`admin-renewals-${size}.png`), fullPage: true })

    // By keyboard: the next state, with Enter.
    await review.getByRole('button', { name: 'No contesta' }).focus()
    await page.keyboard.press('Enter')
    await expect(row.getByRole('status')).toHaveText(`${clientName}: No contesta.`)
    await page.reload()
    await expect(
      page.getByTestId('renewals-row').filter({ hasText: clientName }).getByRole('button', { name: 'No contesta' }),
    ).toHaveAttribute('aria-pressed', 'true')

    // The client's history says who changed what.
    await page.goto(`/admin/collections/contacts/${clientId}`)
    const historyLine = /Renovación AEP \d{4} \(Humana .*Humana Gold Plus HMO\): Revisado sin cambios → No contesta/
    await expect(page.getByText(historyLine)).toBeVisible()

    // The dashboard's panel.
    await page.goto('/admin')
    await expect(page.getByTestId('renewals-panel')).toContainText('Renovaciones de la temporada')

    // «Cumplen 65»: the person, the birthday and the Medicare window.
    await page.goto('/admin/cumplen-65')
    await expect(page.getByRole('link', { name: 'Cumplen 65' })).toHaveAttribute('aria-current', 'page')
    const turningRow = page.getByTestId('turning-65-row').filter({ hasText: turningName })
    const window = initialEnrollmentWindow(birthDayTurning65Soon())
    await expect(turningRow.getByTestId('turning-65-window')).toHaveText(`Del ${day(window.opensOn)} al ${day(window.closesOn)}`)
    await expect(turningRow.getByRole('link', { name: '(305) 555-0165' })).toHaveAttribute('href', /^tel:/)
    await page.screenshot({ path: testInfo.outputPath(`admin-turning-65-${size}.png`), fullPage: true })

    // Nothing wider than the screen on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test.describe('renewal worklists at the staff desk, desktop', () => {
  renewalsAtTheDesk('desktop')
})

test.describe('renewal worklists at the staff desk, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  renewalsAtTheDesk('phone')
})
