import { RenderBlocks } from '@/campaign-pages/blocks/RenderBlocks'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import type { CampaignPage, Landing, SiteSettings } from '@/content/types'

import { sendContactForm } from '../contacto/send-contact-form'
import { WebPageJsonLd } from './WebPageJsonLd'

/** A campaign page: its title for screen readers when no hero gives one, then its sections. */
export function CampaignPageView({ page, settings, landing }: { page: CampaignPage; settings: SiteSettings; landing: Landing }) {
  const hasHero = page.sections.some((section) => section.blockType === 'hero')
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {!hasHero && <h1 className="sr-only">{page.title}</h1>}
      <RenderBlocks sections={page.sections} settings={settings} landing={landing} sendForm={sendContactForm} />
      <WebPageJsonLd page={page} settings={settings} />
    </main>
  )
}
