import type { CollectionConfig } from 'payload'

import { authenticated } from '../access/authenticated'
import { contentTags } from '../content/tags'
import { revalidationHooks } from '../content/revalidate'

export const legalDocumentSlugs = ['privacy-policy', 'terms-of-service', 'legal-notice'] as const
export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number]

export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: { singular: 'Documento legal', plural: 'Documentos legales' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
    group: 'Contenido del sitio',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: ({ req }) => (req.user ? true : { _status: { equals: 'published' } }),
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  hooks: revalidationHooks(contentTags.legalDocuments),
  fields: [
    {
      name: 'slug',
      label: 'Página',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: [
        { label: 'Política de Privacidad (/privacy-policy)', value: 'privacy-policy' },
        { label: 'Términos y Condiciones (/terms-of-service)', value: 'terms-of-service' },
        { label: 'Aviso Legal (/legal-notice)', value: 'legal-notice' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 120 },
    {
      name: 'lastUpdated',
      label: 'Última actualización',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    { name: 'body', label: 'Contenido', type: 'richText', required: true },
  ],
}
