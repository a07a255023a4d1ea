import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { clientErrorsAtInfo } from '@/rest-errors/log-refused-request'

/** A real pino logger with the project's hook, writing JSON lines into an array. */
function logger() {
  const lines: { level: number; msg?: string; status?: number; err?: { stack?: string } }[] = []
  const log = pino({ hooks: { logMethod: clientErrorsAtInfo } }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { log, lines }
}

const withStatus = (message: string, status: number) => Object.assign(new Error(message), { status })

describe("the logger's handling of Payload's error lines", () => {
  it('leaves a 401/403 out (the refused-request hook writes its own line, with the address)', () => {
    const { log, lines } = logger()
    log.error({ err: withStatus('No tienes permiso para realizar esta acción.', 403) })
    log.error({ err: withStatus('No autorizado.', 401) })
    expect(lines).toEqual([])
  })

  it('turns any other 4xx into one info line without a stack', () => {
    const { log, lines } = logger()
    log.error({ err: withStatus('Missing email.', 400) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Missing email.', status: 400 })
    expect(lines[0].err).toBeUndefined()
  })

  it('leaves out a body read its client aborted (the front server writes one info line, with the address)', () => {
    const { log, lines } = logger()
    log.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    log.error({ err: Object.assign(new Error('aborted'), { code: 'ECONNRESET' }) })
    expect(lines).toEqual([])
  })

  it('keeps real errors as errors with their stack', () => {
    const { log, lines } = logger()
    log.error({ err: withStatus('Something went wrong.', 500) })
    log.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') })
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    expect(lines.every((line) => line.err?.stack?.includes('Error'))).toBe(true)
  })
})
