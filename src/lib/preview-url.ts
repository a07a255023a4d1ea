import { legalDocumentSlugs } from './legal-document-slugs.mjs'
import { PAGE_SLUG_SHAPE } from './page-slug'

export const PREVIEW_ROUTE = '/api/preview'

/** The pages that have drafts: the landing, the legal documents and the campaign pages (`/<slug>`). */
export const isPreviewablePath = (path: string | null | undefined): path is string =>
  path === '/' ||
  (typeof path === 'string' && (legalDocumentSlugs.some((slug) => path === `/${slug}`) || PAGE_SLUG_SHAPE.test(path.slice(1))))

/** Link the admin's "Vista previa" button opens: turns on draft mode, then shows the page. */
export const previewUrl = (path: string) => `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`
