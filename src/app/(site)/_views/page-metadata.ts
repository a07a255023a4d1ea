import type { Metadata } from 'next'

import type { Image, SiteSettings } from '@/content/types'
import { copy } from '@/copy/site'
import { fitDescription, pageTitle } from '@/lib/seo-text'
import { publicServerUrl } from '@/lib/server/server-env'

/** The share image generated from the brand (src/app/share-image.png/route.tsx). */
export const GENERATED_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const

type ShareImage = { url: string; width: number; height: number; alt: string; type?: string }

/** What shares on social networks show: the page's own image, else the site's upload, else the generated one. */
export function shareImage(settings: SiteSettings, pageImage: Image | null = null): ShareImage {
  const alt = copy.seo.shareImageAlt(settings.agencyName)
  const upload = pageImage ?? settings.shareImage
  if (upload) return { url: upload.url, width: upload.width, height: upload.height, alt: upload.alt || alt }
  const { path, width, height } = GENERATED_SHARE_IMAGE
  return { url: path, width, height, alt, type: 'image/png' }
}

type Page = { title: string; description: string; path?: string; image?: Image | null }

/**
 * Open Graph and the Twitter card. Next replaces a parent's `openGraph` with a page's rather
 * than merging them, so every page carries the whole, image included. Relative URLs become
 * absolute against `metadataBase` (the layout: NEXT_PUBLIC_SERVER_URL).
 */
export function sharing(
  settings: SiteSettings,
  { title, description, path, image: pageImage }: Page,
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = shareImage(settings, pageImage)
  return {
    openGraph: {
      type: 'website',
      locale: 'es_US',
      siteName: settings.agencyName,
      title,
      description,
      ...(path ? { url: path } : {}),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}

type PublicPage = Required<Omit<Page, 'image'>> & { image?: Image | null; noIndex?: boolean }

/** Title (≤ 60 characters), description (≤ 160), canonical address and sharing data of a public page. */
export function pageMetadata(settings: SiteSettings, { title, description, path, image, noIndex }: PublicPage): Metadata {
  const fitted = fitDescription(description)
  return {
    title: { absolute: pageTitle(title, settings.agencyName) },
    description: fitted,
    alternates: { canonical: path },
    ...sharing(settings, { title, description: fitted, path, image }),
    ...(noIndex ? { robots: { index: false } } : {}),
  }
}

/**
 * What every public page shares, the 404 included (the site layout and global-not-found.tsx,
 * which has no layout above it); pages add their own title, description and canonical address.
 */
export function siteMetadata(settings: SiteSettings): Metadata {
  const notFoundTitle = pageTitle(copy.notFound.metaTitle, settings.agencyName)
  return {
    metadataBase: new URL(publicServerUrl()),
    title: {
      default: pageTitle(settings.agencyName, ''),
      // Pages set absolute titles; only the 404's goes through this.
      template: notFoundTitle === copy.notFound.metaTitle ? '%s' : `%s | ${settings.agencyName}`,
    },
    description: copy.seo.landingDescription,
    ...sharing(settings, { title: settings.agencyName, description: copy.seo.landingDescription }),
    // public/: the mark and the raster icons made from it (`npm run generate:icons`).
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
    formatDetection: { telephone: false },
  }
}

/** The 404's metadata: the site's, its own title, kept out of search results. */
export function notFoundMetadata(settings: SiteSettings): Metadata {
  const site = siteMetadata(settings)
  return { ...site, title: pageTitle(copy.notFound.metaTitle, settings.agencyName), robots: { index: false } }
}
