import { type APIRequestContext, expect, test } from '@playwright/test'

import { e2eConfig } from '../../support/e2e-config'
import { publishSeededPages } from '../../support/pages-api'

// The test server runs with NEXT_PUBLIC_SERVER_URL set to its own address (tests/support/e2e-server.ts).
const publicUrl = e2eConfig.baseURL

const routes = [
  { path: '/', canonical: true },
  { path: '/privacy-policy', canonical: true },
  { path: '/terms-of-service', canonical: true },
  { path: '/legal-notice', canonical: true },
  { path: '/nondiscrimination-notice', canonical: true },
  { path: '/medicare-florida', canonical: true },
  { path: '/obamacare-2027', canonical: true },
  { path: '/pagina-que-no-existe', canonical: false },
]

test.beforeAll(async ({ request }) => publishSeededPages(request, ['medicare-florida', 'obamacare-2027']))

/** Width and height of a PNG, from its IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

for (const route of routes) {
  test(`${route.path}: title ≤ 60, description 70–160, absolute canonical and sharing data with a 1200×630 image and alt text`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path)
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    const title = await page.title()
    expect(title.length, title).toBeLessThanOrEqual(60)
    const description = (await meta('meta[name="description"]')) ?? ''
    expect(description.length, description).toBeGreaterThanOrEqual(70)
    expect(description.length, description).toBeLessThanOrEqual(160)

    if (route.canonical) {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).href).toBe(new URL(route.path, publicUrl).href)
      expect(new URL((await meta('meta[property="og:url"]'))!).href).toBe(new URL(route.path, publicUrl).href)
    }

    const image = (await meta('meta[property="og:image"]'))!
    expect(image.startsWith(`${publicUrl}/`), image).toBe(true)
    expect(await meta('meta[property="og:image:width"]')).toBe('1200')
    expect(await meta('meta[property="og:image:height"]')).toBe('630')
    expect((await meta('meta[property="og:image:alt"]'))?.length).toBeGreaterThan(20)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="twitter:image"]')).toBe(image)
    expect((await meta('meta[name="twitter:image:alt"]'))?.length).toBeGreaterThan(20)
    expect(await pngSize(request, image)).toEqual({ width: 1200, height: 630 })

    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
  })
}

test('/favicon.ico, /apple-touch-icon.png and the web manifest with its icons are served', async ({ request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  const ico = await favicon.body()
  // ICONDIR: reserved 0, type 1 (icon), then the number of images.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
  expect(await pngSize(request, '/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })

  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const body = (await manifest.json()) as { name: string; lang: string; icons: { src: string; sizes: string }[] }
  expect(body).toMatchObject({ name: 'Agencia de Seguros Salud Latina', lang: 'es', start_url: '/' })
  for (const icon of body.icons.filter((entry) => entry.src.endsWith('.png'))) {
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(await pngSize(request, icon.src)).toEqual({ width, height })
  }
})

test('the sitemap, robots.txt and JSON-LD give every address on the configured public URL', async ({ request, page }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  // The fixed pages and the published campaign pages (other tests publish more of their own).
  expect(locations).toEqual(expect.arrayContaining(routes.filter((route) => route.canonical).map((route) => `${publicUrl}${route.path}`)))
  for (const location of locations) expect(location.startsWith(`${publicUrl}/`), location).toBe(true)
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)

  await page.goto('/')
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  for (const url of [json.url, json.logo, json.image]) expect(url.startsWith(`${publicUrl}/`), url).toBe(true)
  expect(await pngSize(request, json.logo)).toEqual({ width: 512, height: 512 })
})
