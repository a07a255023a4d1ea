import Link from 'next/link'

import { Icon } from '@/components/icons/Icon'
import type { SiteSettings } from '@/content/types'
import { BOOKING_LINK_LABEL } from '@/copy/booking'
import { copy, legalLinks, sectionIds } from '@/copy/site'
import { telHref } from '@/lib/phone'
import { BOOKING_PAGES_PATH as BOOKING_PATH } from '@/lib/request-body-limits.mjs'
import { socialNetworkName } from '@/lib/social-networks'
import { LogoMark } from './Logo'
import { SectionLink } from './SectionLink'

export function Footer({ settings, serviceTitles }: { settings: SiteSettings; serviceTitles: string[] }) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 font-display text-lg font-extrabold leading-tight text-white">
            <LogoMark className="h-10 w-10 shrink-0" />
            {settings.agencyName}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{copy.footer.about}</p>
          {settings.socialLinks.length > 0 && (
            <>
              <h2 className="footer-heading mt-6">{copy.footer.socialHeading}</h2>
              <ul className="mt-3 flex gap-3">
                {settings.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                      aria-label={`${socialNetworkName(link.network)} ${copy.footer.newTab}`}
                    >
                      <Icon name={link.network} className="h-5 w-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div>
          <h2 className="footer-heading">{copy.footer.servicesHeading}</h2>
          <ul className="mt-4 space-y-3">
            {serviceTitles.map((title) => (
              <li key={title}>
                <SectionLink section={sectionIds.services} className="footer-link">
                  {title}
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{copy.footer.legalHeading}</h2>
          <ul className="mt-4 space-y-3">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{copy.footer.contactHeading}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
              <a href={telHref(settings.phone)} className="footer-link">
                {settings.phone}
              </a>
            </li>
            {settings.whatsApp && (
              <li className="flex gap-3">
                <Icon name="whatsapp" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
                <a href={settings.whatsApp.href} target="_blank" rel="noopener noreferrer" className="footer-link">
                  {copy.whatsApp.linkText}
                  <span className="sr-only"> {copy.footer.newTab}</span>
                </a>
              </li>
            )}
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
              <a href={`mailto:${settings.email}`} className="footer-link break-all">
                {settings.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="mapPin" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
              <address className="not-italic">{settings.address}</address>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
              <span>{settings.officeHours}</span>
            </li>
            {settings.bookingEnabled && (
              <li className="flex gap-3">
                <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-accent-100" />
                <a href={BOOKING_PATH} className="footer-link font-semibold">
                  {BOOKING_LINK_LABEL}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      {settings.medicare && (
        <div className="border-t border-white/10">
          <div className="container py-6">
            <h2 className="footer-heading">{copy.medicareDisclaimerLabel}</h2>
            <p className="mt-2 max-w-4xl text-sm leading-relaxed text-brand-100">{settings.medicare.disclaimer}</p>
          </div>
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {copy.footer.copyrightYear} {settings.agencyName}. {copy.footer.rights}
          </p>
          <a
            href={settings.agentPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={
              'inline-flex items-center gap-2 self-start rounded-md border border-white/30 px-4 py-2 ' +
              'font-semibold text-white hover:bg-white/10'
            }
          >
            <Icon name="users" className="h-4 w-4" />
            {copy.footer.agentPortal}
            <span className="sr-only"> {copy.footer.newTab}</span>
          </a>
        </div>
      </div>
    </footer>
  )
}
