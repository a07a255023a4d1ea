import type { Field } from 'payload'

import { cmsIconOptions } from '../../lib/cms-icons'
import { dropEmptyStatRows, requiredUnlessRowEmpty } from './optional-stat-rows'

/** The field shapes the landing's sections share with the page blocks that render them. */
export const text = (name: string, label: string, maxLength = 200): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength,
})

export const paragraph = (name: string, label: string, maxLength = 600): Field => ({
  name,
  label,
  type: 'textarea',
  required: true,
  maxLength,
})

/**
 * `optional`: the section reads well without figures (the testimonials), so none is asked for and a
 * row left empty is dropped on save (optional-stat-rows.ts) rather than refusing the page.
 */
export const stats = (name: string, label: string, { optional = false } = {}): Field => {
  const rowField = (field: Field): Field => (optional ? ({ ...field, required: false, validate: requiredUnlessRowEmpty } as Field) : field)
  return {
    name,
    label,
    type: 'array',
    required: !optional,
    minRows: optional ? 0 : 1,
    maxRows: 6,
    labels: { singular: 'Cifra', plural: 'Cifras' },
    ...(optional ? { hooks: { beforeValidate: [dropEmptyStatRows] } } : {}),
    fields: [
      rowField({
        ...text('value', 'Valor', 20),
        admin: { description: 'Escriba {calificacion} para mostrar la calificación de «Datos de la agencia».' },
      } as Field),
      rowField(text('label', 'Etiqueta', 80)),
    ],
  }
}

export const heroFields: Field[] = [
  text('badge', 'Distintivo', 80),
  text('title', 'Título', 120),
  text('highlight', 'Texto destacado del título', 80),
  paragraph('subtitle', 'Subtítulo'),
  text('savingsNote', 'Nota de ahorro', 160),
  text('quoteButtonLabel', 'Botón de cotización', 40),
  text('callButtonLabel', 'Botón de llamada', 40),
]

export const headingFields: Field[] = [text('heading', 'Título', 120), paragraph('subtitle', 'Subtítulo')]

export const promotionFields: Field[] = [text('title', 'Título', 120), paragraph('text', 'Texto'), text('buttonLabel', 'Botón', 40)]

export const aboutFields: Field[] = [
  text('heading', 'Título', 120),
  paragraph('subtitle', 'Subtítulo', 1000),
  {
    name: 'pillars',
    label: 'Pilares',
    type: 'array',
    required: true,
    minRows: 3,
    maxRows: 3,
    labels: { singular: 'Pilar', plural: 'Pilares' },
    fields: [
      { name: 'icon', label: 'Icono', type: 'select', options: [...cmsIconOptions], required: true },
      text('title', 'Título', 80),
      paragraph('text', 'Texto'),
    ],
  },
]

export const testimonialsIntroFields: Field[] = [...headingFields, stats('summary', 'Cifras resumen', { optional: true })]

export const statesPanelFields: Field[] = [
  text('heading', 'Título', 120),
  paragraph('text', 'Texto', 1000),
  {
    name: 'assurances',
    label: 'Garantías',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 6,
    labels: { singular: 'Garantía', plural: 'Garantías' },
    fields: [text('title', 'Título', 80), paragraph('text', 'Texto', 300)],
  },
  text('badge', 'Distintivo', 160),
]
