/**
 * «Programar publicación» of a campaign page through the panel's own endpoint
 * (GET/POST /api/pages/:id/schedules, DELETE …/schedules/:jobId), over the real REST handlers and
 * Postgres: staff only, a future day and time on one of the panel's zones, refusals in Spanish JSON;
 * the job it stores is Payload's `schedulePublish`, which the queue runs to publish the page.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sortableDateTime } from '@/lib/spanish-time'
import { readAgencySettings } from '@/settings/agency-settings'
import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'
import { restCall } from '../../support/rest-api'

const quiet = { context: { skipRevalidate: true } } as const
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, { body, token }: { body?: unknown; token?: string } = {}) =>
  restCall(method, path, { body, token, ip: freshIp() })

let payload: Payload
let staffToken: string
let agencyZone: string

beforeAll(async () => {
  payload = await openPayload()
  agencyZone = (await readAgencySettings(payload)).timeZone
  const email = `programa-${randomUUID()}@agencia.example`
  const password = `faro-azul-en-la-bahia-${randomUUID().slice(0, 8)}`
  await payload.create({ collection: 'users', data: { email, password, roles: ['staff'] } })
  const login = await call('POST', 'users/login', { body: { email, password } })
  staffToken = ((await login.json()) as { token: string }).token
})

async function draftPage() {
  const slug = `programada-${randomUUID().slice(0, 8)}`
  return payload.create({
    collection: 'pages',
    data: {
      title: 'Página programada',
      slug,
      layout: [{ blockType: 'testimonials', heading: 'Opiniones', subtitle: 'De nuestras familias.', summary: [] }],
      _status: 'draft',
    },
    draft: true,
    ...quiet,
  })
}

/** The day and time, on the agency's clock, `ms` from now: what staff pick in the form. */
function wallTimeIn(ms: number, timeZone = agencyZone) {
  const [date, time] = sortableDateTime(new Date(Date.now() + ms), timeZone).split(' ')
  return { date, time }
}

const HOUR = 60 * 60 * 1000

describe('the schedule endpoint refuses', () => {
  it('a visitor who is not signed in, in Spanish JSON', async () => {
    const page = await draftPage()
    const body = { type: 'publish', ...wallTimeIn(48 * HOUR), timeZone: agencyZone }
    const posted = await call('POST', `pages/${page.id}/schedules`, { body })
    expect(posted.status).toBe(401)
    expect(await posted.json()).toEqual({ message: 'Inicie sesión para programar la publicación.' })
    expect((await call('GET', `pages/${page.id}/schedules`)).status).toBe(401)
    expect((await call('DELETE', `pages/${page.id}/schedules/1`)).status).toBe(401)
  })

  it('a day and time already past', async () => {
    const page = await draftPage()
    const body = { type: 'publish', ...wallTimeIn(-2 * HOUR), timeZone: agencyZone }
    const posted = await call('POST', `pages/${page.id}/schedules`, { body, token: staffToken })
    expect(posted.status).toBe(422)
    expect(await posted.json()).toEqual({ message: 'Esa fecha y hora ya pasaron. Elija una fecha y hora futuras.' })
  })

  it('a zone the panel does not offer, a day that does not exist and a time off the 24-hour clock', async () => {
    const page = await draftPage()
    const future = wallTimeIn(48 * HOUR)
    const cases = [
      [{ type: 'publish', ...future, timeZone: 'Europe/Madrid' }, 'Elija una de las zonas horarias de la lista.'],
      [{ type: 'publish', ...future, timeZone: 'Hora del Este' }, 'Elija una de las zonas horarias de la lista.'],
      [{ type: 'publish', date: '2027-02-31', time: '10:00', timeZone: agencyZone }, 'Escriba una fecha válida (día, mes y año).'],
      [{ type: 'publish', date: future.date, time: '11:49 PM', timeZone: agencyZone }, 'Escriba una hora válida, de 00:00 a 23:59.'],
      [{ type: 'borrar', ...future, timeZone: agencyZone }, 'Elija «Publicar» o «Despublicar».'],
    ] as const
    for (const [body, message] of cases) {
      const posted = await call('POST', `pages/${page.id}/schedules`, { body, token: staffToken })
      expect(posted.status).toBe(422)
      expect(await posted.json()).toEqual({ message })
    }
    expect(await payload.count({ collection: 'payload-jobs', where: { 'input.doc.value': { equals: String(page.id) } } })).toEqual(
      expect.objectContaining({ totalDocs: 0 }),
    )
  })

  it('a page that does not exist', async () => {
    const body = { type: 'publish', ...wallTimeIn(48 * HOUR), timeZone: agencyZone }
    const posted = await call('POST', 'pages/987654321/schedules', { body, token: staffToken })
    expect(posted.status).toBe(404)
    expect(await posted.json()).toEqual({ message: 'No se encontró la página.' })
  })
})

describe('a scheduled publish', () => {
  it('is listed with its Spanish date, can be removed («Quitar»), and when due the queue publishes the page', async () => {
    const page = await draftPage()
    const chosen = wallTimeIn(48 * HOUR)
    const posted = await call('POST', `pages/${page.id}/schedules`, {
      body: { type: 'publish', ...chosen, timeZone: agencyZone },
      token: staffToken,
    })
    expect(posted.status).toBe(201)
    const { id: jobId } = (await posted.json()) as { id: number }

    const listed = (await (await call('GET', `pages/${page.id}/schedules`, { token: staffToken })).json()) as {
      schedules: { id: number; type: string; timeZone: string; shown: string }[]
    }
    expect(listed.schedules).toHaveLength(1)
    expect(listed.schedules[0]).toMatchObject({ id: jobId, type: 'publish', timeZone: agencyZone })
    expect(listed.schedules[0].shown).toMatch(new RegExp(`^\\d{1,2} de [a-z]+ de \\d{4}, ${chosen.time}$`))

    // «Quitar»: the job is gone and nothing is published.
    const removed = await call('DELETE', `pages/${page.id}/schedules/${jobId}`, { token: staffToken })
    expect(removed.status).toBe(200)
    expect(
      ((await (await call('GET', `pages/${page.id}/schedules`, { token: staffToken })).json()) as { schedules: [] }).schedules,
    ).toEqual([])
    expect((await call('DELETE', `pages/${page.id}/schedules/${jobId}`, { token: staffToken })).status).toBe(404)

    // Scheduled again, and the chosen minute arrives (the job's due time moved to now, as the clock would).
    const again = await call('POST', `pages/${page.id}/schedules`, {
      body: { type: 'publish', ...chosen, timeZone: agencyZone },
      token: staffToken,
    })
    const { id: dueJobId } = (await again.json()) as { id: number }
    const job = await payload.findByID({ collection: 'payload-jobs', id: dueJobId, depth: 0 })
    expect(job.taskSlug).toBe('schedulePublish')
    expect(job.input).toMatchObject({ type: 'publish', doc: { relationTo: 'pages', value: String(page.id) } })
    await payload.db.drizzle.execute(`update payload_jobs set wait_until = now() - interval '1 second' where id = ${Number(dueJobId)}`)

    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } }, limit: 10, silent: true })
    const seenByVisitors = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, overrideAccess: false })
    expect(seenByVisitors.docs.map((doc) => doc._status)).toEqual(['published'])
  })
})
