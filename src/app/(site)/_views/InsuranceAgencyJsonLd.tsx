import type { InsuranceAgency, WithContext } from 'schema-dts'

import { JsonLdScript } from '@/components/seo/JsonLdScript'
import type { LicensedState, SiteSettings } from '@/content/types'
import { openingHours } from '@/lib/opening-hours'
import { postalAddressParts } from '@/lib/postal-address'
import { publicServerUrl } from '@/lib/server/server-env'

import { shareImage } from './page-metadata'

/** The mark as a raster image (public/, `npm run generate:icons`): search engines want one for a logo. */
const LOGO_PATH = '/icon-512.png'

/**
 * schema.org InsuranceAgency for search engines, from the site settings and the licensed
 * states of the CMS. Typed with schema-dts, so a property the vocabulary does not give this
 * type fails the type check; a test validates the output with a structured-data validator.
 */
export function insuranceAgencyJsonLd(settings: SiteSettings, states: LicensedState[], base: string): WithContext<InsuranceAgency> {
  const absolute = (path: string) => new URL(path, `${base}/`).href
  const image = shareImage(settings)
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${base}/#agencia`,
    name: settings.agencyName,
    url: `${base}/`,
    logo: absolute(LOGO_PATH),
    image: absolute(image.url),
    telephone: settings.phone,
    email: settings.email,
    address: { '@type': 'PostalAddress', ...postalAddressParts(settings.address) },
    openingHoursSpecification: openingHours(settings.officeHours).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: states.map((state) => ({ '@type': 'State', name: state.name, identifier: state.code })),
    sameAs: settings.socialLinks.map((link) => link.url),
    knowsLanguage: 'es',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: settings.phone,
      email: settings.email,
      availableLanguage: 'Spanish',
    },
  }
}

export function InsuranceAgencyJsonLd({ settings, states }: { settings: SiteSettings; states: LicensedState[] }) {
  return <JsonLdScript data={insuranceAgencyJsonLd(settings, states, publicServerUrl())} />
}
