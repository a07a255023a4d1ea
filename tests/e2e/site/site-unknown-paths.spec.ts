import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/** Bytes of every file under a folder (the build output and Next's caches). */
function folderBytes(folder: string): number {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) total += folderBytes(full)
    else if (entry.isFile()) total += statSync(full).size
  }
  return total
}

const buildFolder = path.resolve(process.env.NEXT_DIST_DIR || '.next')

/** Shapes of made-up URLs: plain, nested, look-alikes of real routes in other letter cases, Next's own folders. */
const unknownPathShapes = [
  (id: string) => `/no-existe-${id}`,
  (id: string) => `/servicios/medicare/${id}`,
  (id: string) => `/wp-login-${id}.php`,
  (id: string) => `/API/${id}`,
  (id: string) => `/Admin/${id}`,
  (id: string) => `/Privacy-Policy/${id}`,
  (id: string) => `/legal%2F${id}`,
  (id: string) => `/_next/static/chunks/${id}.js`,
  (id: string) => `/privacy-policy/${id}`,
  (id: string) => `/.well-known/${id}`,
  // Shaped like a campaign page's address (the proxy looks each up), or a page's below it.
  (id: string) => `/campana-${id}`,
  (id: string) => `/medicare-florida/${id}`,
]
const UNKNOWN_PATHS = 1000
const PARALLEL = 8
const ONE_MB = 1024 * 1024

test('a thousand distinct unknown paths answer 404 and leave the disk as it was (< 1 MB)', async ({ request }) => {
  test.setTimeout(240_000)
  // The real pages are cached once, whoever visits them first (other tests run in parallel).
  for (const page of ['/', '/privacy-policy', '/terms-of-service', '/legal-notice', '/medicare-florida', '/pagina-que-no-existe']) {
    await request.get(page)
  }
  const before = folderBytes(buildFolder)

  const run = Date.now().toString(36)
  let next = 0
  const statuses = new Map<number, number>()
  const worker = async () => {
    while (next < UNKNOWN_PATHS) {
      const index = next++
      const shape = unknownPathShapes[index % unknownPathShapes.length]
      const response = await request.get(shape(`${run}-${index}`), { maxRedirects: 0 })
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
      await response.body()
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))

  expect(Object.fromEntries(statuses)).toEqual({ 404: UNKNOWN_PATHS })
  const grownBytes = folderBytes(buildFolder) - before
  test.info().annotations.push({ type: 'disk growth', description: `${grownBytes} bytes for ${UNKNOWN_PATHS} unknown paths` })
  expect(grownBytes).toBeLessThan(ONE_MB)
})

test('the 404 page is in the server HTML: Spanish document, the spec text, header and footer', async ({ request }) => {
  for (const unknown of ['/esta-tampoco-existe', '/privacy-policy/extra', '/legal/no-existe', '/API/x', '/Privacy-Policy']) {
    const response = await request.get(unknown)
    expect(response.status(), unknown).toBe(404)
    const html = await response.text()
    expect(html, unknown).toMatch(/<html[^>]* lang="es"/)
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Did you forget to add the page to the router?')
    expect(html).toContain('Volver a la página de inicio')
    expect(html).toMatch(/<header[\s>]/)
    expect(html).toMatch(/<footer[\s>]/)
  }
})
