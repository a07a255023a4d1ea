import { render, screen } from '@testing-library/react'
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { describe, expect, it, vi } from 'vitest'

import { LegalView } from '@/app/(site)/_views/LegalView'
import type { LegalDocument, SiteSettings } from '@/content/types'

import { editorState, heading, paragraph, text } from '../../support/lexical-state'

// The legal page shares the rich-text heading rule with the blocks (src/components/rich-text).
const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }

const settings = {
  phone: '(305) 555-0100',
  email: 'contacto@agencia.example',
  webAddress: 'https://www.agencia.example',
} as SiteSettings

const notice = {
  type: 'block',
  version: 2,
  format: '',
  fields: { id: '0123456789abcdef01234567', blockName: '', blockType: 'languageNotice', language: 'ar', text: 'اتصل على {telefono}' },
}

const document: LegalDocument = {
  slug: 'legal-notice',
  title: 'Aviso Legal',
  lastUpdated: '2026-01-15T00:00:00.000Z',
  meta: {},
  body: editorState(heading('h1', 'Titular del sitio'), heading('h3', 'Licencias'), paragraph(text('Texto.')), notice),
}

describe('the legal page body', () => {
  it('keeps the title the only h1, lower headings at their level, and the language notices with the phone', () => {
    render(
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <LegalView document={document} settings={settings} />
      </AppRouterContext.Provider>,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((item) => item.textContent)).toEqual(['Aviso Legal'])
    expect(screen.getByRole('heading', { level: 2, name: 'Titular del sitio' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Licencias' })).toBeTruthy()
    const tagline = screen.getByText(/اتصل على/)
    expect([tagline.getAttribute('lang'), tagline.getAttribute('dir')]).toEqual(['ar', 'rtl'])
    expect(tagline.querySelector('a')?.getAttribute('href')).toBe('tel:+13055550100')
  })
})
