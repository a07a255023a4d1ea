import { expect, test } from '@playwright/test'

import { createPage, staffHeaders } from '../../support/pages-api'

const digits = (page: import('@playwright/test').Page) =>
  page
    .locator('[role="timer"] [data-unit]')
    .evaluateAll((units) =>
      Object.fromEntries(units.map((unit) => [unit.getAttribute('data-unit'), unit.querySelector('span')!.textContent])),
    )

test('the countdown ticks every second towards the first day of next month, with Spanish labels', async ({ page }) => {
  // Visitor clock (timezone America/New_York) held at 31 December, 10 seconds before midnight.
  await page.clock.install({ time: new Date('2026-12-31T23:58:00-05:00') })
  await page.goto('/')
  await page.clock.pauseAt(new Date('2026-12-31T23:59:50-05:00'))
  const timer = page.getByRole('timer')
  for (const label of ['DÍAS', 'HORAS', 'MIN', 'SEG']) await expect(timer.getByText(label, { exact: true })).toBeVisible()
  await expect.poll(() => digits(page)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '10' })
  await expect(page.getByTestId('effective-date')).toHaveText('1 de enero 2027')
  await page.clock.runFor(1000)
  await expect.poll(() => digits(page)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '09' })
  await page.clock.runFor(3000)
  await expect.poll(() => digits(page)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '06' })
})

test('the countdown runs on the real clock and matches the visitor calendar', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await expect.poll(() => digits(page)).toMatchObject({ seconds: expect.stringMatching(/^\d\d$/) })
  const first = await digits(page)
  await expect.poll(() => digits(page), { timeout: 4000 }).not.toEqual(first)
  for (const value of Object.values(await digits(page))) expect(value).toMatch(/^\d{2}$/)
  const expected = await page.evaluate(() => {
    const now = new Date()
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1)
    return `1 de ${new Intl.DateTimeFormat('es', { month: 'long' }).format(next)} ${next.getFullYear()}`
  })
  await expect(page.getByTestId('effective-date')).toHaveText(expected)
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
})

test('the script takes the count over in place: the card and what follows do not move', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The page's scripts wait until the server's HTML has been measured.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const card = page.locator('.promo-enrollment')
  const button = card.getByRole('link', { name: 'Verificar Ahora' })
  await card.scrollIntoViewIfNeeded()
  const before = { card: await card.boundingBox(), button: await button.boundingBox(), timer: await page.getByRole('timer').boundingBox() }
  // The server's HTML already holds a count, never dashes.
  expect(Object.values(await digits(page))).toEqual(Array(4).fill(expect.stringMatching(/^\d{2}$/)))

  release()
  const first = await digits(page)
  await expect.poll(() => digits(page), { timeout: 15_000 }).not.toEqual(first)
  expect({
    card: await card.boundingBox(),
    button: await button.boundingBox(),
    timer: await page.getByRole('timer').boundingBox(),
  }).toEqual(before)
})

test("a campaign page's promotion counts to the end of its own last day, then shows zeros", async ({ page, request }) => {
  const slug = `promocion-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await createPage(request, await staffHeaders(request), {
    title: 'Promoción con fecha',
    slug,
    _status: 'published',
    layout: [
      {
        blockType: 'promotion',
        title: 'Termina pronto',
        text: 'Solo hasta el 15.',
        buttonLabel: 'Verificar',
        endsOn: '2027-01-15T12:00:00.000Z',
      },
    ],
  })
  // The agency's zone is New York: the promotion's last day ends at midnight there.
  await page.clock.install({ time: new Date('2027-01-15T23:59:00-05:00') })
  await page.goto(`/${slug}`)
  await page.clock.pauseAt(new Date('2027-01-15T23:59:57-05:00'))
  await expect(page.getByRole('timer', { name: 'Tiempo restante hasta que termine la promoción' })).toBeVisible()
  await expect.poll(() => digits(page)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '03' })
  await expect(page.getByText('La promoción termina el 15 de enero 2027')).toBeVisible()
  await page.clock.runFor(5000)
  await expect.poll(() => digits(page)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' })
  await expect(page.getByTestId('effective-date')).toHaveText('15 de enero 2027')
})
