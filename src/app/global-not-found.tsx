import type { Metadata } from 'next'
import { connection } from 'next/server'

import { getSiteFrame, isPreview } from '@/content'
import { NotFoundView } from './(site)/_views/NotFoundView'
import { notFoundMetadata } from './(site)/_views/page-metadata'
import { SiteDocument } from './(site)/_views/SiteDocument'

import './(site)/globals.css'

/*
 * The 404 for every path no route answers (next.config.mjs sends them all here). The app has
 * two root layouts (the site and Payload's admin), so Next has no layout to render a missing
 * page in: this whole document stands in (experimental.globalNotFound).
 *
 * Rendered per request, never cached per path: Next would otherwise keep a rendered page on
 * disk for each made-up URL. The header's and footer's content comes from the data cache, so
 * it costs no database query and still renders while the database is down. `connection()`
 * also keeps `next build` (which has no database) from prerendering it.
 */

export async function generateMetadata(): Promise<Metadata> {
  await connection()
  const { settings } = await getSiteFrame()
  return notFoundMetadata(settings)
}

export default async function GlobalNotFound() {
  await connection()
  const [{ settings, serviceTitles }, preview] = await Promise.all([getSiteFrame(), isPreview()])
  return (
    <SiteDocument settings={settings} serviceTitles={serviceTitles} preview={preview}>
      <NotFoundView />
    </SiteDocument>
  )
}
