import type { ComponentProps } from 'react'
import { Icon } from '@/components/icons/Icon'
import type { LandingCopy, SiteSettings } from '@/content/types'
import { BOOKING_LINK_LABEL } from '@/copy/booking'
import { copy, sectionIds } from '@/copy/site'
import type { ContactFormAction, ContactFormState } from '@/leads/public'
import { ContactForm } from '@/leads/ui/ContactForm'
import { telHref } from '@/lib/phone'
import { BOOKING_PAGES_PATH as BOOKING_PATH } from '@/lib/request-body-limits.mjs'

import { SectionHeader } from '../SectionHeader'

/**
 * `sendForm`: the server action that answers the form sent without JavaScript (see ContactForm);
 * `answer`: the page's own answer before any submission (the thank-you page's success message).
 */
type Props = {
  contact: LandingCopy['contact']
  settings: SiteSettings
  sendForm: ContactFormAction
  preselectedInsuranceType?: ComponentProps<typeof ContactForm>['preselectedInsuranceType']
  answer?: ContactFormState
  /** 1 on /contacto, where the section is the page: its title is the page's h1. */
  headingLevel?: 1 | 2
}

export function Contact({ contact, settings, sendForm, preselectedInsuranceType, answer, headingLevel = 2 }: Props) {
  const Subheading = headingLevel === 1 ? 'h2' : 'h3'
  const details: { icon: string; label: string; value: string; href?: string; newTab?: boolean }[] = [
    { icon: 'phone', label: copy.phoneLabel, value: settings.phone, href: telHref(settings.phone) },
    ...(settings.whatsApp
      ? [{ icon: 'whatsapp', label: copy.whatsAppLabel, value: copy.whatsApp.linkText, href: settings.whatsApp.href, newTab: true }]
      : []),
    { icon: 'mail', label: copy.emailLabel, value: settings.email, href: `mailto:${settings.email}` },
    { icon: 'clock', label: copy.hoursLabel, value: settings.officeHours },
    { icon: 'mapPin', label: copy.addressLabel, value: settings.address },
  ]
  return (
    <section id={sectionIds.contact} tabIndex={-1} aria-labelledby="contacto-title" className="bg-white py-20 sm:py-24">
      <div className="container">
        <SectionHeader id="contacto-title" heading={contact.heading} subtitle={contact.subtitle} level={headingLevel} />
        <div className="mt-14 grid gap-8 lg:grid-cols-[0.8fr_1.2fr]">
          <aside className="rounded-3xl bg-brand-900 p-7 text-white shadow-card sm:p-9" aria-labelledby="contacto-datos">
            <Subheading id="contacto-datos" className="font-display text-2xl font-bold">
              {copy.contactDetailsHeading}
            </Subheading>
            <p className="mt-2 text-brand-100">{copy.contactDetailsText}</p>
            <ul className="mt-8 space-y-6">
              {details.map((detail) => (
                <li key={detail.label} className="flex gap-4">
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10">
                    <Icon name={detail.icon} className="h-5 w-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{detail.label}</p>
                    <p className="mt-0.5 break-words text-lg font-semibold">
                      {detail.href ? (
                        <a
                          href={detail.href}
                          className="underline-offset-4 hover:underline"
                          {...(detail.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {detail.value}
                          {detail.newTab && <span className="sr-only"> {copy.footer.newTab}</span>}
                        </a>
                      ) : (
                        detail.value
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {settings.bookingEnabled && (
              <a
                href={BOOKING_PATH}
                className={
                  'mt-8 inline-flex min-h-12 items-center gap-3 rounded-xl bg-white px-6 py-3 ' +
                  'text-lg font-bold text-brand-900 hover:bg-brand-50'
                }
              >
                <Icon name="clock" className="h-5 w-5 shrink-0" />
                {BOOKING_LINK_LABEL}
              </a>
            )}
          </aside>
          {/* On a phone the form's own card is the only frame: the room is the fields'. */}
          <div className="rounded-3xl bg-white sm:p-9 sm:shadow-card sm:ring-1 sm:ring-slate-200">
            <ContactForm
              action={sendForm}
              preselectedInsuranceType={preselectedInsuranceType}
              initialAnswer={answer}
              titleLevel={headingLevel === 1 ? 2 : 3}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
