// @vitest-environment node
/**
 * The front server's 503 for a request the app reports as stalled by the database: a real HTTP
 * server on loopback, each request run in the outage watch as server/start.mjs runs it, and a
 * handler that behaves as Next does when a page fails (headers set, a report deep in an async
 * chain, then its own 500).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { databaseUnavailableMessage } from '@/copy/outage.mjs'
import { outageWatchStorage, reportDatabaseOutage } from '@/lib/server/database-outage-watch.mjs'
import { answerDatabaseOutage } from '../../../../server/outage-answer.mjs'

let server: http.Server
let base: string

async function failingRender(res: http.ServerResponse, reportFirst: boolean) {
  res.setHeader('cache-control', 's-maxage=31536000')
  await sleep(5)
  if (reportFirst) reportDatabaseOutage()
  res.statusCode = 500
  res.setHeader('content-type', 'text/html')
  res.end('<html>Internal Server Error</html>')
  if (!reportFirst) reportDatabaseOutage()
}

beforeAll(async () => {
  const watch = outageWatchStorage()
  server = http.createServer((req, res) => {
    watch.run({ report: () => answerDatabaseOutage(req, res) }, () => failingRender(res, !req.url?.includes('late')))
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

it('a page whose render reports the outage gets the Spanish 503 page with Retry-After, never cached; Next’s 500 is dropped', async () => {
  const response = await fetch(`${base}/privacy-policy`)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('30')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  // The site's security headers, as on every page Next renders (issue 33, finding 16).
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  const page = await response.text()
  expect(page).toContain(databaseUnavailableMessage)
  expect(page).not.toContain('Internal Server Error')
})

it('an API request gets the message in Payload’s error shape', async () => {
  const response = await fetch(`${base}/api/users/me`)
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({ errors: [{ message: databaseUnavailableMessage }] })
})

it('a report after the answer went out changes nothing', async () => {
  const response = await fetch(`${base}/late`)
  expect(response.status).toBe(500)
  expect(await response.text()).toBe('<html>Internal Server Error</html>')
})
