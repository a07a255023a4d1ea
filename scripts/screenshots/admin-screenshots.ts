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
  await page.goto(`${site}/admin/citas-del-dia`)
  await page.getByRole('heading', { name: 'Citas del día' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-appointments-day${suffix}.png` })
  await page.goto(`${site}/admin/collections/insurers`)
  await page.locator('table tbody tr').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-insurers${suffix}.png` })
  // «Importar pólizas»: the sample carrier report previewed (not applied) with the first carrier.
  await page.goto(`${site}/admin/importar-polizas`)
  await page.getByLabel('Aseguradora').selectOption({ index: 1 })
  await page.getByLabel('Informe en CSV (hasta 8 MB)').setInputFiles('tests/fixtures/policies/humana-book-of-business.csv')
  await page.getByRole('button', { name: 'Subir y revisar' }).click()
  await page.getByTestId('carrier-import-rows').waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screenshots/admin-carrier-import${suffix}.png`, fullPage: true })
  await context.close()
}
await browser.close()
console.log(
  '[screenshots] docs/screenshots/admin-{login,dashboard,contacts,lead,appointments,appointments-day,insurers,carrier-import}{,-phone}.png',
)
