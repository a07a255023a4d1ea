import type { MetadataRoute } from 'next'

import { getSiteSettings } from '@/content'
import { copy } from '@/copy/site'

// Built per request from the cached site settings: the build has no database.
export const dynamic = 'force-dynamic'

/** The web manifest: the name and icons a phone uses when the site is added to its home screen. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { agencyName } = await getSiteSettings()
  return {
    name: agencyName,
    short_name: agencyName,
    description: copy.seo.manifestDescription,
    lang: 'es',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0f2563',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
    ],
  }
}
