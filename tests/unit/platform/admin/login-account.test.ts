import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { emailInLoginBody } from '@/collections/Users/endpoints/sessions-in-turn'

const loginRequest = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/users/login', { method: 'POST', body, headers })
const asPayloadRequest = (request: Request) => request as unknown as PayloadRequest

describe('the account a login is for', () => {
  it('comes from a JSON body, and the body can still be read afterwards', async () => {
    const request = loginRequest(JSON.stringify({ email: 'Ana@Agencia.example', password: 'x' }), { 'content-type': 'application/json' })
    expect(await emailInLoginBody(asPayloadRequest(request))).toBe('Ana@Agencia.example')
    expect(await request.json()).toEqual({ email: 'Ana@Agencia.example', password: 'x' })
  })

  it("comes from the admin panel's form, which sends the fields as _payload", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'luis@agencia.example', password: 'x' }))
    const request = loginRequest(form)
    expect(await emailInLoginBody(asPayloadRequest(request))).toBe('luis@agencia.example')
    expect((await request.formData()).get('_payload')).toContain('luis@agencia.example')
  })

  it('is empty for a body that cannot be read, leaving the answer to Payload', async () => {
    expect(await emailInLoginBody(asPayloadRequest(loginRequest('{not json', { 'content-type': 'application/json' })))).toBe('')
  })
})
