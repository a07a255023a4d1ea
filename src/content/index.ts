/**
 * The only reader of Payload for the public site. Every loader is cached by Next and tagged
 * with the content it depends on; Payload hooks expire the tags when staff save.
 */
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'

import { legalDocumentSlugs, type LegalDocumentSlug } from '../collections/LegalDocuments'
import { toImage } from './map'
import { payloadClient } from './payload-client'
import { contentTags } from './tags'
import type { Landing, LandingCopy, LegalDocument, SiteSettings } from './types'

const sorted = { sort: 'order', limit: 100, depth: 1, overrideAccess: false } as const

/**
 * Draft mode is on only for staff who opened a preview from the admin (src/app/api/preview).
 * Reading it does not make a page dynamic; Next serves cached pages to everyone else.
 */
async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (scripts, tests): never a preview
  }
}

/** Published content for visitors; in a preview, the latest draft (access already checked by the preview route). */
const drafts = (preview: boolean) => (preview ? { draft: true, overrideAccess: true } : { overrideAccess: false })

async function loadSiteSettings(): Promise<SiteSettings> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
  return {
    agencyName: settings.agencyName ?? '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    address: settings.address ?? '',
    webAddress: settings.webAddress ?? '',
    officeHours: settings.officeHours ?? '',
    agentPortalUrl: settings.agentPortalUrl ?? '',
    socialLinks: (settings.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
    voice: {
      publicKey: process.env.NEXT_PUBLIC_VOICE_PUBLIC_KEY || settings.voicePublicKey || '',
      assistantId: process.env.NEXT_PUBLIC_VOICE_ASSISTANT_ID || settings.voiceAssistantId || '',
    },
  }
}

async function loadLanding(preview = false): Promise<Landing> {
  const payload = await payloadClient()
  const [landing, services, testimonials, insurers, licensedStates] = await Promise.all([
    payload.findGlobal({ slug: 'landing', depth: 0, ...drafts(preview) }),
    payload.find({ collection: 'services', ...sorted }),
    payload.find({ collection: 'testimonials', ...sorted }),
    payload.find({ collection: 'insurers', ...sorted }),
    payload.find({ collection: 'licensed-states', ...sorted }),
  ])
  const { hero, trustStats, servicesIntro, specialEnrollment, medicarePromo, insurersIntro, about, testimonialsIntro, contact, statesPanel } =
    landing as unknown as LandingCopy
  const strip = <T extends object>(rows: T[] | null | undefined) =>
    (rows ?? []).map((row) => {
      const { id: _id, ...rest } = row as T & { id?: unknown }
      return rest as T
    })
  return {
    copy: {
      hero,
      trustStats: strip(trustStats),
      servicesIntro,
      specialEnrollment,
      medicarePromo,
      insurersIntro,
      about: { ...about, pillars: strip(about?.pillars) },
      testimonialsIntro: { ...testimonialsIntro, summary: strip(testimonialsIntro?.summary) },
      contact,
      statesPanel: { ...statesPanel, assurances: strip(statesPanel?.assurances) },
    },
    services: services.docs.map((service) => ({
      slug: service.slug,
      title: service.title,
      description: service.description,
      features: (service.features ?? []).map((feature) => feature.text),
      icon: service.icon,
      buttonColor: service.buttonColor,
      iconColor: service.iconColor,
      image: toImage(service.image),
    })),
    testimonials: testimonials.docs.map((testimonial) => ({
      name: testimonial.name,
      role: testimonial.role,
      content: testimonial.content,
      rating: testimonial.rating,
      photo: toImage(testimonial.photo),
    })),
    insurers: insurers.docs.map((insurer) => ({ name: insurer.name, logo: toImage(insurer.logo) })),
    licensedStates: licensedStates.docs.map((state) => ({ name: state.name, code: state.code })),
  }
}

const isLegalDocumentSlug = (slug: string): slug is LegalDocumentSlug =>
  (legalDocumentSlugs as readonly string[]).includes(slug)

async function loadLegalDocument(slug: LegalDocumentSlug, preview = false): Promise<LegalDocument | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'legal-documents',
    where: { slug: { equals: slug } },
    limit: 1,
    ...drafts(preview),
  })
  const doc = docs[0]
  if (!doc) return null
  return { slug: doc.slug, title: doc.title, lastUpdated: doc.lastUpdated, body: doc.body }
}

export const getSiteSettings = unstable_cache(loadSiteSettings, ['site-settings'], {
  tags: [contentTags.siteSettings],
})

const cachedLanding = unstable_cache(() => loadLanding(), ['landing'], {
  tags: [
    contentTags.landing,
    contentTags.services,
    contentTags.testimonials,
    contentTags.insurers,
    contentTags.licensedStates,
    contentTags.media,
  ],
})

export const getLanding = async (): Promise<Landing> => ((await isPreview()) ? loadLanding(true) : cachedLanding())

/** The published legal document at this path, or null for any other path. */
export const getLegalDocument = async (slug: string): Promise<LegalDocument | null> => {
  if (!isLegalDocumentSlug(slug)) return null
  if (await isPreview()) return loadLegalDocument(slug, true)
  return unstable_cache(() => loadLegalDocument(slug), ['legal-document', slug], {
    tags: [contentTags.legalDocuments],
  })()
}
