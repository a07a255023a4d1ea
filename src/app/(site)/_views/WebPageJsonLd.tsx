import type { WebPage, WithContext } from 'schema-dts'

import { JsonLdScript } from '@/components/seo/JsonLdScript'
import type { CampaignPage, SiteSettings } from '@/content/types'
import { copy } from '@/copy/site'
import { publicServerUrl } from '@/lib/server/server-env'

import { shareImage } from './page-metadata'

/** What search engines read as the page's description: the «SEO» field, else its first hero's text. */
export function campaignPageDescription(page: CampaignPage): string {
  const firstHero = page.sections.find((section) => section.blockType === 'hero')
  return page.seo.description || firstHero?.subtitle || copy.seo.landingDescription
}

/** schema.org WebPage of a campaign page, published by the agency (the landing's InsuranceAgency, by its @id). */
export function webPageJsonLd(page: CampaignPage, settings: SiteSettings, base: string): WithContext<WebPage> {
  const url = `${base}/${page.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.seo.title || page.title,
    description: campaignPageDescription(page),
    inLanguage: 'es-US',
    dateModified: page.updatedAt,
    primaryImageOfPage: { '@type': 'ImageObject', url: new URL(shareImage(settings, page.seo.image).url, `${base}/`).href },
    isPartOf: { '@type': 'WebSite', url: `${base}/`, name: settings.agencyName },
    publisher: { '@type': 'InsuranceAgency', '@id': `${base}/#agencia`, name: settings.agencyName },
  }
}

export function WebPageJsonLd({ page, settings }: { page: CampaignPage; settings: SiteSettings }) {
  return <JsonLdScript data={webPageJsonLd(page, settings, publicServerUrl())} />
}
