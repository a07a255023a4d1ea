import type { Metadata } from 'next'

import { copy } from '@/copy/site'

import { NotFoundView } from './_views/NotFoundView'

export const metadata: Metadata = { title: copy.notFound.metaTitle, robots: { index: false } }

/**
 * The not-found page inside the site's layout, for a client-side navigation to a missing
 * page. A request for one gets the whole document from src/app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundView />
}
