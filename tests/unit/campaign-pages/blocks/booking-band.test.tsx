import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BookingBand } from '@/campaign-pages/blocks/Booking/BookingBand'
import type { BookingBlock } from '@/payload-types'
import { siteSettings } from '../../../support/site-settings'

const settings = siteSettings({ whatsApp: { number: '(305) 555-0199', href: 'https://wa.me/13055550199?text=Hola' } })

const block: BookingBlock = {
  blockType: 'booking',
  heading: '¿Prefieres hablar con un agente?',
  text: 'Agenda una cita por teléfono, en la oficina o por video.',
  topic: 'medicare',
}

describe('the booking block', () => {
  it('links to the booking pages with the topic staff chose', () => {
    render(<BookingBand block={block} settings={settings} />)
    const region = screen.getByRole('region', { name: '¿Prefieres hablar con un agente?' })
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
