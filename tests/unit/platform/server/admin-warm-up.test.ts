// @vitest-environment node
/**
 * The admin's warm-up after a start (server/admin-warm-up.mjs) is bounded and quiet: on loopback,
 * a route that never answers or a server that refuses costs at most its timeouts, nothing throws,
 * and the log says how many addresses answered in one plain line. What it does for staff (the
 * first open as fast as a warm one) is measured on the production server by
 * tests/e2e/platform/edge-admin-warm-up-timing.spec.ts and bench/admin-open.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminWarmUpEnabled, ownOrigin, warmUpAdmin } from '../../../../server/admin-warm-up.mjs'

let server: http.Server
let origin: string
const requested: string[] = []
let healthStatus = 200

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '')
    if (req.url === '/never') return // holds the request open
    if (req.url === '/broken') return res.writeHead(500).end()
    if (req.url === '/api/health') return res.writeHead(healthStatus).end()
    res.writeHead(req.url === '/admin' ? 307 : 200, { location: '/admin/login' }).end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = ownOrigin(server.address() as AddressInfo)
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('warmUpAdmin', () => {
  it('asks each address once, in turn, without following the login redirect, and logs one line', async () => {
    requested.length = 0
    const lines: string[] = []
    const result = await warmUpAdmin(origin, { paths: ['/admin/login', '/admin'], log: (line) => lines.push(line) })
    expect(requested).toEqual(['/api/health', '/admin/login', '/admin'])
    expect(result).toMatchObject({ answered: 2, total: 2 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Admin warmed up in \d+\.\d s \(2 of 2 addresses answered\)$/)
  })

  it('leaves the admin cold when the site is not ready (its database unreachable): no admin route is asked, one line says so', async () => {
    requested.length = 0
    healthStatus = 503
    const lines: string[] = []
    try {
      const result = await warmUpAdmin(origin, { paths: ['/admin/login', '/admin'], log: (line) => lines.push(line) })
      expect(requested).toEqual(['/api/health'])
      expect(result).toMatchObject({ answered: 0, total: 2 })
      expect(lines).toEqual(['Admin warm-up skipped: /api/health answered 503, the admin loads on its first open'])
    } finally {
      healthStatus = 200
    }
  })

  it('a route that never answers costs its timeout, a 500 does not count, and the rest still go', async () => {
    const lines: string[] = []
    const started = performance.now()
    const result = await warmUpAdmin(origin, {
      paths: ['/never', '/broken', '/admin/login'],
      requestTimeoutMs: 300,
      log: (line) => lines.push(line),
    })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(result).toMatchObject({ answered: 1, total: 3 })
    expect(lines[0]).toContain('(1 of 3 addresses answered)')
  })

  it('stops at its overall deadline', async () => {
    const started = performance.now()
    const result = await warmUpAdmin(origin, {
      paths: ['/never', '/never', '/never', '/never'],
      requestTimeoutMs: 300,
      totalTimeoutMs: 500,
      log: () => {},
    })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(result.answered).toBe(0)
  })

  it('a server that refuses the connection: no throw, nothing answered', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const gone = ownOrigin(closed.address() as AddressInfo)
    await new Promise((resolve) => closed.close(resolve))
    await expect(warmUpAdmin(gone, { paths: ['/admin/login'], log: () => {} })).resolves.toMatchObject({ answered: 0, total: 1 })
  })
})

describe('where and whether', () => {
  it('reaches a wildcard-bound server on loopback, a bound one at its address', () => {
    expect(ownOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000')
    expect(ownOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://127.0.0.1:3000')
    expect(ownOrigin({ address: '10.0.0.5', family: 'IPv4', port: 8080 })).toBe('http://10.0.0.5:8080')
    expect(ownOrigin({ address: '::1', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080')
  })

  it('is on unless ADMIN_WARM_UP says false', () => {
    const saved = process.env.ADMIN_WARM_UP
    try {
      delete process.env.ADMIN_WARM_UP
      expect(adminWarmUpEnabled()).toBe(true)
      for (const off of ['false', 'FALSE', '0', 'off', 'no']) {
        process.env.ADMIN_WARM_UP = off
        expect(adminWarmUpEnabled(), off).toBe(false)
      }
      process.env.ADMIN_WARM_UP = 'true'
      expect(adminWarmUpEnabled()).toBe(true)
    } finally {
      if (saved === undefined) delete process.env.ADMIN_WARM_UP
      else process.env.ADMIN_WARM_UP = saved
    }
  })
})
