/**
 * The image optimiser and its disk cache (issue 22, item 2). Next caches an optimised image under
 * its `url` parameter as written, so 60 spellings of one staff photo (`?p=1`, `#1`, …) were 60
 * entries on disk. Each entry is a folder in .next/cache/images named by Next's own cache key
 * (ImageOptimizerCache.getCacheKey): the test computes the key of every request it sends and
 * looks for that folder, so images other tests load meanwhile do not count. From loopback,
 * 60 requests.
 */
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { type APIRequestContext, expect, test } from '@playwright/test'

const require = createRequire(import.meta.url)
const { ImageOptimizerCache } = require('next/dist/server/image-optimizer') as {
  ImageOptimizerCache: { getCacheKey: (params: { href: string; width: number; quality: number; mimeType: string }) => string }
}

const CACHE_DIR = path.resolve('.next/cache/images')
const WIDTH = 640
const QUALITY = 75
const ACCEPT = 'image/webp'
const REFUSED = { message: 'La dirección de la imagen no es válida.' }

const cached = (href: string) =>
  existsSync(path.join(CACHE_DIR, ImageOptimizerCache.getCacheKey({ href, width: WIDTH, quality: QUALITY, mimeType: ACCEPT })))
const cacheEntries = () => (existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR).length : 0)

function optimise(request: APIRequestContext, url: string, width = WIDTH, quality = QUALITY) {
  return request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`, { headers: { accept: ACCEPT } })
}

/** A seeded media file (an insurer's logo) as the same-site path Payload writes. */
async function mediaPath(request: APIRequestContext): Promise<string> {
  const { docs } = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
  return new URL(docs[0].url, 'http://site').pathname
}

test('60 spellings of one media photo are refused and add nothing to the optimiser’s disk cache', async ({ request }) => {
  test.setTimeout(90_000)
  const photo = await mediaPath(request)
  const canonical = await optimise(request, photo)
  expect(canonical.status()).toBe(200)
  expect(canonical.headers()['content-type']).toBe(ACCEPT)
  // The check below can see an entry: the photo's own is there.
  expect(cached(photo)).toBe(true)

  const folder = path.posix.dirname(photo)
  const name = path.posix.basename(photo)
  const spellings = Array.from({ length: 60 }, (_, index) => {
    const variants = [
      `${photo}?p=${index}`,
      `${photo}#${index}`,
      `${folder}/${'./'.repeat(index + 1)}${name}`,
      `${folder}/${'/'.repeat(index + 1)}${name}`,
      `${photo}?${'&'.repeat(index + 1)}`,
    ]
    return variants[index % variants.length]
  })
  const before = cacheEntries()
  const statuses: number[] = []
  for (const url of spellings) {
    const response = await optimise(request, url)
    statuses.push(response.status())
    if (response.status() === 400 && response.headers()['content-type']?.includes('json')) expect(await response.json()).toEqual(REFUSED)
  }
  expect(statuses).toEqual(spellings.map(() => 400))
  expect(spellings.filter(cached)).toEqual([])
  // Images other tests load meanwhile may add a few entries; these 60 requests add none.
  expect(cacheEntries() - before).toBeLessThan(5)
})

test('only the configured widths and quality are optimised', async ({ request }) => {
  const photo = await mediaPath(request)
  expect((await optimise(request, photo, 828)).status()).toBe(200)
  for (const [width, quality] of [
    [641, QUALITY],
    [3840, QUALITY],
    [WIDTH, 74],
    [WIDTH, 100],
  ]) {
    const response = await optimise(request, photo, width, quality)
    expect(response.status(), `w=${width} q=${quality}`).toBe(400)
  }
})
