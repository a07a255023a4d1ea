import { describe, expect, it } from 'vitest'

import { restCall } from '../../support/rest-api'

/** POST /api/users/verify/<token> through the real REST handler. */
const verify = (token: string) => restCall('POST', `users/verify/${token}`, { ip: '198.51.100.7' })

describe('POST /api/users/verify/:token (issue 22, item 9e: e-mail verification is not used by this site)', () => {
  it('answers a clear 404 in JSON with a Spanish message, not a 500 with a stack trace', async () => {
    const response = await verify('x')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body).toEqual({ errors: [{ message: 'Este sitio no verifica cuentas por correo: no hay nada que verificar.' }] })
    expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/)
  })
})
