/**
 * 'No contactar' follows the list for every lead, whenever its phone or e-mail was listed, and
 * shows in the CSV export and in the staff e-mail (sent through the real e-mail adapter to a
 * capturing SMTP server on loopback).
 */
import { randomUUID } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverStaffNotification, SendInProgress } from '@/leads/notifications/deliver'
import type { Contact, User } from '@/payload-types'
import { optOutStillListedMessage } from '../../../src/copy/admin'
import { openPayload } from '../../../tooling/payload'
import { exportedLead } from '../../support/contacts-export'
import { dashed, freshPhoneDigits, parenthesised } from '../../support/phone-numbers'
import { mailHeader, mailPart, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'

type Account = User & { collection: 'users' }

const quiet = { context: { skipRevalidate: true } } as const
const as = (user: Account) => ({ overrideAccess: false, user, ...quiet }) as const
const anonymous = { overrideAccess: false, user: null, ...quiet } as const

/** What offers a call, a text or a message to the person. */
const CONTACT_LINK = /tel:|mailto:|sms:|wa\.me|whatsapp/i

let payload: Payload
let smtp: SmtpCapture
let staff: Account
let admin: Account
let staffToken: string

async function createAccount(name: string, role: 'staff' | 'admin', password = `clave-${randomUUID()}`): Promise<Account> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `optout-${randomUUID()}@agencia.example`, password, name, roles: [role] },
  })
  return { ...user, collection: 'users' }
}

/** A lead as the public form stores it. */
function submitLead(phone: string, email = `optout-${randomUUID()}@example.com`, lastName = 'Delgado'): Promise<Contact> {
  return payload.create({
    collection: 'contacts',
    data: { firstName: 'Rosa', lastName, email, phone, status: 'nuevo', source: 'formulario', consent: true },
    ...anonymous,
  })
}

const reread = (lead: Contact) => payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })

const listPhone = (phone: string, user: Account, channel: 'llamada' | 'sms' = 'llamada') =>
  payload.create({ collection: 'opt-outs', data: { phone, channel }, depth: 0, ...as(user) })

async function historyOf(contactId: number) {
  const { docs } = await payload.find({
    collection: 'lead-events',
    where: { contact: { equals: contactId } },
    sort: '-createdAt',
    depth: 0,
  })
  return docs
}

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  staff = await createAccount('Marta Ríos', 'staff')
  admin = await createAccount('Dirección', 'admin')
  const password = `clave-${randomUUID()}`
  const csvReader = await createAccount('Lectora CSV', 'staff', password)
  staffToken = (await payload.login({ collection: 'users', data: { email: csvReader.email, password } })).token!
})

afterAll(async () => {
  await stopStaffMailCapture(smtp)
})

describe('a phone or e-mail on the list', () => {
  it('flags the leads stored before it was listed (any format, e-mail without case), with a line in their history', async () => {
    const digits = freshPhoneDigits()
    const email = `antes-${randomUUID()}@example.com`
    const byPhone = await submitLead(`+1 ${parenthesised(digits)}`)
    const byEmail = await submitLead(freshPhoneDigits(), email.toUpperCase())
    const other = await submitLead(freshPhoneDigits())
    expect(byPhone.doNotContact).toBe(false)

    const phoneEntry = await listPhone(dashed(digits), staff, 'sms')
    await payload.create({ collection: 'opt-outs', data: { email, channel: 'email' }, depth: 0, ...as(staff) })

    expect(await reread(byPhone)).toMatchObject({
      doNotContact: true,
      doNotContactChannel: 'sms',
      doNotContactBy: 'Marta Ríos',
      doNotContactAt: phoneEntry.createdAt,
    })
    expect(await reread(byEmail)).toMatchObject({ doNotContact: true, doNotContactChannel: 'email', doNotContactBy: 'Marta Ríos' })
    expect((await reread(other)).doNotContact).toBe(false)
    expect((await historyOf(byPhone.id))[0]).toMatchObject({
      kind: 'no-contactar',
      authorName: 'Marta Ríos',
      note: 'Su teléfono o correo se añadió a la lista «No contactar» (Mensaje de texto (STOP)).',
    })

    // And a lead stored after the listing arrives flagged.
    expect(await submitLead(digits)).toMatchObject({ doNotContact: true, doNotContactChannel: 'sms' })
  })

  it('keeps the mark while the list has it; an admin deleting the entry lifts it', async () => {
    const digits = freshPhoneDigits()
    const lead = await submitLead(digits)
    const entry = await listPhone(parenthesised(digits), staff)

    const unticking = payload.update({ collection: 'contacts', id: lead.id, data: { doNotContact: false }, ...as(staff) })
    const refusal = await unticking.then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ValidationError)
    expect((refusal as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'doNotContact', message: optOutStillListedMessage }),
    ])
    expect((await reread(lead)).doNotContact).toBe(true)

    await expect(payload.delete({ collection: 'opt-outs', id: entry.id, ...as(staff) })).rejects.toThrow()
    await payload.delete({ collection: 'opt-outs', id: entry.id, ...as(admin) })
    expect(await reread(lead)).toMatchObject({ doNotContact: false, doNotContactAt: null, doNotContactBy: null })
    expect((await historyOf(lead.id))[0]).toMatchObject({
      kind: 'no-contactar',
      authorName: 'Dirección',
      note: 'Se quitó «No contactar»: se borró su teléfono o correo de la lista.',
    })
  })

  it('a lead staff enter already marked puts its phone and e-mail on the list, so the earlier leads are flagged too', async () => {
    const digits = freshPhoneDigits()
    const earlier = await submitLead(digits)
    const entered = await payload.create({
      collection: 'contacts',
      data: {
        firstName: 'Pedro',
        lastName: 'Llamada',
        phone: parenthesised(digits),
        source: 'telefono',
        status: 'nuevo',
        doNotContact: true,
        doNotContactChannel: 'llamada',
      },
      ...as(staff),
    })
    expect(entered).toMatchObject({ doNotContact: true, doNotContactBy: 'Marta Ríos' })
    const { docs } = await payload.find({ collection: 'opt-outs', where: { phoneDigits: { equals: digits } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(await reread(earlier)).toMatchObject({ doNotContact: true, doNotContactChannel: 'llamada' })
  })

  it('a texts-only entry (a STOP) flags nobody; staff marking the lead still list it for every contact', async () => {
    const digits = freshPhoneDigits()
    const lead = await submitLead(digits)
    const textsOnly = await payload.create({
      collection: 'opt-outs',
      data: { phone: dashed(digits), channel: 'sms', scope: 'texts' },
      depth: 0,
      ...as(staff),
    })
    expect(textsOnly.scope).toBe('texts')
    expect((await reread(lead)).doNotContact).toBe(false)
    expect((await submitLead(digits)).doNotContact).toBe(false)

    await payload.update({
      collection: 'contacts',
      id: lead.id,
      data: { doNotContact: true, doNotContactChannel: 'llamada' },
      ...as(staff),
    })
    const { docs } = await payload.find({ collection: 'opt-outs', where: { phoneDigits: { equals: digits } }, sort: 'createdAt', depth: 0 })
    expect(docs.map((entry) => entry.scope)).toEqual(['texts', 'all'])
    await payload.delete({ collection: 'opt-outs', id: textsOnly.id, ...as(admin) })
    expect(await reread(lead)).toMatchObject({ doNotContact: true, doNotContactChannel: 'llamada' })
  })
})

describe('the CSV export', () => {
  it('marks a lead stored before its phone was listed', async () => {
    const digits = freshPhoneDigits()
    const lastName = `Exportada ${randomUUID().slice(0, 8)}`
    await submitLead(digits, undefined, lastName)
    await listPhone(digits, staff)

    const column = await exportedLead(lastName, staffToken)
    expect(column('No contactar')).toBe('Sí')
    expect(column('No contactar: medio')).toBe('Llamada telefónica')
    expect(column('No contactar: registrado por')).toBe('Marta Ríos')
    expect(column('No contactar desde')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })
})

describe('the staff e-mail', () => {
  const mailOf = async (lead: Contact) => {
    // The queue's runner may be e-mailing this lead already (it holds the send lease): either way one mail arrives.
    await deliverStaffNotification(payload, lead.id).catch((error: unknown) => {
      if (!(error instanceof SendInProgress)) throw error
    })
    const mailsOfLead = () => smtp.inbox.filter((mail) => mail.raw.includes(`contacto-${lead.id}-`))
    await expect.poll(() => mailsOfLead().length, { timeout: 15_000 }).toBe(1)
    return mailsOfLead()[0].raw
  }

  it('of a lead on the list says «No contactar» and the duplicate, and links nowhere that reaches the person', async () => {
    const digits = freshPhoneDigits()
    const email = `correo-${randomUUID()}@example.com`
    const original = await submitLead(digits, email)
    await listPhone(digits, staff)
    const repeat = await submitLead(parenthesised(digits), email)
    expect(repeat.duplicateOf).toBe(original.id)

    for (const lead of [original, repeat]) {
      const raw = await mailOf(lead)
      expect(mailPart(raw, 'text/plain')).toContain(
        lead.id === repeat.id ? `Posible duplicado de: el cliente n.º ${original.id}` : 'Nombre: Rosa',
      )
      const text = mailPart(raw, 'text/plain')
      const html = mailPart(raw, 'text/html')
      expect(mailHeader(raw, 'Subject')).toContain('Nuevo contacto (No contactar)')
      expect(text).toContain('NO CONTACTAR: esta persona pidió no ser contactada. No la llame ni le escriba.')
      expect(text).toMatch(/No contactar: Sí: pidió no ser contactado desde el .+ \(Llamada telefónica\); registrado por Marta Ríos\./)
      expect(html).toContain('No contactar</th>')
      for (const part of [raw, text, html]) {
        expect(part).not.toMatch(CONTACT_LINK)
        expect(part).not.toContain(email)
        for (const written of [digits, parenthesised(digits), dashed(digits)]) expect(part).not.toContain(written)
      }
      expect(text).toContain(`Teléfono: No contactar (termina en ${digits.slice(6)})`)
      expect(mailHeader(raw, 'Reply-To')).toBeUndefined()
    }
  })

  it('of a new duplicate carries the duplicate line with a link to the earlier lead; a lead free to call keeps its links', async () => {
    const digits = freshPhoneDigits()
    const original = await submitLead(digits)
    const repeat = await submitLead(dashed(digits))
    const raw = await mailOf(repeat)
    const text = mailPart(raw, 'text/plain')
    expect(text).toContain(`Posible duplicado de: el cliente n.º ${original.id} (mismo teléfono o correo)`)
    expect(mailPart(raw, 'text/html')).toContain(`/admin/collections/contacts/${original.id}">el cliente n.º ${original.id}`)
    expect(raw).toContain(`tel:+1${digits}`)
    expect(mailHeader(raw, 'Reply-To')).toBe(repeat.email)
  })
})
