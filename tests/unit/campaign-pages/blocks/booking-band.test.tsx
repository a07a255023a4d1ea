import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BookingBand } from '@/campaign-pages/blocks/Booking/BookingBand'
import type { SiteSettings } from '@/content/types'
import type { BookingBlock } from '@/payload-types'

const settings: SiteSettings = {
  agencyName: 'Agencia de Seguros Salud Latina',
  phone: '(305) 555-0100',
  email: 'contacto@agencia.example',
  address: '1234 Calle Ejemplo, Suite 100, Miami, FL 33101',
  webAddress: 'https://www.agencia.example',
  officeHours: 'Lunes a Viernes 8:00 AM – 6:00 PM',
  agentPortalUrl: 'https://portal.agencia.example',
  socialLinks: [],
  whatsApp: { number: '(305) 555-0199', href: 'https://wa.me/13055550199?text=Hola' },
  medicare: null,
  shareImage: null,
  voice: { publicKey: '', assistantId: '' },
  timeZone: 'America/New_York',
  rating: '4.8/5',
  grievanceCoordinator: null,
  bookingEnabled: true,
}

const block: BookingBlock = {
  blockType: 'booking',
  heading: '¿Prefiere hablar con un agente?',
  text: 'Agende una cita por teléfono, en la oficina o por video.',
  topic: 'medicare',
}

describe('the booking block', () => {
  it('links to the booking pages with the topic staff chose', () => {
    render(<BookingBand block={block} settings={settings} />)
    const region = screen.getByRole('region', { name: '¿Prefiere hablar con un agente?' })
    const link = screen.getByRole('link', { name: 'Agendar una cita' })
    expect(region.contains(link)).toBe(true)
    expect(link.getAttribute('href')).toBe('/citas?tema=medicare')
  })

  it('disappears while the agency has booking turned off', () => {
    const { container } = render(<BookingBand block={{ ...block, topic: null }} settings={{ ...settings, bookingEnabled: false }} />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('link', { name: 'Agendar una cita' })).toBeNull()
  })
})
