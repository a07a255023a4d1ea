/**
 * A failed login tells nobody whether the account exists: same answer, same time. Measured on
 * the production server over loopback, each try from its own address so no throttle interferes.
 */
import { expect, test } from '@playwright/test'

import { adminAccount, authHeader, uniqueSuffix } from '../../support/admin-e2e'
import { loginFrom } from '../../support/from-address'

const TRIES = 20
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2
}

test('a wrong password for an existing account and any password for an unknown one: same answer, same time', async ({ request }) => {
  test.setTimeout(120_000)
  // One account per try, so no per-account counter (today's or a future one) changes the answer.
  const admin = await adminAccount(request)
  const accounts: string[] = []
  for (let attempt = 0; attempt <= TRIES; attempt++) {
    const email = `tiempo-${uniqueSuffix()}@agencia.example`
    const created = await request.post('/api/users', {
      headers: authHeader(admin),
      data: { email, password: `cuenta-de-tiempo-${uniqueSuffix()}`, roles: ['staff'] },
    })
    expect(created.status()).toBe(201)
    accounts.push(email)
  }
  const unknown = (attempt: number) => `nadie-${attempt}-${uniqueSuffix()}@agencia.example`
  const times: Record<'existing' | 'unknown', number[]> = { existing: [], unknown: [] }
  const answers = new Set<string>()

  // One warm-up each (first use of each code path). Then each try sends both logins at the
  // same moment, so whatever else loads the machine (other tests, other processes) slows both;
  // which one leaves first alternates, so being served first favours neither.
  await loginFrom('127.0.1.250', accounts[TRIES], 'calentando-1234')
  await loginFrom('127.0.1.251', unknown(TRIES), 'calentando-1234')
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const existingLogin = () => loginFrom(`127.0.1.${attempt + 1}`, accounts[attempt], `intento-incorrecto-${attempt}`)
    const unknownLogin = () => loginFrom(`127.0.2.${attempt + 1}`, unknown(attempt), `intento-incorrecto-${attempt}`)
    const [forExisting, forUnknown] =
      attempt % 2 === 0
        ? await Promise.all([existingLogin(), unknownLogin()])
        : await Promise.all([unknownLogin(), existingLogin()]).then(([second, first]) => [first, second])
    times.existing.push(forExisting.ms)
    times.unknown.push(forUnknown.ms)
    for (const answer of [forExisting, forUnknown]) answers.add(`${answer.status} ${answer.body}`)
  }

  const existing = median(times.existing)
  const unknownMedian = median(times.unknown)
  const pairedDifference = median(times.existing.map((ms, attempt) => ms - times.unknown[attempt]))
  console.log(
    `login over ${TRIES} tries: medians existing ${existing.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms; ` +
      `median of paired differences ${pairedDifference.toFixed(1)} ms`,
  )
  console.log(`existing: ${times.existing.map(Math.round).join(' ')}\nunknown:  ${times.unknown.map(Math.round).join(' ')}`)
  expect([...answers], 'one answer for both').toEqual([
    `401 ${JSON.stringify({ errors: [{ message: 'El correo o la contraseña son incorrectos.' }] })}`,
  ])
  // A server that leaks differs by a whole password hash, most of a login's time (132 ms on
  // the server that leaked). A loaded machine stretches every login, the leak with it, so the
  // bar is 20 ms or 5% of a login, whichever is larger.
  const bar = Math.max(20, 0.05 * median([...times.existing, ...times.unknown]))
  expect(Math.abs(pairedDifference), `bar ${bar.toFixed(1)} ms`).toBeLessThan(bar)
})
