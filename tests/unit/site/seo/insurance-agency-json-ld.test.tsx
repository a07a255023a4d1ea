// @vitest-environment node
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { InsuranceAgencyJsonLd } from '@/app/(site)/_views/InsuranceAgencyJsonLd'
import type { LicensedState } from '@/content/types'
import { siteSettings } from '../../../support/site-settings'
import { schemaOrgVocabulary } from './schema-org-vocabulary'

const settings = siteSettings({
  socialLinks: [
    { network: 'facebook', url: 'https://facebook.example/agencia' },
    { network: 'instagram', url: 'https://instagram.example/agencia' },
  ],
})
const states: LicensedState[] = [
  { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' },
  { name: 'Carolina del Sur', code: 'SC' },
  { name: 'Texas', code: 'TX' },
]

const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
const validate = (html: string) => new Validator(schemaOrgVocabulary()).validate(extractor.parse(html))

function renderJsonLd() {
  const html = renderToStaticMarkup(<InsuranceAgencyJsonLd settings={settings} states={states} />)
  const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1]
  return { html, data: JSON.parse(json ?? 'null') }
}

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://www.agencia.example')
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('InsuranceAgency JSON-LD', () => {
  it('passes a schema.org validator with no issue at all', async () => {
    expect(await validate(renderJsonLd().html)).toEqual([])
  })

  it('the validator does catch what the earlier JSON-LD had wrong', async () => {
    const earlier = { '@context': 'https://schema.org', '@type': 'InsuranceAgency', name: 'Agencia', availableLanguage: 'es' }
    const issues = await validate(`<script type="application/ld+json">${JSON.stringify(earlier)}</script>`)
    expect(issues.map((issue) => issue.issueMessage).join('\n')).toMatch(/availableLanguage.*InsuranceAgency/)
  })

  it('carries the logo, image, contact, address parts, hours, states, social links, all absolute', () => {
    const { data } = renderJsonLd()
    expect(data).toMatchObject({
      '@type': 'InsuranceAgency',
      name: 'Agencia de Seguros Salud Latina',
      url: 'https://www.agencia.example/',
      logo: 'https://www.agencia.example/icon-512.png',
      image: 'https://www.agencia.example/share-image.png',
      telephone: '(305) 555-0100',
      email: 'contacto@agencia.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1234 Calle Ejemplo, Suite 100',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        postalCode: '33101',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '08:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://facebook.example/agencia', 'https://instagram.example/agencia'],
    })
    expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(['Florida', 'Georgia', 'Carolina del Sur', 'Texas'])
    expect(data).not.toHaveProperty('availableLanguage')
  })

  it('uses the uploaded share image when staff chose one', () => {
    settings.shareImage = { url: '/api/media/file/compartir.jpg', alt: 'Nuestro equipo', width: 1200, height: 630 }
    try {
      expect(renderJsonLd().data.image).toBe('https://www.agencia.example/api/media/file/compartir.jpg')
    } finally {
      settings.shareImage = null
    }
  })
})
