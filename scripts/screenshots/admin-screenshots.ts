/**
 * Screenshots of the staff desk for docs/screenshots, taken from a running site.
 * Usage: SITE_URL=http://localhost:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run screenshots:admin
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../../tooling/chromium'
import { panelUser, site } from './screenshot-site'

const { email, password } = panelUser

const browser = await chromium.launch(chromiumLaunchOptions)
// The office's desktop and a staff member's phone.
const sizes = [
  { suffix: '', viewport: { width: 1366, height: 860 }, isMobile: false },
  { suffix: '-phone', viewport: { width: 390, height: 844 }, isMobile: true },
]
for (const { suffix, viewport, isMobile } of sizes) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, locale: 'es-US', timezoneId: 'America/New_York' })
  // Next's development indicator (a shadow-DOM portal) would cover the admin's lower-left corner when shot from `npm run dev`.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = 'nextjs-portal { display: none !important; }'
      document.head.append(style)
    })
  })
  const page = await context.newPage()
  await page.goto(`${site}/admin/login`)
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-login${suffix}.png` })
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.getByRole('heading', { name: 'Contactos nuevos', exact: true }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-dashboard${suffix}.png` })
  await page.goto(`${site}/admin/collections/contacts`)
  await page.locator('table tbody tr').first().waitFor()
  // Dates render on the client after hydration.
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-contacts${suffix}.png` })
  // One lead: on a phone, status, assignee, follow-up and notes come first.
  await page.locator('table tbody tr a').first().click()
  // The menu's «Historial de ajustes» also says 'Historial': wait for the lead itself.
  await page.waitForURL(/\/collections\/contacts\/\d+/)
  await page.getByText('Historial', { exact: true }).first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-lead${suffix}.png` })
  // Appointments: the «Citas» list and the day view, one list per staff member.
  await page.goto(`${site}/admin/collections/appointments`)
  await page.getByRole('link', { name: 'Ver las citas del día, por persona' }).waitFor()
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-appointments${suffix}.png` })
  // One appointment's «Recordatorios al cliente»: when each reminder goes or went, on which channels, or why not.
  const firstAppointment = page.locator('table tbody tr a').first()
  if (await firstAppointment.count()) {
    await firstAppointment.click()
    await page.waitForURL(/\/collections\/appointments\/\d+/)
    const reminders = page.getByTestId('reminder-schedule')
    await reminders.waitFor()
    await page.waitForLoadState('networkidle')
    await reminders.screenshot({ path: `docs/screenshots/admin-appointment-reminders${suffix}.png` })
    await page.screenshot({ path: `docs/screenshots/admin-appointment${suffix}.png` })
  } else {
    console.warn('No appointment to photograph: book one first for admin-appointment-reminders.png.')
  }
  await page.goto(`${site}/admin/citas-del-dia`)
  await page.getByRole('heading', { name: 'Citas del día' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-appointments-day${suffix}.png` })
  await page.goto(`${site}/admin/collections/insurers`)
  await page.locator('table tbody tr').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-insurers${suffix}.png` })
  // The book of business: the policies list (with its CSV button) and a client's page with its «Pólizas».
  await page.goto(`${site}/admin/collections/policies`)
  await page.getByRole('link', { name: 'Exportar pólizas (CSV)' }).waitFor()
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-policies${suffix}.png` })
  await page.goto(`${site}/admin/collections/contacts?where[isClient][equals]=true`)
  // Opened by its address: a click while the list still rewrites its own URL (limit, sort) is now and then lost.
  const client = await page.locator('table tbody tr a').first().getAttribute('href')
  await page.goto(`${site}${client}`)
  await page.locator('#field-policies').waitFor()
  await page.waitForLoadState('networkidle')
  // The lead's lists (consents, appointments, policies) load after the page: scroll once they stand still.
  await page.locator('#field-policies tbody tr').first().waitFor()
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'))
  // Centred: at the top, the sticky «Guardar» bar would cover the list's first rows.
  // Twice: the lists above it (consents, appointments) grow as they load and push it down.
  const centrePolicies = () => page.locator('#field-policies').evaluate((field) => field.scrollIntoView({ block: 'center' }))
  await centrePolicies()
  await page.waitForTimeout(2000)
  await centrePolicies()
  await page.screenshot({ path: `docs/screenshots/admin-client-policies${suffix}.png` })
  // The book of business: this season's renewals (AEP), and who turns 65 soon.
  await page.goto(`${site}/admin/renovaciones`)
  await page.getByRole('heading', { name: 'Renovaciones', level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-renewals${suffix}.png`, fullPage: true })
  await page.goto(`${site}/admin/cumplen-65`)
  await page.getByRole('heading', { name: 'Cumplen 65', level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-turning-65${suffix}.png` })
  // The book of business (issue 36): the dashboard's «Cartera de pólizas» and the private documents' list.
  await page.goto(`${site}/admin`)
  await page.getByTestId('policy-report').waitFor()
  await page.waitForLoadState('networkidle')
  await page.getByTestId('policy-report').screenshot({ path: `docs/screenshots/admin-policy-report${suffix}.png` })
  await page.goto(`${site}/admin/collections/policy-documents`)
  await page.getByRole('heading', { name: 'Documentos de pólizas' }).waitFor()
  await page.waitForFunction(() => !document.body.innerText.includes('Cargando'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-policy-documents${suffix}.png` })
  // «Importar pólizas»: the sample carrier report (Humana's) previewed, not applied.
  await page.goto(`${site}/admin/importar-polizas`)
  await page.getByLabel('Aseguradora').selectOption({ label: 'Humana' })
  await page.getByLabel('Informe en CSV (hasta 8 MB)').setInputFiles('tests/fixtures/policies/humana-book-of-business.csv')
  await page.getByRole('button', { name: 'Subir y revisar' }).click()
  await page.getByTestId('carrier-import-rows').waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-carrier-import${suffix}.png`, fullPage: true })
  await context.close()
}
await browser.close()
console.log(
  '[screenshots] docs/screenshots/admin-{login,dashboard,contacts,lead,appointments,appointments-day,insurers,' +
    'policies,client-policies,renewals,turning-65,policy-report,policy-documents,carrier-import}{,-phone}.png',
)
