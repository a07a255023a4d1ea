import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getLanding, getSiteSettings } from '@/content'
import { copy } from '@/content/site-copy'

import { LandingView } from '../_views/LandingView'
import { pageMetadata } from '../_views/page-metadata'

type Props = { params: Promise<{ slug?: string[] }> }

/**
 * `/` (and the 404 for any other path; the legal documents have their own route). Nothing is
 * rendered at build time (no database there); pages render on first visit and stay cached.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (slug) return {}
  const settings = await getSiteSettings()
  return {
    title: { absolute: `${copy.seo.landingTitle} | ${settings.agencyName}` },
    ...pageMetadata({ title: copy.seo.landingTitle, description: copy.seo.landingDescription, path: '/', siteName: settings.agencyName }),
  }
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  if (slug) notFound()
  const settings = await getSiteSettings()
  return <LandingView landing={await getLanding()} settings={settings} />
}
