/**
 * The only reader of Payload for the public site. Every loader is cached by Next and tagged
 * with the content it depends on; Payload hooks expire the tags when staff save.
 */
import { unstable_cache } from 'next/cache'

import { medicareDisclaimer } from '../copy/medicare'
import { copy } from '../copy/site'
import { completeGrievanceCoordinator } from '../lib/grievance-coordinator'
import { isLegalDocumentSlug, type LegalDocumentSlug } from '../lib/legal-document-slugs.mjs'
import { offeredServices } from '../lib/medicare-services'
import { formatRating } from '../lib/rating'
import { voiceKeysOfTheBuild } from '../lib/server/server-env'
import { agencyTimeZone } from '../lib/time-zone'
import { whatsAppHref } from '../lib/whatsapp'
import { readWithinDeadline } from './database-deadline'
import { toImage, toService, toTestimonial } from './map'
import { payloadClient } from './payload-client'
import { isPreview } from './preview'
import { contentTags } from './tags'
import type { Landing, LegalDocument, SiteSettings } from './types'

const sorted = { sort: 'order', limit: 100, depth: 1, overrideAccess: false } as const

export { isPreview }

/** Published content for visitors; in a preview, the latest draft (isPreview checked the staff session). */
const drafts = (preview: boolean) => (preview ? { draft: true, overrideAccess: true } : { overrideAccess: false })

/** A database from before the setting has none: the seeded figure. */
const DEFAULT_RATING = 4.8

async function loadSiteSettings(): Promise<SiteSettings> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
  const buildVoiceKeys = voiceKeysOfTheBuild()
  return {
    agencyName: settings.agencyName ?? '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    address: settings.address ?? '',
    webAddress: settings.webAddress ?? '',
    officeHours: settings.officeHours ?? '',
    agentPortalUrl: settings.agentPortalUrl ?? '',
    socialLinks: (settings.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
    whatsApp: whatsAppLink(settings.whatsappNumber),
    medicare:
      settings.medicareEnabled === false
        ? null
        : {
            disclaimer: medicareDisclaimer({
              organizations: settings.medicareOrganizations ?? 0,
              products: settings.medicareProducts ?? 0,
              allPlans: Boolean(settings.medicareAllPlans),
            }),
          },
    shareImage: toImage(settings.shareImage),
    voice: {
      publicKey: buildVoiceKeys.publicKey || settings.voicePublicKey || '',
      assistantId: buildVoiceKeys.assistantId || settings.voiceAssistantId || '',
    },
    // Read here with the rest of the cached settings (a change of the setting expires them); same rule as agency-clock.ts.
    timeZone: agencyTimeZone(settings.timeZone),
    grievanceCoordinator: completeGrievanceCoordinator(settings.grievanceCoordinator),
    rating: formatRating(settings.customerRating ?? DEFAULT_RATING),
    bookingEnabled: settings.booking?.enabled !== false,
  }
}

function whatsAppLink(number: string | null | undefined): SiteSettings['whatsApp'] {
  const href = number ? whatsAppHref(number, copy.whatsApp.greeting) : null
  return href && number ? { number, href } : null
}

async function loadLanding(preview = false): Promise<Landing> {
  const payload = await payloadClient()
  const [landing, services, testimonials, insurers, licensedStates] = await Promise.all([
    payload.findGlobal({ slug: 'landing', depth: 0, ...drafts(preview) }),
    payload.find({ collection: 'services', ...sorted }),
    payload.find({ collection: 'testimonials', ...sorted }),
    payload.find({ collection: 'insurers', ...sorted, where: { showOnSite: { not_equals: false } } }),
    payload.find({ collection: 'licensed-states', ...sorted }),
  ])
  const { id: _id, _status, updatedAt: _updatedAt, createdAt: _createdAt, ...copy } = landing
  return {
    copy,
    services: services.docs.map(toService),
    testimonials: testimonials.docs.map(toTestimonial),
    insurers: insurers.docs.map((insurer) => ({ name: insurer.name, logo: toImage(insurer.logo) })),
    licensedStates: licensedStates.docs.map((state) => ({ name: state.name, code: state.code })),
  }
}

async function loadLegalDocument(slug: LegalDocumentSlug, preview = false): Promise<LegalDocument | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'legal-documents',
    where: { slug: { equals: slug } },
    limit: 1,
    ...drafts(preview),
  })
  const doc = docs[0] ?? (preview ? undefined : await lastPublishedVersion(slug))
  if (!doc) return null
  return { slug: doc.slug, title: doc.title, lastUpdated: doc.lastUpdated, body: doc.body, meta: doc.meta }
}

/**
 * A legal document unpublished before unpublishing was refused (refuseUnpublishing): the site keeps
 * showing its last published text.
 */
async function lastPublishedVersion(slug: LegalDocumentSlug) {
  const payload = await payloadClient()
  const { docs } = await payload.findVersions({
    collection: 'legal-documents',
    where: { and: [{ 'version.slug': { equals: slug } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.version
}

export const getSiteSettings = unstable_cache(() => readWithinDeadline(loadSiteSettings), ['site-settings'], {
  tags: [contentTags.siteSettings, contentTags.media],
})

const cachedLanding = unstable_cache(() => readWithinDeadline(() => loadLanding()), ['landing'], {
  tags: [
    contentTags.landing,
    contentTags.services,
    contentTags.testimonials,
    contentTags.insurers,
    contentTags.licensedStates,
    contentTags.media,
  ],
})

export const getLanding = async (): Promise<Landing> =>
  (await isPreview()) ? readWithinDeadline(() => loadLanding(true)) : cachedLanding()

/** The published legal document at this path, or null for any other path. */
export const getLegalDocument = async (slug: string): Promise<LegalDocument | null> => {
  if (!isLegalDocumentSlug(slug)) return null
  if (await isPreview()) return readWithinDeadline(() => loadLegalDocument(slug, true))
  return unstable_cache(() => readWithinDeadline(() => loadLegalDocument(slug)), ['legal-document', slug], {
    tags: [contentTags.legalDocuments],
  })()
}

/** What the header and footer show, for the one page rendered outside the site's layout (the 404). */
export async function getSiteFrame(): Promise<{ settings: SiteSettings; serviceTitles: string[] }> {
  const [settings, landing] = await Promise.all([getSiteSettings(), getLanding()])
  const services = offeredServices(landing.services, Boolean(settings.medicare))
  return { settings, serviceTitles: services.map((service) => service.title) }
}
