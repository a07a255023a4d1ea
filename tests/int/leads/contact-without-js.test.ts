/**
 * The contact form sent without JavaScript, from the decoded form (what Next hands the server
 * action) to the stored row, on a real Postgres: the same rules as the JSON endpoint.
 */
import { randomUUID } from 'node:crypto'

import { createLocalReq } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_LABEL } from '@/copy/contact'
import { answerFormWithoutJs } from '@/leads/intake/form-without-js'
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'
import { openPayload } from '../../../tooling/payload'
import { freshIp, postContact, validContactBody } from '../../support/contact-api'

const uniqueEmail = () => `int-nojs-${randomUUID()}@example.com`

/** The fields as a browser sends the form (a ticked consent box sends "on"). */
function sentForm(overrides: Record<string, string | null> = {}): FormData {
  const fields: Record<string, string | null> = {
    firstName: 'Lucía',
    lastName: 'Martínez',
    email: uniqueEmail(),
    phone: '(786) 555-0142',
    insuranceType: 'obamacare',
    message: 'Necesito un seguro para mi familia.',
    consent: 'on',
    website: '',
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value)
  return form
}

/** A request as the server action builds it: the headers of the visitor's POST. */
async function visitorRequest(ip = freshIp(), extraHeaders: Record<string, string> = {}) {
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: ip, 'user-agent': 'sin-js-int-test/1.0', ...extraHeaders })
  return createLocalReq({ req: { headers } }, await openPayload())
}

async function rowsFor(email: string) {
  const payload = await openPayload()
  return (await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 100 })).docs
}

beforeAll(async () => {
  await openPayload()
})

afterEach(() => {
  delete process.env.CONTACT_RATE_LIMIT_MAX
})

describe('the contact form without JavaScript', () => {
  it('stores a valid form with the source formulario-sin-js and the consent record', async () => {
    const form = sentForm({ firstName: '  Lucía  ' })
    const email = form.get('email') as string
    expect(await answerFormWithoutJs(await visitorRequest('203.0.113.77'), form)).toEqual({ status: 'sent' })
    const [stored, ...others] = await rowsFor(email)
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      firstName: 'Lucía',
      source: 'formulario-sin-js',
      status: 'nuevo',
      insuranceType: 'obamacare',
      consentText: CONSENT_LABEL,
      ip: '203.0.113.77',
      userAgent: 'sin-js-int-test/1.0',
    })
  })

  it('an invalid form gets the spec messages with what was typed, and stores nothing', async () => {
    const email = `no-es-email-${randomUUID()}`
    const state = await answerFormWithoutJs(await visitorRequest(), sentForm({ firstName: 'A', email, phone: '123', consent: null }))
    expect(state).toEqual({
      status: 'invalid',
      values: {
        firstName: 'A',
        lastName: 'Martínez',
        email,
        phone: '123',
        insuranceType: 'obamacare',
        message: 'Necesito un seguro para mi familia.',
        consent: false,
      },
      errors: [
        { field: 'firstName', message: 'Nombre es requerido' },
        { field: 'email', message: 'Email inválido' },
        { field: 'phone', message: 'Teléfono debe tener al menos 10 dígitos' },
        { field: 'consent', message: 'Debes aceptar recibir comunicaciones' },
      ],
    })
    expect(await rowsFor(email)).toHaveLength(0)
  })

  it('a filled honeypot is told "sent" and nothing is stored, valid or not', async () => {
    const form = sentForm({ website: 'http://spam.example' })
    expect(await answerFormWithoutJs(await visitorRequest(), form)).toEqual({ status: 'sent' })
    expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
    expect(await answerFormWithoutJs(await visitorRequest(), sentForm({ website: 'x', email: 'mal' }))).toEqual({ status: 'sent' })
  })

  it('the same form sent twice at once, or again later, stores one contact and answers "sent" each time', async () => {
    const email = uniqueEmail()
    const answers = await Promise.all([1, 2].map(async () => answerFormWithoutJs(await visitorRequest(), sentForm({ email }))))
    expect(answers).toEqual([{ status: 'sent' }, { status: 'sent' }])
    expect(await answerFormWithoutJs(await visitorRequest(), sentForm({ email }))).toEqual({ status: 'sent' })
    expect(await rowsFor(email)).toHaveLength(1)
    // other content is another submission
    expect(await answerFormWithoutJs(await visitorRequest(), sentForm({ email, message: 'Otra pregunta.' }))).toEqual({ status: 'sent' })
    expect(await rowsFor(email)).toHaveLength(2)
  })

  it('shares the per-address limit with the JSON endpoint; a refusal keeps what was typed, in Spanish', async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = '2'
    const ip = freshIp()
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
    expect(await answerFormWithoutJs(await visitorRequest(ip), sentForm())).toEqual({ status: 'sent' })
    const form = sentForm()
    const state = await answerFormWithoutJs(await visitorRequest(ip), form)
    expect(state).toMatchObject({
      status: 'refused',
      message: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
      values: { email: form.get('email'), consent: true },
    })
    expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(429)
  })

  it('typos do not use up the limit: the form is checked before it counts', async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = '1'
    const request = await visitorRequest()
    const ip = request.headers.get(PEER_ADDRESS_HEADER)!
    for (let i = 0; i < 3; i++)
      expect((await answerFormWithoutJs(await visitorRequest(ip), sentForm({ phone: '1' }))).status).toBe('invalid')
    expect(await answerFormWithoutJs(await visitorRequest(ip), sentForm())).toEqual({ status: 'sent' })
  })

  it('takes the campaign from the address of the page the form was sent from, and stores that page', async () => {
    const form = sentForm()
    const email = form.get('email') as string
    const headers = { host: 'agencia.example', referer: 'https://agencia.example/?utm_source=radio&utm_campaign=aep-2026&gclid=Cj0_int' }
    expect(await answerFormWithoutJs(await visitorRequest(freshIp(), headers), form)).toEqual({ status: 'sent' })
    const [stored] = await rowsFor(email)
    expect(stored.sentFromPath).toBe('/')
    expect(stored.attribution).toMatchObject({ utmSource: 'radio', utmCampaign: 'aep-2026', gclid: 'Cj0_int', landingPath: '/' })
    expect(stored.attribution?.firstVisitAt ?? null).toBeNull()

    const again = await answerFormWithoutJs(await visitorRequest(freshIp(), headers), sentForm({ email }))
    expect(again).toEqual({ status: 'sent' })
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it("takes nothing from another site's address", async () => {
    const form = sentForm()
    const email = form.get('email') as string
    const headers = { host: 'agencia.example', referer: 'https://otro.example/promo?utm_campaign=ajena' }
    expect(await answerFormWithoutJs(await visitorRequest(freshIp(), headers), form)).toEqual({ status: 'sent' })
    const [stored] = await rowsFor(email)
    expect(stored.sentFromPath ?? null).toBeNull()
    expect(stored.attribution?.utmCampaign ?? null).toBeNull()
  })
})
