import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '../../access/published-content'
import { revalidationHooks } from '../../content/revalidate'
import { contentTags } from '../../content/tags'
import { PAGE_SLUG_MAX_LENGTH, pageSlugProblem } from '../../lib/page-slug'
import { previewUrl } from '../../lib/preview-url'
import { pageBlocks } from '../blocks'
import { keepOldAddress } from '../keep-old-address'
import { schedulePublishEndpoints } from '../schedule/schedule-endpoints'

const pagePath = (slug: unknown) => (typeof slug === 'string' && slug ? `/${slug}` : null)

/** The widths the live preview offers: a common phone and a laptop. */
const previewBreakpoints = [
  { name: 'phone', label: 'Teléfono', width: 390, height: 844 },
  { name: 'desktop', label: 'Escritorio', width: 1280, height: 800 },
]

/**
 * Campaign pages («Páginas»): staff build them from the landing's own sections (src/campaign-pages/blocks),
 * each at `/<slug>` with its own SEO fields (plugin-seo, src/plugins/seo.ts). Drafts, live
 * preview and Payload's scheduled publish and unpublish (run by the jobs queue); visitors see
 * the published version only.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Página', plural: 'Páginas' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Contenido del sitio',
    // The page's own «Programar publicación» (Spanish dates, 24-hour clock, the agency's zones) in place of Payload's.
    components: {
      edit: {
        beforeDocumentControls: ['/campaign-pages/admin/SchedulePublishControl'],
        PublishButton: '/campaign-pages/admin/PublishButtonWithoutSchedule',
      },
    },
    preview: (doc) => {
      const path = pagePath(doc.slug)
      return path ? previewUrl(path) : null
    },
    livePreview: {
      url: ({ data }) => {
        const path = pagePath(data?.slug)
        return path ? previewUrl(path) : ''
      },
      breakpoints: previewBreakpoints,
    },
  },
  versions: {
    drafts: {
      autosave: { interval: 800 },
      // Registers Payload's `schedulePublish` job task (and deletes a page's jobs with the page); its drawer is
      // hidden and src/campaign-pages/admin/SchedulePublishControl.tsx schedules to the minute a radio spot airs.
      schedulePublish: true,
      // With autosave, Payload stores an empty draft the moment «Crear nuevo» opens (a «<Sin Título>» page
      // left behind by anyone who leaves); with drafts validated it stores the page at its first «Guardar
      // borrador» and autosaves it from then on, whenever the form is complete.
      validate: true,
    },
    maxPerDoc: 30,
  },
  access: publishedContentAccess,
  endpoints: schedulePublishEndpoints,
  hooks: {
    ...revalidationHooks(contentTags.pages),
    afterChange: [...revalidationHooks(contentTags.pages).afterChange, keepOldAddress],
  },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      label: 'Dirección',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: PAGE_SLUG_MAX_LENGTH,
      validate: (value: string | null | undefined) => (value ? (pageSlugProblem(value) ?? true) : 'Escriba la dirección de la página.'),
      admin: {
        position: 'sidebar',
        description: 'La página se abre en /dirección. Letras minúsculas sin acentos, números y guiones.',
      },
    },
    {
      name: 'layout',
      label: 'Secciones',
      type: 'blocks',
      required: true,
      minRows: 1,
      maxRows: 30,
      blocks: pageBlocks,
      labels: { singular: 'Sección', plural: 'Secciones' },
    },
  ],
}
