import { expect, test } from '@playwright/test'

const routes = ['/', '/privacy-policy', '/admin/login', '/api/contacts']

for (const route of routes) {
  test(`security headers on ${route}`, async ({ request }) => {
    const response = await request.get(route, { maxRedirects: 0 })
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.vapi\.ai [^;]*wss:\/\/\*\.daily\.co/)
    expect(csp).not.toContain("'unsafe-eval'")
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('microphone=(self)')
    expect(headers['x-powered-by']).toBeUndefined()
  })
}

for (const route of ['/', '/legal-notice', '/admin/login']) {
  test(`${route} runs without Content-Security-Policy violations`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
}

test('public HTML is revalidated (ETag, 304) and hashed assets are immutable', async ({ request }) => {
  const page = await request.get('/privacy-policy')
  expect(page.status()).toBe(200)
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  const etag = page.headers().etag
  expect(etag).toBeTruthy()
  const again = await request.get('/privacy-policy', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)

  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1]
  expect(script).toBeTruthy()
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable')
})
