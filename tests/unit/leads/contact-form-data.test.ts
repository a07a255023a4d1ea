import { describe, expect, it } from 'vitest'

import { contactInputFromForm } from '@/leads/intake/contact-form-data'
import { contactSchema } from '@/leads/intake/contact-schema'

/** A form as Chromium sends the contact form without JavaScript (multipart, decoded by Next). */
function sentForm(fields: [string, string | Blob][]): FormData {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return form
}

const typed: [string, string][] = [
  ['firstName', ' Lucía '],
  ['lastName', 'Martínez'],
  ['email', 'lucia@example.com'],
  ['phone', '(786) 555-0142'],
  ['insuranceType', 'medicare'],
  ['message', 'Hola,\r\nnecesito ayuda.'],
  ['website', ''],
]

describe('contactInputFromForm', () => {
  it('reads the text fields as typed and a ticked consent box as true: the schema accepts them', () => {
    const input = contactInputFromForm(sentForm([...typed, ['consent', 'on'], ['$ACTION_REF_1', ''], ['$ACTION_KEY', 'k1']]))
    expect(input).toEqual({
      firstName: ' Lucía ',
      lastName: 'Martínez',
      email: 'lucia@example.com',
      phone: '(786) 555-0142',
      insuranceType: 'medicare',
      message: 'Hola,\r\nnecesito ayuda.',
      consent: true,
      website: '',
    })
    expect(contactSchema.safeParse(input).success).toBe(true)
  })

  it('an unticked box is not sent at all: consent false, and the spec message for it', () => {
    const input = contactInputFromForm(sentForm(typed))
    expect(input.consent).toBe(false)
    const parsed = contactSchema.safeParse(input)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Debes aceptar recibir comunicaciones'])
  })

  it('missing fields are empty text, so the schema gives the spec messages instead of type errors', () => {
    const input = contactInputFromForm(sentForm([]))
    expect(input).toMatchObject({ firstName: '', email: '', insuranceType: '', consent: false, website: '' })
    const messages = contactSchema.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      'Nombre es requerido',
      'Apellido es requerido',
      'Email inválido',
      'Teléfono debe tener al menos 10 dígitos',
      'Debes aceptar recibir comunicaciones',
    ])
  })

  it('a file sent in place of a field counts as empty; only the first of repeated fields counts; others are ignored', () => {
    const input = contactInputFromForm(
      sentForm([
        ['firstName', new Blob(['<script>'], { type: 'text/html' })],
        ['lastName', 'Uno'],
        ['lastName', 'Dos'],
        ['status', 'cerrado'],
        ['source', 'voz'],
        ['consent', ''],
      ]),
    )
    expect(input.firstName).toBe('')
    expect(input.lastName).toBe('Uno')
    expect(input.consent).toBe(false)
    expect(Object.keys(input).sort()).toEqual(['consent', 'email', 'firstName', 'insuranceType', 'lastName', 'message', 'phone', 'website'])
  })

  it('keeps the honeypot so the submission can be dropped', () => {
    expect(contactInputFromForm(sentForm([['website', 'http://spam.example']])).website).toBe('http://spam.example')
  })
})
