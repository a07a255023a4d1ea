import { describe, expect, it } from 'vitest'

import { contactMessages } from '@/copy/contact-validation'
import { bookingLeadSchema, contactFieldErrors, contactSchema, toContactData } from '@/leads/intake/contact-schema'
import { insuranceTypeValues } from '@/lib/insurance-types'

const valid = {
  firstName: 'María',
  lastName: 'González',
  email: 'maria@example.com',
  phone: '(305) 555-0100',
  insuranceType: 'medicare',
  message: 'Quiero información sobre Medicare.',
  consent: true,
}

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input)
  return result.success ? [] : contactFieldErrors(result.error)
}

function messageFor(field: string, value: unknown) {
  return errorsFor({ ...valid, [field]: value }).find((error) => error.field === field)?.message
}

describe('contact schema', () => {
  it('accepts a complete submission and trims every text', () => {
    const result = contactSchema.parse({ ...valid, firstName: '  María ', email: ' maria@example.com ', message: ' hola \n' })
    expect(result).toMatchObject({ firstName: 'María', email: 'maria@example.com', message: 'hola' })
  })

  it('accepts the optional fields empty or absent', () => {
    expect(contactSchema.safeParse({ ...valid, insuranceType: '', message: '' }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, insuranceType: null, message: null }).success).toBe(true)
    const { insuranceType: _i, message: _m, ...required } = valid
    expect(contactSchema.safeParse(required).success).toBe(true)
  })

  it('gives the five SPEC messages, in field order, for an empty form', () => {
    const errors = errorsFor({ firstName: '', lastName: '', email: '', phone: '', insuranceType: '', message: '', consent: false })
    expect(errors).toEqual([
      { field: 'firstName', message: 'Nombre es requerido' },
      { field: 'lastName', message: 'Apellido es requerido' },
      { field: 'email', message: 'Email inválido' },
      { field: 'phone', message: 'Teléfono debe tener al menos 10 dígitos' },
      { field: 'consent', message: 'Debes aceptar recibir comunicaciones' },
    ])
  })

  it('gives the same messages when the fields are missing or of the wrong type', () => {
    expect(errorsFor({}).map((error) => error.message)).toEqual([
      contactMessages.firstName,
      contactMessages.lastName,
      contactMessages.email,
      contactMessages.phone,
      contactMessages.consent,
    ])
    expect(messageFor('firstName', 42)).toBe('Nombre es requerido')
    expect(messageFor('lastName', null)).toBe('Apellido es requerido')
    expect(messageFor('email', ['a@b.co'])).toBe('Email inválido')
    expect(messageFor('phone', 3055550100)).toBe('Teléfono debe tener al menos 10 dígitos')
    expect(messageFor('consent', 'true')).toBe('Debes aceptar recibir comunicaciones')
    expect(messageFor('message', { text: 'hola' })).toBe(contactMessages.message)
  })

  it('needs names of at least two characters after trimming, at most 80', () => {
    expect(messageFor('firstName', ' A ')).toBe('Nombre es requerido')
    expect(messageFor('firstName', 'Al')).toBeUndefined()
    expect(messageFor('lastName', 'G')).toBe('Apellido es requerido')
    expect(messageFor('firstName', 'a'.repeat(80))).toBeUndefined()
    expect(messageFor('firstName', 'a'.repeat(81))).toBe(contactMessages.firstNameTooLong)
    expect(messageFor('lastName', 'a'.repeat(81))).toBe(contactMessages.lastNameTooLong)
  })

  it('rejects control characters in names and in the message, but keeps line breaks in the message', () => {
    expect(messageFor('firstName', 'Ana\u0000')).toBe(contactMessages.controlCharacters)
    expect(messageFor('lastName', 'Ruiz\nDrop')).toBe(contactMessages.controlCharacters)
    expect(messageFor('message', 'hola\u0007')).toBe(contactMessages.controlCharacters)
    expect(messageFor('message', 'línea 1\nlínea 2\tfin')).toBeUndefined()
  })

  it('rejects bidi overrides and isolates, line and paragraph separators and C1 controls in names, and only there', () => {
    for (const character of ['\u202E', '\u2066', '\u200F', '\u2028', '\u2029', '\u0085']) {
      expect(messageFor('lastName', `Pérez${character}Gómez`)).toBe(contactMessages.controlCharacters)
      expect(messageFor('firstName', `An${character}a`)).toBe(contactMessages.controlCharacters)
    }
    // The contact form's first names are otherwise as before: the booking's (an e-mail greets by it) are stricter.
    expect(messageFor('firstName', 'Ana (mamá)')).toBeUndefined()
    expect(messageFor('lastName', "O'Brien-Muñoz")).toBeUndefined()
  })

  it("a booking's first name is a name of at most 40 characters: letters, spaces, apostrophes, hyphens", () => {
    const bookingMessage = (firstName: string) => {
      const result = bookingLeadSchema.safeParse({ ...valid, firstName })
      return result.success ? undefined : contactFieldErrors(result.error).find((error) => error.field === 'firstName')?.message
    }
    for (const name of ['María-José', "O'Brien", 'Zoë Ángela', 'Ñusta']) expect(bookingMessage(name)).toBeUndefined()
    expect(bookingMessage('Ana. AVISO: llame ya al 1-305-555-9999')).toBe(contactMessages.nameCharacters)
    expect(bookingMessage('A'.repeat(41))).toBe(contactMessages.bookingFirstNameTooLong)
    expect(bookingMessage('Ana\u202E')).toBe(contactMessages.controlCharacters)
  })

  it('needs a valid e-mail of at most 254 characters', () => {
    for (const email of ['maria', 'maria@', '@example.com', 'maria@example', 'ma ria@example.com']) {
      expect(messageFor('email', email)).toBe('Email inválido')
    }
    expect(messageFor('email', `${'a'.repeat(64)}@${'b'.repeat(180)}.com`)).toBeUndefined()
    expect(messageFor('email', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toBe('Email inválido')
  })

  it('needs at least ten digits in the phone, at most 30 characters of phone punctuation', () => {
    expect(messageFor('phone', '305-555-010')).toBe('Teléfono debe tener al menos 10 dígitos')
    expect(messageFor('phone', 'abcdefghijkl')).toBe('Teléfono debe tener al menos 10 dígitos')
    expect(messageFor('phone', '3055550100')).toBeUndefined()
    expect(messageFor('phone', '+1 (305) 555.0100')).toBeUndefined()
    expect(messageFor('phone', '3055550100 ext 12')).toBe(contactMessages.phoneInvalid)
    expect(messageFor('phone', '1'.repeat(31))).toBe(contactMessages.phoneInvalid)
  })

  it('accepts the six insurance types and rejects anything else', () => {
    for (const value of insuranceTypeValues) expect(messageFor('insuranceType', value)).toBeUndefined()
    expect(insuranceTypeValues).toHaveLength(6)
    expect(messageFor('insuranceType', 'dental')).toBe('Tipo de seguro inválido')
    expect(messageFor('insuranceType', 'Medicare')).toBe('Tipo de seguro inválido')
  })

  it('limits the message to 5000 characters', () => {
    expect(messageFor('message', 'a'.repeat(5000))).toBeUndefined()
    expect(messageFor('message', 'a'.repeat(5001))).toBe(contactMessages.messageTooLong)
  })

  it('needs consent to be exactly true', () => {
    expect(messageFor('consent', false)).toBe('Debes aceptar recibir comunicaciones')
    expect(messageFor('consent', undefined)).toBe('Debes aceptar recibir comunicaciones')
    expect(messageFor('consent', 1)).toBe('Debes aceptar recibir comunicaciones')
  })

  it('drops unknown fields, so a visitor cannot set status, notes or the consent record', () => {
    const parsed = contactSchema.parse({
      ...valid,
      status: 'cerrado',
      internalNotes: 'x',
      ip: '1.2.3.4',
      consentAt: '2000-01-01',
      website: 'spam',
    })
    expect(Object.keys(parsed).sort()).toEqual(['consent', 'email', 'firstName', 'insuranceType', 'lastName', 'message', 'phone'])
  })

  it('stores empty optional fields as null and never the consent flag', () => {
    expect(toContactData(contactSchema.parse({ ...valid, insuranceType: '', message: '   ' }))).toEqual({
      firstName: 'María',
      lastName: 'González',
      email: 'maria@example.com',
      phone: '(305) 555-0100',
      insuranceType: null,
      message: null,
    })
  })
})
