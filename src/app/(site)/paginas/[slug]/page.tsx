import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage } from '@/campaign-pages/read/pages'
import { getLanding, getSiteSettings } from '@/content'

import { CampaignPageView } from '../../_views/CampaignPageView'
import { pageMetadata } from '../../_views/page-metadata'
import { campaignPageDescription } from '../../_views/WebPageJsonLd'

type Props = { params: Promise<{ slug: string }> }

/**
 * The promotion's countdown is in the HTML as of the render (days left, end date): the cached
 * page is renewed at least hourly, so the day changes in the agency's time zone reach visitors
 * without JavaScript within the hour. A literal: Next reads it from the source.
 */
export const revalidate = 3600

/**
 * The campaign pages, reached at `/<slug>`: the proxy (src/proxy.ts) sends a published page's
 * path here, so only pages that exist get a cache entry (the proxy answers any other path below
 * it with the 404). Rendered on first visit, then cached, like `/`.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [settings, page] = await Promise.all([getSiteSettings(), getPage(slug)])
  if (!page) return {}
  // The «SEO» fields staff filled in (plugin-seo) win; else the page's title and its first hero's text.
  return pageMetadata(settings, {
    title: page.seo.title || page.title,
    description: campaignPageDescription(page),
    path: `/${page.slug}`,
    image: page.seo.image,
    noIndex: page.seo.noIndex,
  })
}

export default async function CampaignPage({ params }: Props) {
  const { slug } = await params
  const [settings, landing, page] = await Promise.all([getSiteSettings(), getLanding(), getPage(slug)])
  if (!page) notFound()
  return <CampaignPageView page={page} settings={settings} landing={landing} />
}
