import type { ReactNode } from 'react'
import { IconSprite } from '@/components/icons/IconSprite'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { SkipLink } from '@/components/layout/SkipLink'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { Toaster } from '@/components/ui/Toaster'
import { VoiceAssistant } from '@/components/voice/VoiceAssistant'
import type { SiteSettings } from '@/content/types'
import { landingCaptureScript } from '@/leads/intake/landing-capture'

import { fontVariables } from './fonts'

type Props = { settings: SiteSettings; serviceTitles: string[]; preview: boolean; children: ReactNode }

/** The public site's whole document: Spanish, header, footer, toaster and voice button around a page. */
export function SiteDocument({ settings, serviceTitles, preview, children }: Props) {
  return (
    <html lang="es" className={fontVariables}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own constant script, no visitor input */}
        <script dangerouslySetInnerHTML={{ __html: landingCaptureScript }} />
      </head>
      <body className="bg-white font-sans text-ink antialiased">
        <IconSprite />
        <PreviewBanner active={preview} />
        <SkipLink />
        <Header agencyName={settings.agencyName} phone={settings.phone} />
        {children}
        <Footer settings={settings} serviceTitles={serviceTitles} />
        <Toaster />
        <VoiceAssistant voice={settings.voice} phone={settings.phone} />
      </body>
    </html>
  )
}
