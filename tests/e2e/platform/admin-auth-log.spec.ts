/**
 * What the production server writes to its log (pino JSON lines, read from the e2e server's
 * log file) when strangers knock: refused requests at info in one line with the client address;
 * failed logins at warn with the address and a hash of the e-mail, never the e-mail itself.
 */
import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { createStaffAccount } from '../../support/admin-e2e'
import { e2eConfig } from '../../support/e2e-config'
import { loginFrom, requestFrom } from '../../support/from-address'

type LogLine = { level: number; msg?: string; ip?: string; err?: { stack?: string }; [key: string]: unknown }
const INFO = 30
const WARN = 40

/** The log lines written since `offset` that mention `address`. */
function linesAbout(address: string, offset: number): { raw: string; line: LogLine }[] {
  return readFileSync(e2eConfig.logFile, 'utf8')
    .slice(offset)
    .split('\n')
    .filter((raw) => raw.includes(address))
    .flatMap((raw) => {
      try {
        return [{ raw, line: JSON.parse(raw) as LogLine }]
      } catch {
        return [{ raw, line: { level: -1 } as LogLine }]
      }
    })
}

const logSize = () => readFileSync(e2eConfig.logFile, 'utf8').length

test('anonymous requests refused with 401 or 403 are logged at info, one line each, with the client address', async () => {
  const address = '127.0.0.31'
  const offset = logSize()
  const calls = [
    ['GET', '/api/contacts'],
    ['GET', '/api/users'],
    ['POST', '/api/payload-preferences/columns'],
  ] as const
  for (const [method, path] of calls) {
    const answer = await requestFrom(address, method, path, method === 'POST' ? { value: [] } : undefined)
    expect([401, 403], `${method} ${path}`).toContain(answer.status)
  }

  await expect.poll(() => linesAbout(address, offset).length, { timeout: 5000 }).toBeGreaterThanOrEqual(calls.length)
  const lines = linesAbout(address, offset)
  for (const { raw, line } of lines) {
    expect(line.level, raw).toBe(INFO)
    expect([address, `::ffff:${address}`], raw).toContain(line.ip)
    expect(raw, 'no stack trace').not.toContain('    at ')
  }
})

test('a failed login is logged at warn with the client address and a hash of the e-mail, not the e-mail', async ({ request }) => {
  const staff = await createStaffAccount(request, 'registro')
  const address = '127.0.0.32'
  const offset = logSize()

  const answer = await loginFrom(address, staff.email, 'no-es-la-clave')
  expect(answer.status).toBe(401)

  await expect.poll(() => linesAbout(address, offset).filter(({ line }) => line.level === WARN).length, { timeout: 5000 }).toBe(1)
  const lines = linesAbout(address, offset)
  expect(
    lines.map(({ line }) => line.level),
    'only the warning, no error with a stack',
  ).toEqual([WARN])
  const [{ raw, line }] = lines
  expect([address, `::ffff:${address}`]).toContain(line.ip)
  expect(line.emailHash).toMatch(/^[0-9a-f]{16,64}$/)
  expect(raw).not.toContain(staff.email)
  expect(raw).not.toContain(staff.email.split('@')[0])
  const failedLoginErrors = readFileSync(e2eConfig.logFile, 'utf8')
    .slice(offset)
    .split('\n')
    .filter((text) => /"level":(50|60)/.test(text) && /password provided is incorrect|contraseña son incorrectos/.test(text))
  expect(failedLoginErrors, 'no failed login is logged as an error').toEqual([])
})
