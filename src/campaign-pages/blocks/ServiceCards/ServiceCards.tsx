import { Icon } from '@/components/icons/Icon'
import { SectionLink } from '@/components/layout/SectionLink'
import { CmsImage } from '@/components/ui/CmsImage'
import type { LandingCopy, Service } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'
import { marketsMedicare } from '@/lib/medicare-services'

import { SectionHeader } from '../SectionHeader'
import { tone } from '../tones'

const quoteButtonClasses = 'flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-white'

type Props = {
  intro: LandingCopy['servicesIntro']
  services: Service[]
  /** CMS's disclaimer, shown on the Medicare card; null when the agency offers no Medicare. */
  medicareDisclaimer: string | null
}

export function ServiceCards({ intro, services, medicareDisclaimer }: Props) {
  return (
    <section id={sectionIds.services} tabIndex={-1} aria-labelledby="servicios-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container">
        <SectionHeader id="servicios-title" heading={intro.heading} subtitle={intro.subtitle} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {services.map((service) => {
            const colours = tone(service.buttonColor)
            const iconColours = tone(service.iconColor)
            return (
              <li
                key={service.slug}
                className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200"
              >
                <span className={`h-1.5 w-full ${colours.bar}`} aria-hidden="true" />
                {service.image && (
                  <CmsImage
                    src={service.image.url}
                    alt={service.image.alt}
                    width={service.image.width}
                    height={service.image.height}
                    sizes="(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw"
                    className="aspect-[16/9] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-6 sm:p-7">
                  <span className={`inline-flex h-14 w-14 items-center justify-center rounded-xl ${iconColours.icon}`}>
                    <Icon name={service.icon} className="h-7 w-7" />
                  </span>
                  <h3 className="mt-5 font-display text-xl font-bold text-brand-950">{service.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink-muted">{service.description}</p>
                  <ul className="mt-5 space-y-3">
                    {service.features.map((feature) => (
                      <li key={feature} className="feature-item">
                        <Icon name="check" className="feature-check" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {medicareDisclaimer && marketsMedicare(service) && (
                    <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-ink-muted">{medicareDisclaimer}</p>
                  )}
                  <div className="mt-auto pt-7">
                    <SectionLink
                      section={sectionIds.contact}
                      className={`${quoteButtonClasses} ${colours.button}`}
                      aria-label={`${copy.serviceQuote}: ${service.title}`}
                    >
                      {copy.serviceQuote}
                    </SectionLink>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
