/**
 * The front server keeps Next's gzip of a page and sends it again while Next answers 304 to its
 * ETag (server/compressed-pages.mjs). What a visitor must never notice: a different page, an old
 * page after staff change it, other headers. Raw HTTP (no client-side decompression), loopback.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { staffHeaders } from '../../support/pages-api'

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' }
const SAME_HEADERS = ['etag', 'cache-control', 'content-security-policy', 'x-frame-options', 'strict-transport-security', 'content-type']

test('the second visitor gets the same gzipped page, with the same headers, as the first', async ({ baseURL }) => {
  const first = await get(baseURL!, '/privacy-policy', GZIP)
  const second = await get(baseURL!, '/privacy-policy', GZIP)
  const plain = await get(baseURL!, '/privacy-policy')
  for (const answer of [first, second]) {
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(gunzipSync(answer.body).toString('utf8')).toBe(plain.body.toString('utf8'))
  }
  for (const name of SAME_HEADERS) expect(second.headers[name], name).toEqual(first.headers[name])
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString('utf8')).toContain('<h1')
})

test("a client's own validator still gets Next's 304, and an RSC request its payload, not the kept page", async ({ baseURL }) => {
  const page = await get(baseURL!, '/', GZIP)
  await get(baseURL!, '/', GZIP)
  const revalidated = await get(baseURL!, '/', { ...GZIP, 'if-none-match': String(page.headers.etag) })
  expect(revalidated.status).toBe(304)
  expect(revalidated.body.length).toBe(0)
  // Next sends an RSC request to its cache-busting address first.
  const redirected = await get(baseURL!, '/', { ...GZIP, rsc: '1' })
  const payload = await get(baseURL!, String(redirected.headers.location ?? '/'), { ...GZIP, rsc: '1' })
  expect(payload.status).toBe(200)
  expect(payload.headers['content-type']).toContain('text/x-component')
})

test('a change staff publish is on the next gzipped answer, not the kept copy', async ({ baseURL, request }) => {
  const headers = await staffHeaders(request)
  // The last testimonial by order: site-revalidation.spec.ts edits the first.
  const list = await request.get('/api/testimonials?limit=1&sort=-order&depth=0', { headers })
  const testimonial = ((await list.json()) as { docs: { id: number; content: string }[] }).docs[0]
  const landing = async () => gunzipSync((await get(baseURL!, '/', GZIP)).body).toString('utf8')
  expect(await landing()).toContain(testimonial.content)
  expect(await landing()).toContain(testimonial.content) // now from the kept copy

  const edited = `Texto cambiado para la copia comprimida ${Date.now()}`
  try {
    expect((await request.patch(`/api/testimonials/${testimonial.id}`, { headers, data: { content: edited } })).ok()).toBe(true)
    await expect.poll(async () => (await landing()).includes(edited), { timeout: 5000, intervals: [200] }).toBe(true)
    expect(await landing()).toContain(edited)
  } finally {
    await request.patch(`/api/testimonials/${testimonial.id}`, { headers, data: { content: testimonial.content } })
  }
})
