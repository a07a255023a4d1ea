/**
 * The nondiscrimination notice's civil-rights coordinator: five facts of the site settings,
 * refused empty when the settings are saved, and the notice not published by staff while any
 * of them is missing (a database from before the setting).
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/content/site-settings'
import { seedLegalDocuments } from '@/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { intWorker } from '../../support/int-worker'

const quiet = { context: { skipRevalidate: true } } as const
const MISSING = 'Escriba este dato del coordinador de derechos civiles: el Aviso de No Discriminación lo muestra para presentar quejas.'

let payload: Payload
let staff: User & { collection: 'users' }

async function sql(text: string) {
  const client = new pg.Client({ connectionString: intWorker().databaseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const saveSettings = (data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'site-settings', data, user: staff, overrideAccess: false, ...quiet })

async function refusal(action: () => Promise<unknown>) {
  try {
    await action()
  } catch (error) {
    return error as { status?: number; message: string; data?: { errors?: { message: string; path: string }[] } }
  }
  throw new Error('accepted')
}

beforeAll(async () => {
  payload = await openPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...quiet })
  await seedLegalDocuments({ payload })
  const email = `coordinador-${randomUUID()}@agencia.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: `clave-${randomUUID()}`, name: 'Eva Aviso', roles: ['staff'] },
  })
  staff = { ...user, collection: 'users' }
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...quiet })
})

describe('the civil-rights coordinator of the nondiscrimination notice', () => {
  it('is seeded with marked placeholders', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.grievanceCoordinator).toMatchObject({
      name: 'Nombre del Coordinador (cámbielo)',
      title: 'Coordinador de la Sección 1557',
      email: 'derechos-civiles@agencia.example',
    })
  })

  for (const field of ['name', 'title', 'postalAddress', 'phone', 'email'] as const) {
    it(`saving the settings with its ${field} empty is refused with the Spanish message`, async () => {
      const error = await refusal(() => saveSettings({ grievanceCoordinator: { ...siteSettingsSeed.grievanceCoordinator, [field]: '  ' } }))
      expect(error.data?.errors).toEqual([expect.objectContaining({ path: `grievanceCoordinator.${field}`, message: MISSING })])
      const stored = await payload.findGlobal({ slug: 'site-settings' })
      expect(stored.grievanceCoordinator?.[field]).toBe(siteSettingsSeed.grievanceCoordinator?.[field])
    })
  }

  it('staff cannot publish the notice while a fact is missing (a database from before the setting); a draft is kept', async () => {
    await sql('update site_settings set grievance_coordinator_postal_address = null')
    const [notice] = (
      await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'nondiscrimination-notice' } }, ...quiet })
    ).docs
    const publishAsStaff = () =>
      payload.update({
        collection: 'legal-documents',
        id: notice.id,
        data: { _status: 'published' },
        user: staff,
        overrideAccess: false,
        ...quiet,
      })
    const error = await refusal(publishAsStaff)
    expect(error.status).toBe(400)
    expect(error.message).toContain('No se puede publicar el Aviso de No Discriminación')
    expect(error.message).toContain('«Datos de la agencia»')
    const draft = await payload.update({
      collection: 'legal-documents',
      id: notice.id,
      data: { title: notice.title },
      draft: true,
      user: staff,
      overrideAccess: false,
      ...quiet,
    })
    expect(draft.id).toBe(notice.id)

    await saveSettings({ grievanceCoordinator: siteSettingsSeed.grievanceCoordinator })
    const published = await publishAsStaff()
    expect(published._status).toBe('published')
  })
})
