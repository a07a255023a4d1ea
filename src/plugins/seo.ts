import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, TextFieldSingleValidation } from 'payload'

import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '../lib/seo-text'

/** Spanish labels over the plugin's English ones (its interface texts have a Spanish translation). */
const spanishLabels: Partial<Record<string, string>> = {
  overview: 'Resumen',
  title: 'Título para buscadores',
  description: 'Descripción para buscadores',
  image: 'Imagen para compartir',
}

/** The lengths search engines show uncut (src/lib/seo-text.ts), as the other routes keep them. */
const lengthRules: Partial<Record<string, TextFieldSingleValidation>> = {
  title: (value) =>
    !value || value.length <= MAX_TITLE_LENGTH ? true : `Use como máximo ${MAX_TITLE_LENGTH} caracteres (tiene ${value.length}).`,
  description: (value) =>
    !value || (value.length >= MIN_DESCRIPTION_LENGTH && value.length <= MAX_DESCRIPTION_LENGTH)
      ? true
      : `Use entre ${MIN_DESCRIPTION_LENGTH} y ${MAX_DESCRIPTION_LENGTH} caracteres (tiene ${value.length}).`,
}

/**
 * The plugin's hints («Debe tener entre … y … caracteres», its length bar and «comprobaciones
 * correctas») read these bounds; left unset they say 50–60 and 100–150, which neither the checks
 * above nor docs/campaign-pages.md ask for. A title has no minimum: 1 (the plugin treats 0 as unset).
 */
const titleLengths = { minLength: 1, maxLength: MAX_TITLE_LENGTH }
const descriptionLengths = { minLength: MIN_DESCRIPTION_LENGTH, maxLength: MAX_DESCRIPTION_LENGTH }
const hintLengths: Partial<Record<string, typeof titleLengths>> = { title: titleLengths, description: descriptionLengths }

/** The overview's checks, on the same bounds. */
function withOverviewLengths(field: Field): Field {
  const component = field.admin?.components && 'Field' in field.admin.components ? field.admin.components.Field : undefined
  if (!component || typeof component !== 'object' || !('clientProps' in component)) return field
  const clientProps = { ...component.clientProps, titleOverrides: titleLengths, descriptionOverrides: descriptionLengths }
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: { ...component, clientProps } } } } as Field
}

const spanishDescriptions: Partial<Record<string, string>> = {
  image: 'La imagen que muestran las redes sociales al compartir la página: 1200 × 630 px, menos de 500 KB.',
}

const inSpanish = (original: Field): Field => {
  if (!('name' in original)) return original
  const field = original.name === 'overview' ? (withOverviewLengths(original) as typeof original) : original
  const label = spanishLabels[field.name]
  const validate = lengthRules[field.name]
  const lengths = hintLengths[field.name]
  const description = spanishDescriptions[field.name]
  return {
    ...field,
    ...(label ? { label } : {}),
    ...(validate ? { validate } : {}),
    ...(lengths ?? {}),
    ...(description ? { admin: { ...field.admin, description } } : {}),
  } as Field
}

/** The search-result preview is left out: its link has no name until a title is written (the admin's accessibility check). */
const withoutPreview = (field: Field) => !('name' in field && field.name === 'preview')

const noIndex: Field = {
  name: 'noIndex',
  label: 'No indexar',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    description: 'Los buscadores no muestran esta página y no aparece en el mapa del sitio (por ejemplo, una página solo para un folleto).',
  },
}

/**
 * Payload's official SEO fields (a «SEO» group: title and description for search engines, with
 * their length checks, the share image and «No indexar»), on the pages that staff write: the
 * legal documents and the campaign pages. The site uses them when filled in.
 */
export const seo = seoPlugin({
  collections: ['legal-documents', 'pages'],
  uploadsCollection: 'media',
  fields: ({ defaultFields }) => [...defaultFields.filter(withoutPreview).map(inSpanish), noIndex],
  generateTitle: ({ doc }) => (typeof doc?.title === 'string' ? doc.title : ''),
})
