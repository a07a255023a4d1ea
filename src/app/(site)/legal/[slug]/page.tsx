import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getLegalDocument, getSiteSettings } from '@/content'
import { copy } from '@/copy/site'

import { LegalView } from '../../_views/LegalView'
import { pageMetadata } from '../../_views/page-metadata'

type Props = { params: Promise<{ slug: string }> }

/**
 * The legal documents, reached at their public paths (/privacy-policy, /terms-of-service,
 * /legal-notice, /nondiscrimination-notice) through a rewrite (next.config.mjs). A route of
 * their own keeps the landing's client code (form, countdown) out of these pages' scripts. Rendered on first visit, then cached, like `/`.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [settings, document] = await Promise.all([getSiteSettings(), getLegalDocument(slug)])
  if (!document) return {}
  // The «SEO» fields staff filled in (plugin-seo, src/plugins/seo.ts) win over the defaults.
  const description = document.meta?.description || copy.seo.legalDescriptions[document.slug](settings.agencyName)
  return pageMetadata(settings, { title: document.meta?.title || document.title, description, path: `/${document.slug}` })
}

export default async function LegalPage({ params }: Props) {
  const { slug } = await params
  const [settings, document] = await Promise.all([getSiteSettings(), getLegalDocument(slug)])
  if (!document) notFound()
  return <LegalView document={document} settings={settings} />
}
