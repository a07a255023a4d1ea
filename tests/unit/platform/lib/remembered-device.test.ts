import { describe, expect, it } from 'vitest'

import { isRememberedDevice, REMEMBERED_DEVICE_SECONDS, rememberedDeviceCookie } from '@/lib/server/remembered-device'

const secret = 'secreto-de-prueba-con-longitud-suficiente'
const account = 'ana@agencia.example'
const sent = (setCookie: string) => setCookie.split(';')[0]

describe('the remembered-device cookie', () => {
  it('is HttpOnly, SameSite=Lax, only for the account routes, Secure when asked, and kept 90 days', () => {
    const line = rememberedDeviceCookie(account, { secret, secure: true })
    expect(line).toMatch(/; Max-Age=7776000; Path=\/api\/users; HttpOnly; SameSite=Lax; Secure$/)
    expect(rememberedDeviceCookie(account, { secret, secure: false })).not.toContain('Secure')
    expect(line).not.toContain(account)
  })

  it('is recognised for its own account only, and not once forged, expired or signed with another secret', () => {
    const now = Date.now()
    const cookie = sent(rememberedDeviceCookie(account, { secret, secure: false, now }))
    expect(isRememberedDevice(`otra=1; ${cookie}`, account, { secret, now })).toBe(true)
    expect(isRememberedDevice(cookie, 'otra@agencia.example', { secret, now })).toBe(false)
    expect(isRememberedDevice(`${cookie}x`, account, { secret, now })).toBe(false)
    expect(isRememberedDevice(cookie, account, { secret: `${secret}-nuevo`, now })).toBe(false)
    expect(isRememberedDevice(cookie, account, { secret, now: now + (REMEMBERED_DEVICE_SECONDS + 5) * 1000 })).toBe(false)
    expect(isRememberedDevice(null, account, { secret, now })).toBe(false)
  })
})
