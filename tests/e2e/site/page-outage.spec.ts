import { randomUUID } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel } from '../../support/admin-e2e'
import { insertAppointmentLink } from '../../support/appointment-links'
import { queryE2eDatabase, setE2eDatabase, setE2eFrozen } from '../../support/e2e-database'
import { publishSeededPages } from '../../support/pages-api'
import { insertSigningLink } from '../../support/signing-links'

const unavailableMessage = 'La base de datos no responde en este momento. Inténtalo de nuevo en unos minutos.'

/**
 * Publishes the legal document again as the admin: the save expires its cached page
 * (src/content/revalidate.ts), so the next visit reads the database. Publishing, not a plain
 * save, so a draft another test left on it cannot keep the cached page alive.
 */
async function publishAgain(request: APIRequestContext, slug: string): Promise<string> {
  const [document] = await queryE2eDatabase<{ id: number; title: string }>('select id, title from legal_documents where slug = $1', [slug])
  const admin = await adminAccount(request)
  const saved = await request.patch(`/api/legal-documents/${document.id}`, {
    headers: authHeader(admin),
    data: { title: document.title, _status: 'published' },
  })
  expect(saved.status()).toBe(200)
  return document.title
}

test('database frozen: a page whose content was just saved answers the Spanish 503 within 10 s, its content once back', async ({
  request,
}) => {
  test.setTimeout(120_000)
  expect((await request.get('/privacy-policy', { timeout: 90_000 })).status()).toBe(200)
  const title = await publishAgain(request, 'privacy-policy')

  await setE2eFrozen('db', true)
  try {
    const started = Date.now()
    const response = await request.get('/privacy-policy', { timeout: 60_000 })
    const waited = Date.now() - started
    test
      .info()
      .annotations.push({ type: 'frozen database', description: `GET /privacy-policy answered ${response.status()} after ${waited} ms` })
    expect(response.status()).toBe(503)
    expect(waited).toBeLessThan(10_000)
    expect(response.headers()['retry-after']).toBe('30')
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain(unavailableMessage)
  } finally {
    await setE2eFrozen('db', false)
  }
  // The outage answer was not cached: the page comes back with its content.
  await expect
    .poll(
      async () => {
        const response = await request.get('/privacy-policy', { timeout: 30_000 })
        return response.status() === 200 && (await response.text()).includes(title)
      },
      { timeout: 60_000 },
    )
    .toBe(true)
})

test('database frozen: a campaign page already in the cache is still served, at once', async ({ request }) => {
  test.setTimeout(120_000)
  await publishSeededPages(request, ['medicare-florida'])
  // Two visits: the page is in the cache and the address lookup's connection is open and idle.
  expect((await request.get('/medicare-florida', { timeout: 90_000 })).status()).toBe(200)
  expect((await request.get('/medicare-florida')).headers()['x-nextjs-cache']).toBe('HIT')

  await setE2eFrozen('db', true)
  try {
    const started = Date.now()
    const response = await request.get('/medicare-florida', { timeout: 30_000 })
    const waited = Date.now() - started
    test
      .info()
      .annotations.push({ type: 'frozen database', description: `GET /medicare-florida answered ${response.status()} after ${waited} ms` })
    expect(response.status()).toBe(200)
    expect(waited).toBeLessThan(5_000)
    expect(await response.text()).toContain('Tu plan de Medicare en Florida')
  } finally {
    await setE2eFrozen('db', false)
  }
})

test('database stopped: a page whose content was just saved answers the Spanish 503 at once, its content once back', async ({
  request,
}) => {
  test.setTimeout(120_000)
  expect((await request.get('/terms-of-service', { timeout: 90_000 })).status()).toBe(200)
  const title = await publishAgain(request, 'terms-of-service')

  await setE2eDatabase('stop')
  try {
    const started = Date.now()
    const response = await request.get('/terms-of-service', { timeout: 60_000 })
    const waited = Date.now() - started
    test
      .info()
      .annotations.push({ type: 'stopped database', description: `GET /terms-of-service answered ${response.status()} after ${waited} ms` })
    expect(response.status()).toBe(503)
    expect(waited).toBeLessThan(5_000)
    expect(response.headers()['retry-after']).toBe('30')
    expect(await response.text()).toContain(unavailableMessage)
  } finally {
    await setE2eDatabase('start')
  }
  await expect
    .poll(
      async () => {
        const response = await request.get('/terms-of-service', { timeout: 30_000 })
        return response.status() === 200 && (await response.text()).includes(title)
      },
      { timeout: 60_000 },
    )
    .toBe(true)
})

test('database frozen: a signed-in staff member opening the admin gets the Spanish 503 in 10 s, not «No tienes permiso»', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const staff = await createStaffAccount(request, 'caida')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  await setE2eFrozen('db', true)
  try {
    const started = Date.now()
    const response = await page.goto('/admin', { timeout: 60_000 })
    const waited = Date.now() - started
    test.info().annotations.push({ type: 'frozen database', description: `GET /admin answered ${response?.status()} after ${waited} ms` })
    await expect(page.getByText(unavailableMessage)).toBeVisible()
    await expect(page.getByText('No tienes permiso')).toHaveCount(0)
    expect(response?.status()).toBe(503)
    expect(waited).toBeLessThan(10_000)
  } finally {
    await setE2eFrozen('db', false)
  }
  await expect(async () => {
    await page.goto('/admin', { timeout: 30_000 })
    await expect(page.getByText(unavailableMessage)).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin$/)
  }).toPass({ timeout: 60_000 })
})

test('database stopped: the admin answers the Spanish 503 at once, signed in or on the login page, not an English error page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const staff = await createStaffAccount(request, 'parada')
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)

  await setE2eDatabase('stop')
  try {
    const started = Date.now()
    const response = await page.goto('/admin', { timeout: 60_000 })
    const waited = Date.now() - started
    test.info().annotations.push({ type: 'stopped database', description: `GET /admin answered ${response?.status()} after ${waited} ms` })
    await expect(page.getByText(unavailableMessage)).toBeVisible()
    await expect(page.getByText(/couldn.t load|Application error/i)).toHaveCount(0)
    expect(response?.status()).toBe(503)
    expect(waited).toBeLessThan(5_000)
    // Someone not signed in who opens the login page gets the same answer.
    const login = await request.get('/admin/login', { timeout: 30_000 })
    expect(login.status()).toBe(503)
    expect(await login.text()).toContain(unavailableMessage)
  } finally {
    await setE2eDatabase('start')
  }
  await expect(async () => {
    await page.goto('/admin', { timeout: 30_000 })
    await expect(page.getByText(unavailableMessage)).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin$/)
  }).toPass({ timeout: 60_000 })
})

/** The booking and signing pages a visitor may have open (issue 33, finding 8: Next's English «This page couldn't load» before). */
async function bookingAndSigningPages() {
  const appointment = await insertAppointmentLink()
  const signing = await insertSigningLink('soa')
  return ['/citas', `/citas/gestionar/${appointment}`, `/citas/confirmada/${appointment}`, signing.path]
}

async function expectSpanish503(request: APIRequestContext, path: string, withinMs: number, outage: string) {
  const started = Date.now()
  const response = await request.get(path, { timeout: 60_000 })
  const waited = Date.now() - started
  test.info().annotations.push({
    type: outage,
    description: `GET ${path.replace(/[A-Za-z0-9_-]{43}$/, '<t>')}: ${response.status()} after ${waited} ms`,
  })
  expect(response.status(), path).toBe(503)
  expect(waited, path).toBeLessThan(withinMs)
  expect(response.headers()['retry-after']).toBe('30')
  expect(response.headers()['cache-control']).toBe('no-store')
  const text = await response.text()
  expect(text).toContain(unavailableMessage)
  expect(text).not.toMatch(/couldn.t load|Internal Server Error/i)
}

test('database stopped: the booking and signing pages answer the Spanish 503 at once, then work again', async ({ request }) => {
  test.setTimeout(120_000)
  const paths = await bookingAndSigningPages()
  for (const path of paths) expect((await request.get(path, { timeout: 90_000 })).status(), path).toBe(200)

  await setE2eDatabase('stop')
  try {
    for (const path of paths) await expectSpanish503(request, path, 5_000, 'stopped database')
  } finally {
    await setE2eDatabase('start')
  }
  await expect
    .poll(async () => (await Promise.all(paths.map(async (path) => (await request.get(path, { timeout: 30_000 })).status()))).join(), {
      timeout: 60_000,
    })
    .toBe(paths.map(() => 200).join())
})

test('database frozen: the booking and signing pages answer the Spanish 503 within the read deadline', async ({ request }) => {
  test.setTimeout(180_000)
  const paths = await bookingAndSigningPages()
  for (const path of paths) expect((await request.get(path, { timeout: 90_000 })).status(), path).toBe(200)

  await setE2eFrozen('db', true)
  try {
    // The read deadline (8 s), after the proxy's own link lookup gives up (1.5 s) on the token pages.
    await Promise.all(paths.map((path) => expectSpanish503(request, path, 11_000, 'frozen database')))
  } finally {
    await setE2eFrozen('db', false)
  }
})

/** The booking form filled up to its button, without JavaScript (a plain form post). */
async function fillBooking(page: Page) {
  await page.goto('/citas?tipo=llamada&tema=vida')
  await page.getByRole('button', { name: 'Ver horas de este día' }).click()
  const hours = page.getByRole('group', { name: /^Elige una hora/ }).getByRole('radio')
  await hours.nth(Math.floor(Math.random() * (await hours.count()))).check()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(`Congelada ${randomUUID().slice(0, 8)}`)
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0123')
  await page.getByRole('checkbox', { name: /^Acepto recibir comunicaciones/ }).check()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('database frozen: a booking answers the Spanish 503 within the read deadline (before: 20 s, then a 500)', async ({ page }) => {
    test.setTimeout(120_000)
    await fillBooking(page)
    await setE2eFrozen('db', true)
    try {
      const started = Date.now()
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === 'POST', { timeout: 60_000 }),
        page.getByRole('button', { name: 'Agendar la cita' }).click(),
      ])
      const waited = Date.now() - started
      test.info().annotations.push({ type: 'frozen database', description: `booking POST: ${response.status()} after ${waited} ms` })
      expect(response.status()).toBe(503)
      expect(waited).toBeLessThan(10_000)
      await expect(page.getByText(unavailableMessage)).toBeVisible()
    } finally {
      await setE2eFrozen('db', false)
    }
  })
})
