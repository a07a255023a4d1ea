import type { Field, GlobalConfig } from 'payload'

import { authenticated } from '../access/authenticated'
import { revalidateGlobalAfterChange } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { cmsIconOptions } from '../lib/cms-icons'
import { previewUrl } from '../lib/preview-url'

const text = (name: string, label: string, maxLength = 200): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength,
})
const paragraph = (name: string, label: string, maxLength = 600): Field => ({
  name,
  label,
  type: 'textarea',
  required: true,
  maxLength,
})
const stats = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 6,
  labels: { singular: 'Cifra', plural: 'Cifras' },
  fields: [text('value', 'Valor', 20), text('label', 'Etiqueta', 80)],
})

export const Landing: GlobalConfig = {
  slug: 'landing',
  label: 'Página de inicio',
  admin: { group: 'Contenido del sitio', preview: () => previewUrl('/') },
  versions: { drafts: true, max: 20 },
  access: {
    read: ({ req }) => (req.user ? true : { _status: { equals: 'published' } }),
    update: authenticated,
  },
  hooks: { afterChange: [revalidateGlobalAfterChange(contentTags.landing)] },
  fields: [
    {
      name: 'hero',
      label: 'Portada',
      type: 'group',
      fields: [
        text('badge', 'Distintivo', 80),
        text('title', 'Título', 120),
        text('highlight', 'Texto destacado del título', 80),
        paragraph('subtitle', 'Subtítulo'),
        text('savingsNote', 'Nota de ahorro', 160),
        text('quoteButtonLabel', 'Botón de cotización', 40),
        text('callButtonLabel', 'Botón de llamada', 40),
      ],
    },
    stats('trustStats', 'Franja de confianza'),
    {
      name: 'servicesIntro',
      label: 'Encabezado de servicios',
      type: 'group',
      fields: [text('heading', 'Título', 120), paragraph('subtitle', 'Subtítulo')],
    },
    {
      name: 'specialEnrollment',
      label: 'Promoción: inscripción especial',
      type: 'group',
      fields: [text('title', 'Título', 120), paragraph('text', 'Texto'), text('buttonLabel', 'Botón', 40)],
    },
    {
      name: 'medicarePromo',
      label: 'Promoción: Medicare',
      type: 'group',
      fields: [text('title', 'Título', 120), paragraph('text', 'Texto'), text('buttonLabel', 'Botón', 40)],
    },
    {
      name: 'insurersIntro',
      label: 'Encabezado de aseguradoras',
      type: 'group',
      fields: [text('heading', 'Título', 120), paragraph('subtitle', 'Subtítulo')],
    },
    {
      name: 'about',
      label: 'Nosotros',
      type: 'group',
      fields: [
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
      ],
    },
    {
      name: 'testimonialsIntro',
      label: 'Testimonios',
      type: 'group',
      fields: [text('heading', 'Título', 120), paragraph('subtitle', 'Subtítulo'), stats('summary', 'Cifras resumen')],
    },
    {
      name: 'contact',
      label: 'Contacto',
      type: 'group',
      fields: [text('heading', 'Título', 120), paragraph('subtitle', 'Subtítulo')],
    },
    {
      name: 'statesPanel',
      label: 'Estados licenciados',
      type: 'group',
      fields: [
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
      ],
    },
  ],
}
