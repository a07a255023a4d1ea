import { render as renderInPage, screen, within } from '@testing-library/react'
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Contact } from '@/campaign-pages/blocks/ContactForm/Contact'
import { Promotions } from '@/campaign-pages/blocks/Promotion/Promotions'
import { ServiceCards } from '@/campaign-pages/blocks/ServiceCards/ServiceCards'
import { Footer } from '@/components/layout/Footer'
import type { LandingCopy, Service, SiteSettings } from '@/content/types'
import { idleContactForm } from '@/leads/intake/contact-form-state'
import { siteSettings } from '../../../support/site-settings'

// Section links (SectionLink) ask Next's router for the page they are on; no test here follows one.
const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }
const render = (ui: ReactNode) =>
  renderInPage(<AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{ui}</AppRouterContext.Provider>)

const disclaimer = 'No ofrecemos todos los planes disponibles en su área. Actualmente representamos a 4 organizaciones…'

const settings = siteSettings({
  whatsApp: { number: '(305) 555-0100', href: 'https://wa.me/13055550100?text=Hola' },
  medicare: { disclaimer },
})
const without = (changes: Partial<SiteSettings>): SiteSettings => ({ ...settings, ...changes })

const service = (slug: string, title: string): Service => ({
  slug,
  title,
  description: `${title}: descripción`,
  icon: 'heart',
  buttonColor: 'red',
  iconColor: 'red',
  features: ['Uno', 'Dos', 'Tres'],
  image: null,
})
const services = [service('obamacare', 'Obamacare ACA'), service('medicare', 'Medicare')]
const promo = { title: 'Promo', text: 'Texto', buttonLabel: 'Ir' }
const contactCopy = { heading: 'Contáctanos Hoy', subtitle: 'Estamos aquí' } as LandingCopy['contact']
const intro = { heading: 'Nuestros Servicios', subtitle: 'Todo' } as LandingCopy['servicesIntro']

describe('the Medicare disclaimer', () => {
  it('is on the Medicare card only, in the Medicare promo and in the footer while the agency offers Medicare', () => {
    render(
      <>
        <ServiceCards intro={intro} services={services} medicareDisclaimer={disclaimer} />
        <Promotions
          enrollment={promo}
          medicare={{ ...promo, title: '¿Tienes 65 años o más?' }}
          medicareDisclaimer={disclaimer}
          timeZone={settings.timeZone}
        />
        <Footer settings={settings} serviceTitles={['Obamacare ACA', 'Medicare']} />
      </>,
    )
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'))
    expect(within(cards[1]).getByText(disclaimer)).toBeTruthy()
    expect(within(cards[0]).queryByText(disclaimer)).toBeNull()
    const promoPanel = screen.getByRole('heading', { name: '¿Tienes 65 años o más?' }).closest('article')!
    expect(within(promoPanel).getByText(disclaimer)).toBeTruthy()
    expect(within(screen.getByRole('contentinfo')).getByText(disclaimer)).toBeTruthy()
  })

  it('goes, with the Medicare card and promo, when the agency turns Medicare off', () => {
    render(
      <>
        <ServiceCards intro={intro} services={services.filter((item) => item.slug !== 'medicare')} medicareDisclaimer={null} />
        <Promotions
          enrollment={promo}
          medicare={{ ...promo, title: '¿Tienes 65 años o más?' }}
          medicareDisclaimer={null}
          timeZone={settings.timeZone}
        />
        <Footer settings={without({ medicare: null })} serviceTitles={['Obamacare ACA']} />
      </>,
    )
    expect(screen.queryByText(/No ofrecemos todos los planes/)).toBeNull()
    expect(screen.queryByRole('heading', { name: '¿Tienes 65 años o más?' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Aviso sobre Medicare' })).toBeNull()
  })
})

describe('the WhatsApp link', () => {
  it('is in the contact section and the footer, opening the chat in a new tab', () => {
    render(
      <>
        <Contact contact={contactCopy} settings={settings} sendForm={async () => idleContactForm} />
        <Footer settings={settings} serviceTitles={[]} />
      </>,
    )
    const links = screen.getAllByRole('link', { name: /Escríbenos por WhatsApp/ })
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('https://wa.me/13055550100?text=Hola')
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('is not shown without a WhatsApp number', () => {
    render(
      <>
        <Contact contact={contactCopy} settings={without({ whatsApp: null })} sendForm={async () => idleContactForm} />
        <Footer settings={without({ whatsApp: null })} serviceTitles={[]} />
      </>,
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    expect(screen.queryByText('WhatsApp')).toBeNull()
  })
})

describe('the «Agendar una cita» link', () => {
  it('is in the contact section and the footer, to the booking pages', () => {
    render(
      <>
        <Contact contact={contactCopy} settings={settings} sendForm={async () => idleContactForm} />
        <Footer settings={settings} serviceTitles={[]} />
      </>,
    )
    const links = screen.getAllByRole('link', { name: 'Agendar una cita' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link.getAttribute('href')).toBe('/citas')
  })

  it('disappears while the agency has booking turned off', () => {
    render(
      <>
        <Contact contact={contactCopy} settings={without({ bookingEnabled: false })} sendForm={async () => idleContactForm} />
        <Footer settings={without({ bookingEnabled: false })} serviceTitles={[]} />
      </>,
    )
    expect(screen.queryByRole('link', { name: 'Agendar una cita' })).toBeNull()
  })
})
