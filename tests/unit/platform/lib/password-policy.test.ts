import { describe, expect, it } from 'vitest'

import { passwordCopy } from '@/copy/account-security'
import { passwordProblem } from '@/lib/password-policy'

describe('the password rule for staff accounts', () => {
  it.each(['abc', 'corta-1234', 'abcdefghijk'])('refuses %j: shorter than 12 characters', (password) => {
    expect(passwordProblem(password)).toBe(passwordCopy.tooShort)
  })

  it.each([
    'password1234',
    '123456789012',
    'qwertyuiop12',
    'iloveyou1234',
    'aaaaaaaaaaaa',
    'contraseña123',
    'micontraseña',
    'seguros12345',
  ])('refuses %j: common or easy to guess', (password) => {
    expect(passwordProblem(password)).toBe(passwordCopy.tooCommon)
  })

  it("refuses a password made from the account's own e-mail", () => {
    expect(passwordProblem('margarita.flores2', ['margarita.flores@agencia.example'])).toBe(passwordCopy.tooCommon)
    expect(passwordProblem('margarita.flores2')).toBeNull()
  })

  it.each(['cambia-esta-clave-local', 'clave-de-pruebas-123', 'faro-azul-en-la-bahia', 'Medicare2026!'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull()
  })
})
