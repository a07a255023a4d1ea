import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { publishedContentAccess } from '../access/published-content'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { legalDocumentTitles } from '../copy/site'
import { nextLastUpdated } from '../lib/last-updated'
import { legalDocumentSlugs } from '../lib/legal-document-slugs.mjs'
import { previewUrl } from '../lib/preview-url'
import { loadAgencyTimeZone } from '../settings/agency-settings'
import { refuseDeletingLegalDocuments, refuseUnpublishing } from './hooks/guard-legal-documents'
import { refusePublishingNoticeWithoutCoordinator } from './hooks/notice-needs-coordinator'
import { languageNoticeBlock } from './LanguageNoticeBlock'

/** Every save of an existing document moves 'última actualización' to today (agency time) unless staff set it by hand. */
const stampLastUpdated: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const timeZone = await loadAgencyTimeZone(req.payload, req)
  return { ...data, lastUpdated: nextLastUpdated(data.lastUpdated, originalDoc?.lastUpdated, new Date(), timeZone) }
}

export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: { singular: 'Documento legal', plural: 'Documentos legales' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
    group: 'Contenido del sitio',
    preview: (doc) => (typeof doc.slug === 'string' ? previewUrl(`/${doc.slug}`) : null),
    components: { edit: { UnpublishButton: '/components/admin/LegalUnpublishNote' } },
  },
  // A copy would need its own page (slug), and every page already has its document.
  disableDuplicate: true,
  versions: { drafts: true, maxPerDoc: 20 },
  // The site needs every document: staff never delete one, and refuseDeletingLegalDocuments
  // stops admins too (deleting drops the versions the page falls back on).
  access: publishedContentAccess,
  hooks: {
    ...revalidationHooks(contentTags.legalDocuments),
    beforeOperation: [refuseUnpublishing],
    beforeChange: [stampLastUpdated, refusePublishingNoticeWithoutCoordinator],
    beforeDelete: [refuseDeletingLegalDocuments],
  },
  fields: [
    {
      name: 'slug',
      label: 'Página',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: legalDocumentSlugs.map((slug) => ({ label: `${legalDocumentTitles[slug]} (/${slug})`, value: slug })),
      admin: { position: 'sidebar' },
    },
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 120 },
    {
      name: 'lastUpdated',
      label: 'Última actualización',
      type: 'date',
      required: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'Se pone la fecha de hoy al guardar, salvo que la cambie usted en ese mismo guardado.',
      },
    },
    {
      name: 'body',
      label: 'Contenido',
      type: 'richText',
      required: true,
      editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [languageNoticeBlock] })] }),
    },
  ],
}
