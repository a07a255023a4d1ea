import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getLanding, getLegalDocument, getSiteSettings } from '@/content'
import { copy } from '@/content/site-copy'

import { LandingView } from '../_views/LandingView'
import { LegalView } from '../_views/LegalView'

type Props = { params: Promise<{ slug?: string[] }> }

/** Nothing is rendered at build time (no database there); pages render on first visit and stay cached. */
export function generateStaticParams() {
  return []
}

const openGraphBase = (siteName: string) => ({ type: 'website' as const, locale: 'es_US', siteName })

const legalSlug = (slug: string[] | undefined) => (slug?.length === 1 ? slug[0] : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const settings = await getSiteSettings()
  if (!slug) {
    return {
      title: { absolute: `${copy.seo.landingTitle} | ${settings.agencyName}` },
      description: copy.seo.landingDescription,
      alternates: { canonical: '/' },
      openGraph: { ...openGraphBase(settings.agencyName), title: copy.seo.landingTitle, description: copy.seo.landingDescription, url: '/' },
    }
  }
  const path = legalSlug(slug)
  const document = path ? await getLegalDocument(path) : null
  if (!document) return {}
  const description = copy.seo.legalDescription(document.title, settings.agencyName)
  return {
    title: document.title,
    description,
    alternates: { canonical: `/${document.slug}` },
    openGraph: { ...openGraphBase(settings.agencyName), title: document.title, description, url: `/${document.slug}` },
  }
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  const settings = await getSiteSettings()
  if (!slug) return <LandingView landing={await getLanding()} settings={settings} />
  const path = legalSlug(slug)
  const document = path ? await getLegalDocument(path) : null
  if (!document) notFound()
  return <LegalView document={document} settings={settings} />
}
