import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { seedPolicyExamples } from '@/policies/public'

import { isDevelopment } from '../lib/server/server-env'
import { firstAdminCredentials } from './admin-user'
import { insurersSeed } from './content/insurers'
import { landingSeed } from './content/landing'
import { legalDocumentsSeed } from './content/legal-documents'
import { licensedStatesSeed } from './content/licensed-states'
import { servicesSeed } from './content/services'
import { siteSettingsSeed } from './content/site-settings'
import { testimonialsSeed } from './content/testimonials'
import { toLexical } from './lexical'
import { seedPages } from './pages'
import { renderWordmarkPng } from './wordmark'

/** Seeds run outside Next: no cache to revalidate. */
const context = { skipRevalidate: true }

type SeedArgs = { payload: Payload; req?: Partial<PayloadRequest> }

async function exists(payload: Payload, collection: CollectionSlug, where: Where) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  return totalDocs > 0
}

async function seedAdmin({ payload }: SeedArgs) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const { email, password } = firstAdminCredentials()
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administración', roles: ['admin'] },
    overrideAccess: true,
    context,
  })
  payload.logger.info(`[seed] created the first admin user ${email}`)
}

async function seedServices({ payload }: SeedArgs) {
  for (const [index, service] of servicesSeed.entries()) {
    if (await exists(payload, 'services', { slug: { equals: service.slug } })) continue
    await payload.create({
      collection: 'services',
      data: { ...service, features: service.features.map((text) => ({ text })), order: index + 1 },
      overrideAccess: true,
      context,
    })
  }
}

async function seedTestimonials({ payload }: SeedArgs) {
  for (const [index, testimonial] of testimonialsSeed.entries()) {
    if (await exists(payload, 'testimonials', { name: { equals: testimonial.name } })) continue
    await payload.create({ collection: 'testimonials', data: { ...testimonial, order: index + 1 }, overrideAccess: true, context })
  }
}

async function seedInsurers({ payload }: SeedArgs) {
  for (const [index, insurer] of insurersSeed.entries()) {
    if (await exists(payload, 'insurers', { name: { equals: insurer.name } })) continue
    const png = await renderWordmarkPng(insurer.name, insurer.colour)
    const fileName = `logo-${insurer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
    const logo = await payload.create({
      collection: 'media',
      data: { alt: insurer.name },
      file: { data: png, mimetype: 'image/png', name: fileName, size: png.length },
      overrideAccess: true,
      // A context of its own: the S3 storage adapter keeps the request's file in it, and a shared
      // one made every later logo skip the bucket.
      context: { ...context },
    })
    await payload.create({
      collection: 'insurers',
      data: { name: insurer.name, logo: logo.id, order: index + 1 },
      overrideAccess: true,
      context,
    })
  }
}

async function seedLicensedStates({ payload }: SeedArgs) {
  for (const [index, state] of licensedStatesSeed.entries()) {
    if (await exists(payload, 'licensed-states', { code: { equals: state.code } })) continue
    await payload.create({ collection: 'licensed-states', data: { ...state, order: index + 1 }, overrideAccess: true, context })
  }
}

/**
 * Creates the legal documents that are missing. Also run at every start (src/db/startup.ts):
 * each one has its page and footer link, so one added to the site after an installation was
 * seeded (the notice of nondiscrimination) reaches it without a manual step.
 */
export async function seedLegalDocuments({ payload }: SeedArgs): Promise<string[]> {
  const created: string[] = []
  for (const document of legalDocumentsSeed) {
    if (await exists(payload, 'legal-documents', { slug: { equals: document.slug } })) continue
    await payload.create({
      collection: 'legal-documents',
      data: {
        slug: document.slug,
        title: document.title,
        lastUpdated: new Date(`${document.lastUpdated}T12:00:00.000Z`).toISOString(),
        body: toLexical(document.blocks),
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    created.push(document.slug)
  }
  return created
}

async function seedGlobals({ payload }: SeedArgs) {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.agencyName) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, overrideAccess: true, context })
  }
  const landing = await payload.findGlobal({ slug: 'landing', overrideAccess: true, draft: true })
  if (!landing.hero?.title) {
    await payload.updateGlobal({
      slug: 'landing',
      data: { ...landingSeed, _status: 'published' },
      overrideAccess: true,
      context,
    })
  }
}

/** Idempotent: creates whatever default content is missing and never overwrites staff edits. */
export async function seed(payload: Payload): Promise<void> {
  const args = { payload }
  await seedAdmin(args)
  await seedGlobals(args)
  await seedServices(args)
  await seedTestimonials(args)
  await seedInsurers(args)
  await seedLicensedStates(args)
  await seedLegalDocuments(args)
  await seedPages(payload)
  // Example clients and policies only on a developer's machine (`npm run dev`), never in production nor in tests.
  if (isDevelopment()) await seedPolicyExamples(payload)
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, services] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'services', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && services.totalDocs === 0
}
