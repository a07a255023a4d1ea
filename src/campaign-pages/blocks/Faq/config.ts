import type { Block } from 'payload'

import { text } from '../fields'

export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Preguntas frecuentes', plural: 'Preguntas frecuentes' },
  fields: [
    text('heading', 'Título', 120),
    {
      name: 'questions',
      label: 'Preguntas',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Pregunta', plural: 'Preguntas' },
      fields: [text('question', 'Pregunta', 200), { name: 'answer', label: 'Respuesta', type: 'richText', required: true }],
    },
  ],
}
