import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { getSiteFrame, getSiteSettings, isPreview } from '@/content'
import { siteMetadata } from './_views/page-metadata'
import { SiteDocument } from './_views/SiteDocument'

import './globals.css'
import './fallback-fonts.css'

/** What every public page shares (_views/page-metadata.ts); pages add their own. */
export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export const viewport: Viewport = { themeColor: '#0f2563' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [{ settings, serviceTitles }, preview] = await Promise.all([getSiteFrame(), isPreview()])
  return (
    <SiteDocument settings={settings} serviceTitles={serviceTitles} preview={preview}>
      {children}
    </SiteDocument>
  )
}
