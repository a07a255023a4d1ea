import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/db/unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('query failed', { cause: withCode('terminating connection due to administrator command', '57P01') })),
    ).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
  })

  it('recognises a database that does not answer in time', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('terminating connection due to idle-in-transaction timeout', '25P03'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('the transaction did not commit', '08007'))).toBe(true)
  })

  it('does not mistake other errors for an outage', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is not a function'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
