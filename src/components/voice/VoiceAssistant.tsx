import type { SiteSettings } from '@/content/types'

/** Placeholder slot: the voice-assistant work replaces this with the heart button. */
export function VoiceAssistant(_props: { voice: SiteSettings['voice']; phone: string }) {
  return null
}
