import { CONTACT_PAGE_PATH } from './contact-page-path.mjs'
import { legalDocumentSlugs } from './legal-document-slugs.mjs'
import { PAGE_ROUTE_PREFIX } from './page-route.mjs'

/** Lower-case letters and digits in words joined by single hyphens: `medicare-florida`. */
export const PAGE_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_SLUG_MAX_LENGTH = 80

const firstSegment = (path: string) => path.replace(/^\//, '').split('/')[0]

/**
 * First path segments the site already answers: its routes, Payload's and the folders of
 * `public/`. Files (/icon.svg, /sitemap.xml) have a dot, which an address cannot have.
 * tests/unit/platform/lib/page-slug.test.ts checks the list against the folders of src/app and public/.
 */
export const reservedPageSlugs: readonly string[] = [
  'admin',
  'api',
  firstSegment(CONTACT_PAGE_PATH),
  'citas',
  'legal',
  ...legalDocumentSlugs,
  firstSegment(PAGE_ROUTE_PREFIX),
  'images',
  // The signing page for signed records (src/app/(site)/firmar).
  'firmar',
]

export const pageSlugMessages = {
  shape: 'Use solo letras minúsculas sin acentos, números y guiones (por ejemplo: medicare-florida).',
  tooLong: `Use como máximo ${PAGE_SLUG_MAX_LENGTH} caracteres.`,
  reserved: 'Esta dirección ya la usa el sitio. Elija otra.',
} as const

/** The Spanish reason a page cannot have this address, or null when it can. */
export function pageSlugProblem(slug: string): string | null {
  if (slug.length > PAGE_SLUG_MAX_LENGTH) return pageSlugMessages.tooLong
  if (!PAGE_SLUG_SHAPE.test(slug)) return pageSlugMessages.shape
  if (reservedPageSlugs.includes(slug)) return pageSlugMessages.reserved
  return null
}
