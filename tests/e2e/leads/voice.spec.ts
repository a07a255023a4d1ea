import { expect, type Locator, type Page, type Request, test } from '@playwright/test'

import { e2eConfig } from '../../support/e2e-config'

// The seeded site settings (src/seed/content/site-settings.ts).
const SEEDED_KEY = 'demo-public-key-0000'
const SEEDED_ASSISTANT = 'demo-assistant-0000'
const SEEDED_PHONE = '(305) 555-0100'
const VAPI_API = 'https://api.vapi.ai'
// Only the SDK chunk contains Daily's call-machine address.
const SDK_MARKER = 'call-machine/versioned'

const siteOrigin = new URL(e2eConfig.baseURL).origin

/** Every request leaving the site except the Vapi API (Daily, Sentry, geo lookups…) is aborted. */
async function blockThirdParties(page: Page) {
  await page.route(
    (url) => url.origin !== siteOrigin && url.origin !== VAPI_API,
    (route) => route.abort(),
  )
}

function heartButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Hablar con Asistente' })
}

/**
 * Waits until React has taken over the server-rendered button (the tooltip marks it): a press
 * before that would reach a button with no behaviour yet.
 */
async function hydrated(page: Page) {
  await expect(page.locator('.tooltip-root[data-enhanced]')).toHaveCount(1)
}

/** Radix's tooltip has replaced the server-rendered one (at the visitor's first interaction). */
async function radixTookOver(page: Page) {
  await expect(page.locator('.tooltip-root[data-tooltip="radix"]')).toHaveCount(1)
}

/** Signs of life away from the button: mouse moves in a corner, a scroll, a key. */
async function interactElsewhere(page: Page) {
  await page.mouse.move(5, 5)
  await page.mouse.move(15, 15)
  await page.mouse.wheel(0, 400)
  await page.keyboard.press('Shift')
}

/** The page's JavaScript responses, each told whether it is the SDK's chunk. */
function watchScripts(page: Page) {
  const scripts: Promise<{ url: string; sdk: boolean }>[] = []
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    scripts.push(
      response.text().then(
        (text) => ({ url: response.url(), sdk: text.includes(SDK_MARKER) }),
        () => ({ url: response.url(), sdk: false }),
      ),
    )
  })
  return {
    count: () => scripts.length,
    sdkChunks: async () => (await Promise.all(scripts)).filter((script) => script.sdk).map((script) => script.url),
  }
}

/** Stands in for Vapi's API: answers CORS preflights and every call with a 500 (once `release` settles). */
async function failingVapiApi(page: Page, release: Promise<void> = Promise.resolve()): Promise<Request[]> {
  const calls: Request[] = []
  await page.route(`${VAPI_API}/**`, async (route) => {
    const cors = {
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    }
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    calls.push(route.request())
    await release
    await route.fulfill({ status: 500, headers: { ...cors, 'content-type': 'application/json' }, body: '{"message":"boom"}' })
  })
  return calls
}

async function expectBottomRight(page: Page, button: Locator) {
  const box = await button.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport).toBeTruthy()
  expect(box!.width).toBeGreaterThanOrEqual(48)
  expect(box!.height).toBeGreaterThanOrEqual(48)
  expect(viewport!.width - (box!.x + box!.width)).toBeLessThan(40)
  expect(viewport!.height - (box!.y + box!.height)).toBeLessThan(40)
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page)
})

const paths = ['/', '/legal-notice', '/pagina-que-no-existe']

for (const path of paths) {
  test(`the heart button floats at the bottom right of ${path} with no interaction`, async ({ page }) => {
    await page.goto(path)
    const button = heartButton(page)
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expectBottomRight(page, button)
    // Fixed: it stays in the corner after scrolling, the visitor's first interaction, at which
    // Radix's tooltip takes the button over.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await radixTookOver(page)
    await expectBottomRight(page, button)
  })
}

test("hovering shows 'Hablar con Asistente', enlarges the button, and leaving hides the tooltip", async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const button = heartButton(page)
  await expect(button).toBeVisible()
  await button.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none')

  await page.mouse.move(10, 10, { steps: 10 })
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).transform)).toBe('none')
})

test("after the visitor's first interaction Radix's tooltip takes over: keyboard focus shows and describes it, Escape hides it", async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const button = heartButton(page)
  // The first key is the first interaction: from the top of the page, Shift+Tab reaches the button.
  await page.keyboard.press('Shift+Tab')
  await expect(button).toBeFocused()
  await radixTookOver(page)

  // Focus stayed on the button through the take-over, and the tooltip now describes it.
  await expect(button).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
  await expect(button).toHaveAccessibleDescription('Hablar con Asistente')
  const tooltipBox = await page.getByText('Hablar con Asistente', { exact: true }).filter({ visible: true }).boundingBox()
  const buttonBox = await button.boundingBox()
  expect(tooltipBox!.x + tooltipBox!.width).toBeLessThanOrEqual(buttonBox!.x)

  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(button).not.toHaveAccessibleDescription('Hablar con Asistente')

  // Focus coming back shows it again; focus leaving hides it.
  await page.keyboard.press('Shift+Tab')
  await expect(button).not.toBeFocused()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('under prefers-reduced-motion the button does not move on hover', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await hydrated(page)
  const button = heartButton(page)
  await button.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
  expect(await button.evaluate((element) => getComputedStyle(element).transform)).toBe('none')
})

test(
  'pressing the button asks Vapi for a web call with the seeded key and assistant; a 500 ' + 'returns it to idle with a Spanish toast',
  async ({ page }) => {
    let allowResponse = () => {}
    const responseAllowed = new Promise<void>((resolve) => (allowResponse = resolve))
    // Held until the test has seen the loading state.
    const calls = await failingVapiApi(page, responseAllowed)

    await page.goto('/')
    await hydrated(page)
    const button = heartButton(page)
    await expect(button).toBeVisible()
    const idleColour = await button.evaluate((element) => getComputedStyle(element).backgroundColor)
    await button.click()

    await expect(page.getByRole('button', { name: 'Conectando con el asistente…' })).toBeVisible()
    await expect.poll(() => calls.length).toBe(1)
    const request = calls[0]
    expect(request.method()).toBe('POST')
    expect(request.url()).toBe(`${VAPI_API}/call/web`)
    expect(request.headers().authorization).toBe(`Bearer ${SEEDED_KEY}`)
    expect(request.postDataJSON()).toMatchObject({ assistantId: SEEDED_ASSISTANT })
    allowResponse()

    await expect(heartButton(page)).toHaveAttribute('aria-pressed', 'false')
    // The toast shows for 5 s: check it first. (Radix's role=status copy is transient, so look for the toast itself.)
    const toast = page.getByRole('listitem').filter({ hasText: 'No pudimos conectar con el asistente' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(SEEDED_PHONE)

    // Back to the idle red once the pointer has left (hover darkens it).
    await page.mouse.move(10, 10, { steps: 10 })
    await expect.poll(() => heartButton(page).evaluate((element) => getComputedStyle(element).transform)).toBe('none')
    expect(await heartButton(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(idleColour)
    expect(idleColour).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/)
    const [red, green] = idleColour.match(/\d+/g)!.map(Number)
    expect(red).toBeGreaterThan(green * 2)
  },
)

test("the SDK is neither in the initial HTML's scripts nor fetched after load and interactions elsewhere on the page", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const initialScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1], siteOrigin).href)
  expect(initialScripts.length).toBeGreaterThan(0)
  for (const src of initialScripts) {
    expect(await (await request.get(src)).text(), src).not.toContain(SDK_MARKER)
  }

  const scripts = watchScripts(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await hydrated(page)
  await interactElsewhere(page)
  // Time for anything still queued (idle callbacks, prefetches) to be requested.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3_500)
  expect(scripts.count()).toBeGreaterThan(0)
  expect(await scripts.sdkChunks()).toEqual([])

  // The marker is real: the chunk that carries it arrives once the pointer is on the button.
  await heartButton(page).hover()
  await expect.poll(async () => (await scripts.sdkChunks()).length).toBe(1)
  expect(initialScripts).not.toContain((await scripts.sdkChunks())[0])
  await expect(heartButton(page)).toHaveAttribute('aria-pressed', 'false')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/', '/legal-notice', '/pagina-que-no-existe']) {
    test(`the heart button of ${path} is in the server HTML: visible, in place, focusable, with its tooltip`, async ({ page }) => {
      await page.goto(path)
      const button = heartButton(page)
      await expect(button).toBeVisible()
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await expectBottomRight(page, button)
      const [red, green] = (await button.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number)
      expect(red).toBeGreaterThan(green * 2)

      await expect(page.getByRole('tooltip')).toHaveCount(0)
      await button.hover()
      await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
      await page.mouse.move(10, 10, { steps: 5 })
      await expect(page.getByRole('tooltip')).toHaveCount(0)

      // The button is the page's last stop: Shift+Tab from the top of the page reaches it.
      await page.keyboard.press('Shift+Tab')
      await expect(button).toBeFocused()
      await expect(page.getByRole('tooltip')).toHaveText('Hablar con Asistente')
    })
  }
})

test('a press with nothing preloaded fetches the SDK, shows the connecting state and then calls Vapi', async ({ page }) => {
  const calls = await failingVapiApi(page)
  // The SDK chunk is held until the test has seen the connecting state.
  let releaseSdk = () => {}
  const sdkReleased = new Promise<void>((resolve) => (releaseSdk = resolve))
  let sdkRequests = 0
  await page.route(
    (url) => url.origin === siteOrigin && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes(SDK_MARKER)) {
        sdkRequests += 1
        await sdkReleased
      }
      await route.fulfill({ response, body })
    },
  )

  await page.goto('/')
  await hydrated(page)
  const button = heartButton(page)
  await expect(button).toBeVisible()
  expect(sdkRequests).toBe(0)

  // A bare click event: no hover, focus or touch came before it.
  await button.dispatchEvent('click')
  await expect(page.getByRole('button', { name: 'Conectando con el asistente…' })).toBeVisible()
  await expect.poll(() => sdkRequests).toBe(1)
  expect(calls).toHaveLength(0)
  releaseSdk()

  await expect.poll(() => calls.length).toBe(1)
  expect(calls[0].url()).toBe(`${VAPI_API}/call/web`)
  expect(calls[0].postDataJSON()).toMatchObject({ assistantId: SEEDED_ASSISTANT })
  await expect(heartButton(page)).toHaveAttribute('aria-pressed', 'false')
  const toast = page.getByRole('listitem').filter({ hasText: 'No pudimos conectar con el asistente' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(SEEDED_PHONE)
})
