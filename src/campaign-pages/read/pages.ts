/** The campaign pages as the public site reads them (src/content is the site's only reader of Payload). */
import { unstable_cache } from 'next/cache'
import { readWithinDeadline } from '../../content/database-deadline'
import { toImage, toService, toTestimonial } from '../../content/map'
import { payloadClient } from '../../content/payload-client'
import { isPreview } from '../../content/preview'
import { contentTags } from '../../content/tags'
import type { CampaignPage, PageSection } from '../../content/types'
import { agencyDayKey } from '../../lib/agency-days'
import type { Page, Service as ServiceDoc, Testimonial as TestimonialDoc } from '../../payload-types'
import { loadAgencyTimeZone } from '../../settings/agency-settings'

/** Related documents arrive populated (depth 1); one deleted since is left out. */
const populated = <T extends object>(items: (number | T)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => typeof item === 'object' && item !== null)

function toSection(block: Page['layout'][number], timeZone: string): PageSection {
  switch (block.blockType) {
    case 'hero':
      return { ...block, image: toImage(block.image) }
    case 'serviceCards':
      return { ...block, services: populated<ServiceDoc>(block.services).map(toService) }
    case 'testimonials':
      return { ...block, testimonials: populated<TestimonialDoc>(block.testimonials).map(toTestimonial) }
    case 'promotion': {
      const { endsOn, ...promotion } = block
      return { ...promotion, lastDay: endsOn ? agencyDayKey(new Date(endsOn), timeZone) : null }
    }
    default:
      return block
  }
}

/** The page uncached: `preview` reads its latest draft. */
export async function loadPage(slug: string, preview: boolean): Promise<CampaignPage | null> {
  const payload = await payloadClient()
  const [{ docs }, timeZone] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      ...(preview ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
    }),
    loadAgencyTimeZone(payload),
  ])
  const page = docs[0]
  if (!page) return null
  return {
    slug: page.slug,
    title: page.title,
    updatedAt: page.updatedAt,
    seo: {
      title: page.meta?.title || null,
      description: page.meta?.description || null,
      image: toImage(page.meta?.image),
      noIndex: Boolean(page.meta?.noIndex),
    },
    sections: page.layout.map((block) => toSection(block, timeZone)),
  }
}

const pageTags = [contentTags.pages, contentTags.services, contentTags.testimonials, contentTags.media, contentTags.siteSettings]

/** The published page at `/<slug>` (in a staff preview, its latest draft), or null. */
export const getPage = async (slug: string): Promise<CampaignPage | null> => {
  if (await isPreview()) return readWithinDeadline(() => loadPage(slug, true))
  return unstable_cache(() => readWithinDeadline(() => loadPage(slug, false)), ['page', slug], { tags: pageTags })()
}

/** Every published page that search engines may list, for the sitemap. */
async function loadIndexablePages(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { 'meta.noIndex': { not_equals: true } },
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    limit: 1000,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
}

export const getIndexablePages = unstable_cache(() => readWithinDeadline(loadIndexablePages), ['indexable-pages'], {
  tags: [contentTags.pages],
})
