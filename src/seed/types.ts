/**
 * Shapes of the default Spanish content the seed loads (SPEC §1, §2, §9), cut from the CMS
 * types Payload generates so the seed always fits the collections it fills.
 */
import type { LegalDocumentSlug } from '../lib/legal-document-slugs.mjs'
import type { NoticeLanguage } from '../lib/notice-languages'
import type { Landing, LicensedState, Page, Service, SiteSetting, Testimonial } from '../payload-types'

export type ServiceSeed = Pick<Service, 'slug' | 'title' | 'description' | 'icon' | 'buttonColor' | 'iconColor'> & {
  features: [string, string, string]
}

export type TestimonialSeed = Pick<Testimonial, 'name' | 'role' | 'content' | 'rating'>

export type InsurerSeed = {
  name: string
  /** Brand-like colour of our own simple wordmark (not the real trademark artwork). */
  colour: string
}

export type LicensedStateSeed = Pick<LicensedState, 'name' | 'code'>

export type SiteSettingsSeed = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

export type LandingSeed = Omit<Landing, 'id' | '_status' | 'updatedAt' | 'createdAt'>

/** A legal document as plain structure; the seed turns it into Lexical rich text. */
export type LegalBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  /** A tagline in another language (the languageNotice block of the editor). */
  | { type: 'languageNotice'; language: NoticeLanguage; text: string }

export type LegalDocumentSeed = {
  slug: LegalDocumentSlug
  title: string
  /** ISO date, e.g. '2021-03-22'. */
  lastUpdated: string
  blocks: LegalBlock[]
}

type PageBlockSeed = Page['layout'][number]
type WithoutIds<T> = T extends { id?: unknown } ? Omit<T, 'id'> : T

/** FAQ answers as paragraphs of plain text; the seed turns them into rich text. */
type FaqSeed = Omit<Extract<PageBlockSeed, { blockType: 'faq' }>, 'questions' | 'id'> & {
  questions: { question: string; answer: string[] }[]
}

/** A campaign page of the seed: its blocks without uploads or chosen documents (all are shown). */
export type PageSeed = Pick<Page, 'title' | 'slug'> & {
  meta: { title: string; description: string }
  layout: (WithoutIds<Exclude<PageBlockSeed, { blockType: 'faq' | 'richText' }>> | FaqSeed)[]
}
