import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import { type ComponentProps, Fragment } from 'react'

import { Icon } from '@/components/icons/Icon'
import { SectionLink } from '@/components/layout/SectionLink'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { GrievanceCoordinator } from '@/components/legal/GrievanceCoordinator'
import { richTextConverters } from '@/components/rich-text/rich-text-converters'
import type { LegalDocument, SiteSettings } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'
import { LANGUAGE_NOTICE_BLOCK, PHONE_PLACEHOLDER, textDirection } from '@/lib/notice-languages'
import { telHref } from '@/lib/phone'
import { formatSpanishDate } from '@/lib/spanish-time'

type RichTextData = ComponentProps<typeof RichText>['data']

type LanguageNoticeFields = { language?: string; text?: string }

/**
 * The page title is the only h1: headings written as h1 in the editor become h2. A tagline in
 * another language is marked with its language and direction, with the agency's phone (a
 * link, isolated from the text's direction) where it says {telefono}.
 */
const converters =
  (phone: string): JSXConvertersFunction =>
  (args) => ({
    ...richTextConverters('h2')(args),
    blocks: {
      [LANGUAGE_NOTICE_BLOCK]: ({ node }: { node: { fields: LanguageNoticeFields } }) => {
        const { language = 'en', text = '' } = node.fields
        const parts = text.split(PHONE_PLACEHOLDER)
        return (
          <p lang={language} dir={textDirection(language)} className="language-notice">
            {parts.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
              <Fragment key={index}>
                {index > 0 && (
                  <bdi>
                    <a href={telHref(phone)}>{phone}</a>
                  </bdi>
                )}
                {part}
              </Fragment>
            ))}
          </p>
        )
      },
    },
  })

export function LegalView({ document, settings }: { document: LegalDocument; settings: SiteSettings }) {
  const contacts = [
    { icon: 'mail', label: copy.emailLabel, value: settings.email, href: `mailto:${settings.email}` },
    { icon: 'phone', label: copy.phoneLabel, value: settings.phone, href: telHref(settings.phone) },
    { icon: 'globe', label: copy.webLabel, value: settings.webAddress, href: settings.webAddress },
  ]
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-28 lg:pt-32">
      <article className="container max-w-4xl">
        <nav aria-label={copy.legal.breadcrumbLabel} className="text-sm text-ink-muted">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link href="/" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {copy.legal.breadcrumbHome}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{document.title}</li>
          </ol>
        </nav>
        <header className="mt-6">
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-brand-950 sm:text-display-md">{document.title}</h1>
          <p className="mt-3 text-ink-muted">
            {copy.legal.lastUpdated} <time dateTime={document.lastUpdated.slice(0, 10)}>{formatSpanishDate(document.lastUpdated)}</time>
          </p>
        </header>
        <div className="legal-body mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <RichText data={document.body as RichTextData} converters={converters(settings.phone)} disableContainer />
        </div>
        {document.slug === 'nondiscrimination-notice' && settings.grievanceCoordinator && (
          <GrievanceCoordinator coordinator={settings.grievanceCoordinator} />
        )}
        <section aria-labelledby="legal-contact" className="mt-8 rounded-3xl bg-brand-900 p-6 text-white sm:p-10">
          <h2 id="legal-contact" className="font-display text-2xl font-bold">
            {copy.legal.contactHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {contacts.map((item) => (
              <li key={item.label} className="flex gap-3">
                <Icon name={item.icon} className="mt-1 h-5 w-5 shrink-0 text-brand-200" />
                <div className="min-w-0">
                  <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{item.label}</p>
                  <a href={item.href} className="break-words font-semibold underline-offset-4 hover:underline">
                    {item.value}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          {document.slug === 'privacy-policy' && (
            <SectionLink
              section={sectionIds.contact}
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xl bg-white px-6 font-bold text-brand-900 hover:bg-brand-50"
            >
              {copy.legal.backToContact}
              <Icon name="arrowRight" className="h-5 w-5" />
            </SectionLink>
          )}
        </section>
      </article>
    </main>
  )
}
