// @vitest-environment node
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { campaignPageDescription, webPageJsonLd } from '@/app/(site)/_views/WebPageJsonLd'
import { JsonLdScript } from '@/components/seo/JsonLdScript'
import type { CampaignPage, SiteSettings } from '@/content/types'

import { schemaOrgVocabulary } from './schema-org-vocabulary'

const base = 'https://www.agencia.example'
const settings = { agencyName: 'Agencia de Seguros', shareImage: null } as unknown as SiteSettings
const page: CampaignPage = {
  slug: 'medicare-florida',
  title: 'Medicare en Florida',
  updatedAt: '2026-11-26T01:00:00.000Z',
  seo: { title: null, description: null, image: null, noIndex: false },
  sections: [
    {
      blockType: 'hero',
      badge: 'AEP',
      title: 'Su plan',
      highlight: 'en español',
      subtitle: 'Comparamos los planes Medicare de su condado sin costo.',
      savingsNote: 'Sin costo.',
      quoteButtonLabel: 'Cotizar',
      callButtonLabel: 'Llamar',
      image: null,
    },
  ],
}

describe('a campaign page’s WebPage data', () => {
  it('names the page at its public address, described like its metadata, published by the agency of the landing', () => {
    const data = webPageJsonLd(page, settings, base)
    expect(data).toMatchObject({
      '@type': 'WebPage',
      url: `${base}/medicare-florida`,
      name: 'Medicare en Florida',
      description: 'Comparamos los planes Medicare de su condado sin costo.',
      publisher: { '@id': `${base}/#agencia` },
    })
    expect(campaignPageDescription({ ...page, seo: { ...page.seo, description: 'Del campo SEO.' } })).toBe('Del campo SEO.')
  })

  it('passes a schema.org validator with no issue at all', async () => {
    const html = renderToStaticMarkup(<JsonLdScript data={webPageJsonLd(page, settings, base)} />)
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
    expect(await new Validator(schemaOrgVocabulary()).validate(extracted)).toEqual([])
  })
})
