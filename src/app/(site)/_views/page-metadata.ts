import type { Metadata } from 'next'

type Page = { title: string; description: string; path: string; siteName: string }

/** Description, canonical and Open Graph of a public page; `title` stays with the caller. */
export function pageMetadata({ title, description, path, siteName }: Page): Metadata {
  return {
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', locale: 'es_US', siteName, title, description, url: path },
  }
}
