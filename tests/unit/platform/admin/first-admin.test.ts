import { afterEach, describe, expect, it } from 'vitest'
import { passwordProblem } from '@/lib/password-policy'
import { firstAdminCredentials } from '@/seed/admin-user'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('the first admin account', () => {
  it('refuses a weak ADMIN_PASSWORD with the reason, before any account is created', () => {
    process.env.ADMIN_EMAIL = 'duena@agencia.example'
    process.env.ADMIN_PASSWORD = 'admin12345'
    expect(() => firstAdminCredentials()).toThrow(/ADMIN_PASSWORD is refused by the password rule.*al menos 12 caracteres/)
    process.env.ADMIN_PASSWORD = 'password1234'
    expect(() => firstAdminCredentials()).toThrow(/demasiado común/)
  })

  it('accepts a strong one, and the documented development default passes the same rule', () => {
    process.env.ADMIN_EMAIL = 'duena@agencia.example'
    process.env.ADMIN_PASSWORD = 'faro-azul-en-la-bahia'
    expect(firstAdminCredentials()).toEqual({ email: 'duena@agencia.example', password: 'faro-azul-en-la-bahia' })
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    const { email, password } = firstAdminCredentials()
    expect(passwordProblem(password, [email])).toBeNull()
  })
})
