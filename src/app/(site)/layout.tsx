import type { ReactNode } from 'react'

import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { Toaster } from '@/components/ui/Toaster'
import { VoiceAssistant } from '@/components/voice/VoiceAssistant'
import { getSiteSettings } from '@/content'

import './globals.css'

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="es">
      <body>
        <PreviewBanner />
        {children}
        <Toaster />
        <VoiceAssistant voice={settings.voice} phone={settings.phone} />
      </body>
    </html>
  )
}
