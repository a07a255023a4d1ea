import { render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FaqSection } from '@/campaign-pages/blocks/Faq/FaqSection'
import type { FaqBlock } from '@/payload-types'

import { bulletList, editorState, heading, link, paragraph, text } from '../../../support/lexical-state'

const block: FaqBlock = {
  blockType: 'faq',
  heading: 'Preguntas frecuentes sobre Medicare',
  questions: [
    {
      question: '¿Cuándo puedo inscribirme en Medicare?',
      answer: editorState(paragraph(text('Del '), text('15 de octubre al 7 de diciembre', { bold: true }), text(' cada año.'))),
    },
    {
      question: '¿Cuánto cuesta la asesoría?',
      answer: editorState(
        heading('h1', 'Sin costo'),
        heading('h2', 'Para usted'),
        paragraph(text('Nada. Vea '), link('https://www.medicare.gov/', 'Medicare.gov'), text('.')),
        bulletList('Sin compromiso', 'En español'),
      ),
    },
  ],
}

describe('the FAQ block', () => {
  it('has the block heading as its section heading, named by it', () => {
    render(<FaqSection block={block} />)
    const section = screen.getByRole('region', { name: 'Preguntas frecuentes sobre Medicare' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Preguntas frecuentes sobre Medicare' })).toBeTruthy()
  })

  it('shows each question as a native disclosure, closed, with its answer already in the server HTML', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToStaticMarkup(<FaqSection block={block} />)
    const disclosures = [...page.querySelectorAll('details')]
    expect(disclosures.map((details) => details.querySelector(':scope > summary')?.textContent)).toEqual([
      '¿Cuándo puedo inscribirme en Medicare?',
      '¿Cuánto cuesta la asesoría?',
    ])
    expect(disclosures.every((details) => !details.open)).toBe(true)
    expect(disclosures[0].textContent).toContain('Del 15 de octubre al 7 de diciembre cada año.')
    expect(disclosures[0].querySelector('strong')?.textContent).toBe('15 de octubre al 7 de diciembre')
    expect(page.querySelector('script')).toBeNull()
  })

  it('renders the answers rich text: its links, its lists, its headings below the section heading', () => {
    render(<FaqSection block={block} />)
    const answer = screen.getByText('¿Cuánto cuesta la asesoría?').closest('details')!
    expect(within(answer).getByRole('link', { name: 'Medicare.gov' }).getAttribute('href')).toBe('https://www.medicare.gov/')
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sin compromiso', 'En español'])
    expect(within(answer).getByRole('heading', { name: 'Sin costo' }).tagName).toBe('H3')
    expect(within(answer).getByRole('heading', { name: 'Para usted' }).tagName).toBe('H3')
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([])
  })

  it('gives two FAQ blocks on one page distinct section names', () => {
    render(
      <>
        <FaqSection block={block} />
        <FaqSection block={{ ...block, heading: 'Preguntas sobre Obamacare' }} />
      </>,
    )
    expect(screen.getByRole('region', { name: 'Preguntas frecuentes sobre Medicare' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Preguntas sobre Obamacare' })).toBeTruthy()
  })
})
