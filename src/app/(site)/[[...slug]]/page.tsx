import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getLanding, getSiteSettings } from '@/content'
import { copy } from '@/copy/site'

import { LandingView } from '../_views/LandingView'
import { pageMetadata } from '../_views/page-metadata'

type Props = { params: Promise<{ slug?: string[] }> }

/**
 * The promotion's countdown is in the HTML as of the render (days left, end date): the cached
 * page is renewed at least hourly, so the day changes in the agency's time zone reach visitors
 * without JavaScript within the hour. A literal: Next reads it from the source.
 */
export const revalidate = 3600

/**
 * `/`. A catch-all, so that nothing is rendered at build time (no database there): pages render
 * on first visit and stay cached. Other paths never get here: next.config.mjs sends them to the
 * 404 (src/lib/unknown-paths.mjs), which Next does not cache per path.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (slug) return {}
  const settings = await getSiteSettings()
  return pageMetadata(settings, { title: copy.seo.landingTitle, description: copy.seo.landingDescription, path: '/' })
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  if (slug) notFound()
  const settings = await getSiteSettings()
  return <LandingView landing={await getLanding()} settings={settings} />
}
