import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RichTextSection } from '@/campaign-pages/blocks/RichText/RichTextSection'
import type { RichTextBlock } from '@/payload-types'

import { bulletList, editorState, heading, internalLink, link, paragraph, text } from '../../../support/lexical-state'

const block: RichTextBlock = {
  blockType: 'richText',
  content: editorState(
    heading('h1', 'Qué cubre Medicare'),
    paragraph(text('La Parte A cubre '), text('hospitalización', { bold: true }), text('.')),
    heading('h3', 'Partes de Medicare'),
    bulletList('Parte A', 'Parte B', 'Parte D'),
    paragraph(link('https://www.medicare.gov/', 'Más en Medicare.gov')),
  ),
}

describe('the rich text block', () => {
  it('keeps the page title the only h1: an h1 written in the editor becomes an h2, lower headings keep their level', () => {
    render(<RichTextSection block={block} />)
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([])
    expect(screen.getByRole('heading', { level: 2, name: 'Qué cubre Medicare' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Partes de Medicare' })).toBeTruthy()
  })

  it('renders paragraphs, bold, lists and links as the editor wrote them', () => {
    render(<RichTextSection block={block} />)
    expect(screen.getByText('hospitalización').tagName).toBe('STRONG')
    expect(screen.getByText(/La Parte A cubre/).textContent).toBe('La Parte A cubre hospitalización.')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Parte A', 'Parte B', 'Parte D'])
    expect(screen.getByRole('link', { name: 'Más en Medicare.gov' }).getAttribute('href')).toBe('https://www.medicare.gov/')
  })
})

describe('links in rich text', () => {
  const linked = (...links: ReturnType<typeof link>[]): RichTextBlock => ({
    blockType: 'richText',
    content: editorState(paragraph(...links)),
  })
  const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

  it('lead to the address of the page or legal document staff linked to', () => {
    render(
      <RichTextSection
        block={linked(
          internalLink('pages', { id: 3, slug: 'medicare-florida' }, 'Medicare en Florida'),
          internalLink('legal-documents', { id: 1, slug: 'privacy-policy' }, 'Política de Privacidad'),
        )}
      />,
    )
    expect(hrefOf('Medicare en Florida')).toBe('/medicare-florida')
    expect(hrefOf('Política de Privacidad')).toBe('/privacy-policy')
  })

  it('stay on the page when the linked document has no public address or was not filled in', () => {
    render(<RichTextSection block={linked(internalLink('contacts', { id: 7 }, 'Un contacto'), internalLink('pages', 3, 'Sin datos'))} />)
    expect(hrefOf('Un contacto')).toBe('#')
    expect(hrefOf('Sin datos')).toBe('#')
  })

  it('that open a new tab say so to a screen reader', () => {
    render(<RichTextSection block={linked(link('https://www.healthcare.gov/', 'HealthCare.gov', { newTab: true }))} />)
    const outside = screen.getByRole('link', { name: 'HealthCare.gov (se abre en una nueva pestaña)' })
    expect([outside.getAttribute('href'), outside.getAttribute('target'), outside.getAttribute('rel')]).toEqual([
      'https://www.healthcare.gov/',
      '_blank',
      'noopener noreferrer',
    ])
  })
})
