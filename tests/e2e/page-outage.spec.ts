import { type APIRequestContext, expect, test } from '@playwright/test'

import { adminAccount, authHeader, createStaffAccount, loginInPanel } from '../support/admin-e2e'
import { queryE2eDatabase, setE2eDatabase, setE2eFrozen } from '../support/e2e-database'
import { publishSeededPages } from '../support/pages-api'

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
    expect(await response.text()).toContain('Su plan de Medicare en Florida')
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
