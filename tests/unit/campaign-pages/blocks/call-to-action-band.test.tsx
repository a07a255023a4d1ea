import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { CallToActionBand } from '@/campaign-pages/blocks/CallToAction/CallToActionBand'
import type { CallToActionBlock } from '@/payload-types'
import { siteSettings } from '../../../support/site-settings'

const settings = siteSettings({ whatsApp: { number: '(305) 555-0199', href: 'https://wa.me/13055550199?text=Hola' } })

const block: CallToActionBlock = {
  blockType: 'callToAction',
  heading: '¿Tiene preguntas sobre Medicare?',
  text: 'Un agente licenciado le atiende gratis y en español.',
}

describe('the call-to-action band', () => {
  it('shows its heading and text', () => {
    render(<CallToActionBand block={block} settings={settings} />)
    const band = screen.getByRole('region', { name: '¿Tiene preguntas sobre Medicare?' })
    expect(within(band).getByRole('heading', { level: 2 }).textContent).toBe('¿Tiene preguntas sobre Medicare?')
    expect(within(band).getByText('Un agente licenciado le atiende gratis y en español.')).toBeTruthy()
  })

  it("calls the agency's phone from a button that says the number", () => {
    render(<CallToActionBand block={block} settings={settings} />)
    const call = screen.getByRole('link', { name: 'Llámanos al (305) 555-0100' })
    expect(call.getAttribute('href')).toBe('tel:+13055550100')
    expect(call.getAttribute('target')).toBeNull()
  })

  it('opens WhatsApp in a new tab, and says so to a screen reader', () => {
    render(<CallToActionBand block={block} settings={settings} />)
    const whatsApp = screen.getByRole('link', { name: 'Escríbenos por WhatsApp (se abre en una nueva pestaña)' })
    expect(whatsApp.getAttribute('href')).toBe('https://wa.me/13055550199?text=Hola')
    expect(whatsApp.getAttribute('target')).toBe('_blank')
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('has no WhatsApp button while the agency has no WhatsApp number', () => {
    render(<CallToActionBand block={block} settings={{ ...settings, whatsApp: null }} />)
    expect(screen.getAllByRole('link').map((item) => item.textContent)).toEqual(['Llámanos al (305) 555-0100'])
    expect(screen.queryByText(/WhatsApp/)).toBeNull()
  })
})
