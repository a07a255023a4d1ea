import { describe, expect, it } from 'vitest'
import { onPayloadInit } from '../../../src/db/startup'
import { insurersSeed } from '../../../src/seed/content/insurers'
import { licensedStatesSeed } from '../../../src/seed/content/licensed-states'
import { servicesSeed } from '../../../src/seed/content/services'
import { testimonialsSeed } from '../../../src/seed/content/testimonials'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'

const collections = ['services', 'testimonials', 'insurers', 'licensed-states', 'legal-documents', 'users', 'media'] as const

async function counts() {
  const payload = await openPayload()
  const entries = await Promise.all(
    collections.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs]),
  )
  return Object.fromEntries(entries) as Record<(typeof collections)[number], number>
}

describe('seed', () => {
  it('loads the spec content once and changes nothing when run again', async () => {
    const payload = await openPayload()
    await seed(payload)
    // Other test files share this database: count the default content by its keys.
    const defaults = {
      services: (await payload.count({ collection: 'services', where: { slug: { in: servicesSeed.map((s) => s.slug) } } })).totalDocs,
      testimonials: (await payload.count({ collection: 'testimonials', where: { name: { in: testimonialsSeed.map((t) => t.name) } } }))
        .totalDocs,
      insurers: (await payload.count({ collection: 'insurers', where: { name: { in: insurersSeed.map((i) => i.name) } } })).totalDocs,
      states: (await payload.count({ collection: 'licensed-states', where: { code: { in: licensedStatesSeed.map((s) => s.code) } } }))
        .totalDocs,
      legal: (await payload.count({ collection: 'legal-documents' })).totalDocs,
    }
    expect(defaults).toEqual({ services: 4, testimonials: 3, insurers: 9, states: 4, legal: 4 })
    const first = await counts()

    await seed(payload)
    expect(await counts()).toEqual(first)
  })

  it('fills the site settings and landing copy with the Spanish defaults', async () => {
    const payload = await openPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.phone).toBe('(305) 555-0100')
    expect(settings.email).toBe('contacto@agencia.example')
    expect(settings.voicePublicKey).toBeTruthy()
    expect(settings.whatsappNumber).toBe('(305) 555-0100')
    expect(settings).toMatchObject({ medicareEnabled: true, medicareOrganizations: 4, medicareProducts: 12, medicareAllPlans: false })
    const landing = await payload.findGlobal({ slug: 'landing' })
    expect(landing.contact?.heading).toBe('Contáctanos Hoy')
    expect(landing.statesPanel?.badge).toBe('Cobertura Completa • Agentes Certificados • Servicio Garantizado')
    const insurers = await payload.find({
      collection: 'insurers',
      where: { name: { in: insurersSeed.map((insurer) => insurer.name) } },
      sort: 'order',
      limit: 20,
    })
    expect(insurers.docs.map((insurer) => insurer.name)).toEqual([
      'Florida Blue',
      'UnitedHealthcare',
      'Oscar Health',
      'AmeriHealth',
      'Ambetter',
      'Aetna',
      'Anthem Wellpoint',
      'Cigna',
      'AvMed',
    ])
  })

  it('never overwrites what staff have edited', async () => {
    const payload = await openPayload()
    const { docs } = await payload.find({ collection: 'services', where: { slug: { equals: 'medicare' } } })
    await payload.update({
      collection: 'services',
      id: docs[0].id,
      data: { title: 'Medicare (editado)' },
      context: { skipRevalidate: true },
    })
    await seed(payload)
    const after = await payload.findByID({ collection: 'services', id: docs[0].id })
    expect(after.title).toBe('Medicare (editado)')
  })

  it('seeds the notice of nondiscrimination with taglines marked by language, the phone left for the page to fill', async () => {
    const payload = await openPayload()
    const { docs } = await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'nondiscrimination-notice' } } })
    expect(docs[0]?.title).toBe('Aviso de No Discriminación')
    expect(docs[0]?._status).toBe('published')
    type Block = { type: string; fields?: { blockType: string; language: string; text: string } }
    const blocks = (docs[0].body.root.children as Block[]).filter((node) => node.type === 'block').map((node) => node.fields!)
    expect(blocks.every((block) => block.blockType === 'languageNotice' && block.text.includes('{telefono}'))).toBe(true)
    expect(blocks.map((block) => block.language)).toEqual(expect.arrayContaining(['es', 'en', 'vi', 'zh-Hant', 'ht', 'ko']))
  })
})

describe('start-up on an existing installation', () => {
  it('adds the legal documents the site gained since it was seeded, and leaves the others as staff left them', async () => {
    const payload = await openPayload()
    await seed(payload)
    const quiet = { overrideAccess: true, context: { skipRevalidate: true } }
    const privacy = (await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'privacy-policy' } } })).docs[0]
    await payload.update({ collection: 'legal-documents', id: privacy.id, data: { title: 'Privacidad (editada)' }, ...quiet })
    // An installation from before the notice existed.
    await payload.delete({ collection: 'legal-documents', where: { slug: { equals: 'nondiscrimination-notice' } }, ...quiet })

    const seedOnStart = process.env.SEED_ON_START
    process.env.SEED_ON_START = 'true'
    try {
      await onPayloadInit(payload)
    } finally {
      process.env.SEED_ON_START = seedOnStart
    }

    const slugs = (await payload.find({ collection: 'legal-documents', limit: 10 })).docs.map((doc) => doc.slug).sort()
    expect(slugs).toEqual(['legal-notice', 'nondiscrimination-notice', 'privacy-policy', 'terms-of-service'])
    expect((await payload.findByID({ collection: 'legal-documents', id: privacy.id })).title).toBe('Privacidad (editada)')
    await payload.update({ collection: 'legal-documents', id: privacy.id, data: { title: 'Política de Privacidad' }, ...quiet })
  })
})
