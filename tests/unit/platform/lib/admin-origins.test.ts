import { afterEach, describe, expect, it } from 'vitest'

import { adminOrigins, ConfigError } from '../../../../src/lib/server/server-env'

const saved = { url: process.env.NEXT_PUBLIC_SERVER_URL, origins: process.env.ADMIN_ORIGINS }
afterEach(() => {
  process.env.NEXT_PUBLIC_SERVER_URL = saved.url
  process.env.ADMIN_ORIGINS = saved.origins
  if (saved.url === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
  if (saved.origins === undefined) delete process.env.ADMIN_ORIGINS
})

describe('the origins the admin may be used from', () => {
  it('are the public address alone by default', () => {
    process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.agencia.example/'
    delete process.env.ADMIN_ORIGINS
    expect(adminOrigins()).toEqual(['https://www.agencia.example'])
  })

  it('add those listed in ADMIN_ORIGINS, separated by commas or spaces, once each', () => {
    process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.agencia.example'
    process.env.ADMIN_ORIGINS = 'https://agencia.example, http://192.168.1.20:3000/ https://www.agencia.example'
    expect(adminOrigins()).toEqual(['https://www.agencia.example', 'https://agencia.example', 'http://192.168.1.20:3000'])
  })

  it('refuse an entry that is not an origin, naming it', () => {
    process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.agencia.example'
    for (const wrong of ['agencia.example', 'https://agencia.example/admin', 'ftp://agencia.example']) {
      process.env.ADMIN_ORIGINS = wrong
      expect(() => adminOrigins()).toThrow(ConfigError)
      expect(() => adminOrigins()).toThrow(wrong)
    }
  })
})
