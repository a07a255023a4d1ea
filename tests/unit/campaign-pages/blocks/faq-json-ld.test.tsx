// @vitest-environment node
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FaqJsonLd } from '@/campaign-pages/blocks/Faq/FaqJsonLd'
import { faqPageJsonLd } from '@/campaign-pages/blocks/Faq/faq-json-ld'
import type { FaqBlock } from '@/payload-types'
import { bulletList, editorState, link, paragraph, text } from '../../../support/lexical-state'
import { schemaOrgVocabulary } from '../../site/seo/schema-org-vocabulary'

const faq = (heading: string, ...questions: [string, FaqBlock['questions'][number]['answer']][]): FaqBlock => ({
  blockType: 'faq',
  heading,
  questions: questions.map(([question, answer]) => ({ question, answer })),
})

const medicare = faq(
  'Medicare',
  [
    '¿Cuándo me inscribo?',
    editorState(
      paragraph(text('Del '), text('15 de octubre', { bold: true }), text(' al 7 de diciembre.')),
      paragraph(text('Más en '), link('https://www.medicare.gov/', 'Medicare.gov'), text('.')),
    ),
  ],
  ['¿Qué necesito?', editorState(paragraph(text('Tenga a mano:')), bulletList('Su tarjeta de Medicare', 'Sus medicinas'))],
)
const obamacare = faq('Obamacare', ['¿Hay ayuda para pagar?', editorState(paragraph(text('Sí, según sus ingresos.')))])

const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })

function renderJsonLd(blocks: FaqBlock[]) {
  const html = renderToStaticMarkup(<FaqJsonLd blocks={blocks} />)
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1]
  return { html, data: json === undefined ? undefined : JSON.parse(json) }
}

describe('FAQPage JSON-LD', () => {
  it('gives each answer as plain text: bold and links as their words, paragraphs and list items on their own lines', () => {
    expect(faqPageJsonLd([medicare])?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: '¿Cuándo me inscribo?',
        acceptedAnswer: { '@type': 'Answer', text: 'Del 15 de octubre al 7 de diciembre.\n\nMás en Medicare.gov.' },
      },
      {
        '@type': 'Question',
        name: '¿Qué necesito?',
        acceptedAnswer: { '@type': 'Answer', text: 'Tenga a mano:\n\nSu tarjeta de Medicare\nSus medicinas' },
      },
    ])
  })

  it('merges every FAQ block of the page into one FAQPage, in page order', () => {
    const data = renderJsonLd([medicare, obamacare]).data
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.map((question: { name: string }) => question.name)).toEqual([
      '¿Cuándo me inscribo?',
      '¿Qué necesito?',
      '¿Hay ayuda para pagar?',
    ])
  })

  it('is absent from a page without FAQ', () => {
    expect(faqPageJsonLd([])).toBeNull()
    expect(renderToStaticMarkup(<FaqJsonLd blocks={[]} />)).toBe('')
  })

  it('passes a schema.org validator with no issue at all', async () => {
    const { html } = renderJsonLd([medicare, obamacare])
    expect(await new Validator(schemaOrgVocabulary()).validate(extractor.parse(html))).toEqual([])
  })

  it('cannot be broken out of by an answer or question that closes the script', () => {
    const attack = '</script><script>alert("xss")</script><!--'
    const { html, data } = renderJsonLd([faq('Ataque', [`¿${attack}?`, editorState(paragraph(text(attack)))])])
    expect(html.match(/<\/script/gi)).toHaveLength(1)
    expect(html.match(/<script/gi)).toHaveLength(1)
    expect(data.mainEntity[0].name).toBe(`¿${attack}?`)
    expect(data.mainEntity[0].acceptedAnswer.text).toBe(attack)
  })
})
