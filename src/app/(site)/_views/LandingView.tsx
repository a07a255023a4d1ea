import { About } from '@/campaign-pages/blocks/About/About'
import { Contact } from '@/campaign-pages/blocks/ContactForm/Contact'
import { Hero } from '@/campaign-pages/blocks/Hero/Hero'
import { InsurerCarousel } from '@/campaign-pages/blocks/Insurers/InsurerCarousel'
import { LicensedStates } from '@/campaign-pages/blocks/LicensedStates/LicensedStates'
import { Promotions } from '@/campaign-pages/blocks/Promotion/Promotions'
import { ServiceCards } from '@/campaign-pages/blocks/ServiceCards/ServiceCards'
import { Testimonials } from '@/campaign-pages/blocks/Testimonials/Testimonials'
import { TrustStrip } from '@/campaign-pages/blocks/TrustStrip/TrustStrip'
import { LandingHashScroll } from '@/components/layout/LandingHashScroll'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
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
