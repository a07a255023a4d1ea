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
import type { Landing, SiteSettings } from '@/content/types'
import { copy } from '@/copy/site'
import { offeredServices } from '@/lib/medicare-services'
import { withRating } from '@/lib/rating'

import { sendContactForm } from '../contacto/send-contact-form'
import { InsuranceAgencyJsonLd } from './InsuranceAgencyJsonLd'

export function LandingView({ landing, settings }: { landing: Landing; settings: SiteSettings }) {
  const { copy: content } = landing
  const medicareDisclaimer = settings.medicare?.disclaimer ?? null
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Hero hero={content.hero} />
      <TrustStrip stats={withRating(content.trustStats, settings.rating)} label={copy.trustLabel} />
      <ServiceCards
        intro={content.servicesIntro}
        services={offeredServices(landing.services, Boolean(medicareDisclaimer))}
        medicareDisclaimer={medicareDisclaimer}
      />
      <Promotions
        enrollment={content.specialEnrollment}
        medicare={content.medicarePromo}
        medicareDisclaimer={medicareDisclaimer}
        timeZone={settings.timeZone}
      />
      <InsurerCarousel intro={content.insurersIntro} insurers={landing.insurers} />
      <About about={content.about} />
      <Testimonials
        intro={{ ...content.testimonialsIntro, summary: withRating(content.testimonialsIntro.summary, settings.rating) }}
        testimonials={landing.testimonials}
      />
      <Contact contact={content.contact} settings={settings} sendForm={sendContactForm} />
      <LicensedStates panel={content.statesPanel} states={landing.licensedStates} />
      <InsuranceAgencyJsonLd settings={settings} states={landing.licensedStates} />
      <LandingHashScroll />
    </main>
  )
}
