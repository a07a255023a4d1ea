import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SectionBoundary } from '@/campaign-pages/blocks/SectionBoundary'
import { Testimonials } from '@/campaign-pages/blocks/Testimonials/Testimonials'
import { copy } from '@/copy/site'

/** A section drawn from a draft's empty statistic row, as before the guard. */
function Broken(): never {
  throw new TypeError("Cannot read properties of null (reading 'includes')")
}

const intro = { heading: 'Lo que dicen', subtitle: 'Nuestras familias' }

describe('a «Testimonios» section', () => {
  it('without statistics shows its testimonials and no empty list of figures', () => {
    render(<Testimonials intro={{ ...intro, summary: [] }} testimonials={[]} />)
    expect(screen.getByRole('heading', { name: 'Lo que dicen' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: copy.testimonialsSummaryLabel })).toBeNull()
  })
})

describe('a section that cannot be drawn', () => {
  it('says so in its place; the sections around it stay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <main>
        <SectionBoundary>
          <Broken />
        </SectionBoundary>
        <SectionBoundary>
          <p>Sección siguiente</p>
        </SectionBoundary>
      </main>,
    )
    expect(screen.getByRole('note').textContent).toContain('Sección incompleta')
    expect(screen.getByText('Sección siguiente')).toBeTruthy()
  })
})
