import { legalDocumentSlugs } from './legal-document-slugs.mjs'

export const PREVIEW_ROUTE = '/api/preview'

/** The only pages that have drafts: the landing and the legal documents. */
export const isPreviewablePath = (path: string | null | undefined): path is string =>
  path === '/' || (typeof path === 'string' && legalDocumentSlugs.some((slug) => path === `/${slug}`))

/** Link the admin's "Vista previa" button opens: turns on draft mode, then shows the page. */
export const previewUrl = (path: string) => `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`
