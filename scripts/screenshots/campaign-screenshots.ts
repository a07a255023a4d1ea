/**
 * Screenshots of the campaign pages' admin for docs/campaign-pages.md, taken from a running site
 * with the seeded page «Medicare en Florida» and short link /radio.
 * Usage: SITE_URL=http://localhost:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run screenshots:campaign
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../../tooling/chromium'
import { panelUser, site } from './screenshot-site'

const { email, password } = panelUser

const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext({ viewport: { width: 1366, height: 860 } })
const page = await context.newPage()
await page.goto(`${site}/admin/login`)
await page.getByLabel('Correo electrónico').fill(email)
await page.getByLabel('Contraseña').fill(password)
await page.getByRole('button', { name: 'Iniciar sesión' }).click()
await page.waitForURL(/\/admin$/)

// The page beside its live preview.
const login = await page.request.post(`${site}/api/users/login`, { data: { email, password } })
const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
const found = await page.request.get(`${site}/api/pages?where[slug][equals]=medicare-florida&draft=true&depth=0`, { headers })
const { docs } = (await found.json()) as { docs: { id: number }[] }
await page.goto(`${site}/admin/collections/pages/${docs[0].id}`)
await page.waitForLoadState('networkidle')
// The panel remembers whether the live preview was open.
const openPreview = page.getByRole('button', { name: 'Previsualizar' }).first()
if (await openPreview.isVisible()) await openPreview.click()
await page.waitForFunction(() => [...document.querySelectorAll('iframe')].some((frame) => frame.contentDocument?.querySelector('h1')))
await page.waitForLoadState('networkidle')
await page.screenshot({ path: 'docs/screenshots/admin-page.png' })

// The short link with its QR code.
const radio = await page.request.get(`${site}/api/redirects?where[from][equals]=/radio&depth=0`, { headers })
const [shortLink] = ((await radio.json()) as { docs: { id: number }[] }).docs
await page.goto(`${site}/admin/collections/redirects/${shortLink.id}`)
await page.getByRole('link', { name: 'Descargar PNG' }).waitFor()
await page.waitForLoadState('networkidle')
await page.screenshot({ path: 'docs/screenshots/admin-short-link.png', fullPage: true })

await browser.close()
console.log('[screenshots] docs/screenshots/admin-page.png, docs/screenshots/admin-short-link.png')
