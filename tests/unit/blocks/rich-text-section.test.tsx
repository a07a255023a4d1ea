import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RichTextSection } from '@/blocks/RichText/RichTextSection'
import type { RichTextBlock } from '@/payload-types'

import { bulletList, editorState, heading, link, paragraph, text } from './lexical-state'

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
