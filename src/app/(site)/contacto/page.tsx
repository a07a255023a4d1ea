import type { Metadata } from 'next'
import { Contact } from '@/campaign-pages/blocks/ContactForm/Contact'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getLanding, getSiteSettings } from '@/content'
import { pageTitle } from '@/lib/seo-text'

import { sendContactForm } from './send-contact-form'

/**
 * /contacto: the contact section on a page of its own, where the form is sent without
 * JavaScript (its permalink) and answered: success, field messages with what was typed, or a
 * refusal. Rendered for each request, never cached: an answer belongs to one visitor. The
 * landing stays a cached page: this route never renders it.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const [landing, settings] = await Promise.all([getLanding(), getSiteSettings()])
  return { title: { absolute: pageTitle(landing.copy.contact.heading, settings.agencyName) }, robots: { index: false } }
}

export default async function ContactPage() {
  const [landing, settings] = await Promise.all([getLanding(), getSiteSettings()])
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16">
      <Contact contact={landing.copy.contact} settings={settings} sendForm={sendContactForm} headingLevel={1} />
    </main>
  )
}
