import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

/** Spanish labels over the plugin's English ones (its interface texts have a Spanish translation). */
const spanishLabels: Record<string, string> = {
  overview: 'Resumen',
  title: 'Título para buscadores',
  description: 'Descripción para buscadores',
}

const inSpanish = (field: Field): Field =>
  'name' in field && spanishLabels[field.name] ? { ...field, label: spanishLabels[field.name] } : field

/** The search-result preview is left out: its link has no name until a title is written (the admin's accessibility check). */
const withoutPreview = (field: Field) => !('name' in field && field.name === 'preview')

/**
 * Payload's official SEO fields (a «SEO» group: title and description for search engines, with
 * their length checks), on the pages that staff write: the legal documents; the campaign pages
 * will add their collection here. The site uses them when filled in (src/app/(site)/legal/[slug]).
 */
export const seo = seoPlugin({
  collections: ['legal-documents'],
  fields: ({ defaultFields }) => defaultFields.filter(withoutPreview).map(inSpanish),
  generateTitle: ({ doc }) => (typeof doc?.title === 'string' ? doc.title : ''),
})
