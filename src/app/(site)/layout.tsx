import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { SkipLink } from '@/components/layout/SkipLink'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { Toaster } from '@/components/ui/Toaster'
import { VoiceAssistant } from '@/components/voice/VoiceAssistant'
import { getLanding, getSiteSettings } from '@/content'
import { copy } from '@/content/site-copy'
import { publicServerUrl } from '@/lib/server-env'

import './globals.css'

// Self-hosted (latin subset, variable weight): no request leaves the site for fonts.
const sans = localFont({
  src: '../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
})
const display = localFont({
  src: '../fonts/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-display',
})

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(publicServerUrl()),
    title: { default: settings.agencyName, template: `%s | ${settings.agencyName}` },
    description: copy.seo.landingDescription,
    openGraph: { type: 'website', locale: 'es_US', siteName: settings.agencyName },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#0f2563' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, landing] = await Promise.all([getSiteSettings(), getLanding()])
  return (
    <html lang="es" className={`${sans.variable} ${display.variable}`}>
      <body className="bg-white font-sans text-ink antialiased">
        <PreviewBanner />
        <SkipLink />
        <Header agencyName={settings.agencyName} phone={settings.phone} />
        {children}
        <Footer settings={settings} serviceTitles={landing.services.map((service) => service.title)} />
        <Toaster />
        <VoiceAssistant voice={settings.voice} phone={settings.phone} />
      </body>
    </html>
  )
}
