import { LandingHashScroll } from '@/components/layout/LandingHashScroll'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { About } from '@/components/sections/About'
import { Contact } from '@/components/sections/Contact'
import { Hero } from '@/components/sections/Hero'
import { InsurerCarousel } from '@/components/sections/InsurerCarousel'
import { LicensedStates } from '@/components/sections/LicensedStates'
import { Promotions } from '@/components/sections/Promotions'
import { ServiceCards } from '@/components/sections/ServiceCards'
import { Testimonials } from '@/components/sections/Testimonials'
import { TrustStrip } from '@/components/sections/TrustStrip'
import { copy } from '@/content/site-copy'
import type { Landing, SiteSettings } from '@/content/types'

import { InsuranceAgencyJsonLd } from './InsuranceAgencyJsonLd'

export function LandingView({ landing, settings }: { landing: Landing; settings: SiteSettings }) {
  const { copy: content } = landing
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Hero hero={content.hero} />
      <TrustStrip stats={content.trustStats} label={copy.trustLabel} />
      <ServiceCards intro={content.servicesIntro} services={landing.services} />
      <Promotions enrollment={content.specialEnrollment} medicare={content.medicarePromo} />
      <InsurerCarousel intro={content.insurersIntro} insurers={landing.insurers} />
      <About about={content.about} />
      <Testimonials intro={content.testimonialsIntro} testimonials={landing.testimonials} />
      <Contact contact={content.contact} settings={settings} />
      <LicensedStates panel={content.statesPanel} states={landing.licensedStates} />
      <InsuranceAgencyJsonLd settings={settings} states={landing.licensedStates} />
      <LandingHashScroll />
    </main>
  )
}
