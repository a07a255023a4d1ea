import { describe, expect, it } from 'vitest'

import { httpError } from '@/lib/http-error'

describe('httpError (SPEC §8 format)', () => {
  it('is "{status}: {body}" when the response has a body', async () => {
    const error = await httpError(new Response('{"message":"Espera"}', { status: 429, statusText: 'Too Many Requests' }))
    expect(error.message).toBe('429: {"message":"Espera"}')
    expect(error.status).toBe(429)
    expect(error.serverMessage()).toBe('Espera')
  })

  it('is "{status}: {statusText}" when the body is empty', async () => {
    const error = await httpError(new Response(null, { status: 500, statusText: 'Internal Server Error' }))
    expect(error.message).toBe('500: Internal Server Error')
    expect(error.serverMessage()).toBeUndefined()
  })

  it('keeps a plain-text body as it is and finds no server message in it', async () => {
    const error = await httpError(new Response('upstream timeout', { status: 504, statusText: 'Gateway Timeout' }))
    expect(error.message).toBe('504: upstream timeout')
    expect(error.serverMessage()).toBeUndefined()
  })
})
