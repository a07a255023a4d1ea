import type { Metadata } from 'next'
import { Contact } from '@/campaign-pages/blocks/ContactForm/Contact'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getLanding, getSiteSettings } from '@/content'
import { contactFormCopy } from '@/copy/contact'
import { pageTitle } from '@/lib/seo-text'

import { sendContactForm } from '../send-contact-form'

/**
 * /contacto/gracias: where a form sent without JavaScript and accepted is redirected (303, from
 * the server action behind /contacto): the contact section with the success message, an empty
 * form. A GET of its own (POST/redirect/GET), so a reload or the back button never sends the
 * form again. It holds nothing of the visitor.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: pageTitle(contactFormCopy.success.title, settings.agencyName) }, robots: { index: false } }
}

export default async function ContactThanksPage() {
  const [landing, settings] = await Promise.all([getLanding(), getSiteSettings()])
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16">
      <Contact contact={landing.copy.contact} settings={settings} sendForm={sendContactForm} headingLevel={1} answer={{ status: 'sent' }} />
    </main>
  )
}
