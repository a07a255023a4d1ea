import type { LicensedState, SiteSettings } from '@/content/types'
import { publicServerUrl } from '@/lib/server-env'

/** schema.org InsuranceAgency for search engines. */
export function InsuranceAgencyJsonLd({ settings, states }: { settings: SiteSettings; states: LicensedState[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: settings.agencyName,
    url: `${publicServerUrl()}/`,
    telephone: settings.phone,
    email: settings.email,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'US' },
    areaServed: states.map((state) => ({ '@type': 'State', name: state.name, identifier: state.code })),
    availableLanguage: 'es',
  }
  // `<` is escaped so no text from the CMS can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
