import { About } from '@/campaign-pages/blocks/About/About'
import { Contact } from '@/campaign-pages/blocks/ContactForm/Contact'
import { Hero } from '@/campaign-pages/blocks/Hero/Hero'
import { InsurerCarousel } from '@/campaign-pages/blocks/Insurers/InsurerCarousel'
import { LicensedStates } from '@/campaign-pages/blocks/LicensedStates/LicensedStates'
import { EnrollmentCard, MedicareCard } from '@/campaign-pages/blocks/Promotion/PromotionCards'
import { ServiceCards } from '@/campaign-pages/blocks/ServiceCards/ServiceCards'
import { Testimonials } from '@/campaign-pages/blocks/Testimonials/Testimonials'
import { TrustStrip } from '@/campaign-pages/blocks/TrustStrip/TrustStrip'
import { SectionsOnPage } from '@/components/layout/SectionsOnPage'
import type { Landing, PageSection, SiteSettings } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'
import type { ContactFormAction } from '@/leads/public'
import { offeredServices } from '@/lib/medicare-services'
import { withRating } from '@/lib/rating'
import type { FaqBlock } from '@/payload-types'

import { BookingBand } from './Booking/BookingBand'
import { CallToActionBand } from './CallToAction/CallToActionBand'
import { FaqJsonLd } from './Faq/FaqJsonLd'
import { FaqSection } from './Faq/FaqSection'
import { RichTextSection } from './RichText/RichTextSection'
import { SectionBoundary } from './SectionBoundary'

type Props = {
  sections: PageSection[]
  settings: SiteSettings
  /** The site's own lists, for sections that show all of them (insurers, states) or where staff chose none. */
  landing: Landing
  sendForm: ContactFormAction
}

/** The landing sections a page has itself: their buttons stay on the page (SectionsOnPage). */
const sectionIdOf: Partial<Record<PageSection['blockType'], string>> = {
  hero: sectionIds.home,
  serviceCards: sectionIds.services,
  about: sectionIds.about,
  testimonials: sectionIds.testimonials,
  contactForm: sectionIds.contact,
}

const promotionSection = 'bg-white py-20 sm:py-24'

function Section({ section, settings, landing, sendForm }: Omit<Props, 'sections'> & { section: PageSection }) {
  const medicareDisclaimer = settings.medicare?.disclaimer ?? null
  switch (section.blockType) {
    case 'hero':
      return <Hero hero={section} image={section.image} />
    case 'trustStrip':
      return <TrustStrip stats={withRating(section.stats, settings.rating)} label={copy.trustLabel} />
    case 'serviceCards': {
      const chosen = section.services.length ? section.services : landing.services
      return (
        <ServiceCards
          intro={section}
          services={offeredServices(chosen, Boolean(medicareDisclaimer))}
          medicareDisclaimer={medicareDisclaimer}
        />
      )
    }
    case 'promotion':
      return (
        <section aria-label={copy.promotionsLabel} className={promotionSection}>
          <div className="container">
            <EnrollmentCard promotion={section} timeZone={settings.timeZone} lastDay={section.lastDay} />
          </div>
        </section>
      )
    case 'medicarePromotion':
      // The agency does not offer Medicare (no disclaimer): the section is not shown.
      if (!medicareDisclaimer) return null
      return (
        <section aria-label={copy.promotionsLabel} className={promotionSection}>
          <div className="container">
            <MedicareCard promotion={section} disclaimer={medicareDisclaimer} />
          </div>
        </section>
      )
    case 'insurers':
      return <InsurerCarousel intro={section} insurers={landing.insurers} />
    case 'about':
      return <About about={section} />
    case 'testimonials':
      return (
        <Testimonials
          intro={{ ...section, summary: withRating(section.summary, settings.rating) }}
          testimonials={section.testimonials.length ? section.testimonials : landing.testimonials}
        />
      )
    case 'contactForm':
      return <Contact contact={section} settings={settings} sendForm={sendForm} preselectedInsuranceType={section.insuranceType ?? ''} />
    case 'licensedStates':
      return <LicensedStates panel={section} states={landing.licensedStates} />
    case 'faq':
      return <FaqSection block={section} />
    case 'richText':
      return <RichTextSection block={section} />
    case 'callToAction':
      return <CallToActionBand block={section} settings={settings} />
    case 'booking':
      return <BookingBand block={section} settings={settings} />
  }
}

/** A campaign page's sections, each with the component that renders it on the landing. */
export function RenderBlocks({ sections, ...shared }: Props) {
  const ownSections = sections.flatMap((section) => sectionIdOf[section.blockType] ?? [])
  return (
    <SectionsOnPage ids={ownSections}>
      {sections.map((section, index) => (
        <SectionBoundary key={section.id ?? index}>
          <Section section={section} {...shared} />
        </SectionBoundary>
      ))}
      <FaqJsonLd blocks={sections.filter((section): section is FaqBlock => section.blockType === 'faq')} />
    </SectionsOnPage>
  )
}
