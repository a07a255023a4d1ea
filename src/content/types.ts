import type { GrievanceCoordinator } from '../lib/grievance-coordinator'
/**
 * Plain data the public site renders; components receive these as props. Each view type is
 * cut from the CMS types Payload generates (src/payload-types.ts), so the two never drift.
 */
import type {
  HeroBlock,
  Insurer as InsurerDoc,
  Landing as LandingGlobal,
  LegalDocument as LegalDocumentDoc,
  LicensedState as LicensedStateDoc,
  Page as PageDoc,
  PromotionBlock,
  ServiceCardsBlock,
  Service as ServiceDoc,
  SiteSetting,
  Testimonial as TestimonialDoc,
  TestimonialsBlock,
} from '../payload-types'

export type Image = { url: string; alt: string; width: number; height: number }

/** The landing's copy as staff edit it (the global without its bookkeeping fields). */
export type LandingCopy = Omit<LandingGlobal, 'id' | '_status' | 'updatedAt' | 'createdAt'>

export type Stat = Pick<LandingCopy['trustStats'][number], 'value' | 'label'>

type SocialLink = Pick<NonNullable<SiteSetting['socialLinks']>[number], 'network' | 'url'>

export type SiteSettings = Pick<
  SiteSetting,
  'agencyName' | 'phone' | 'email' | 'address' | 'webAddress' | 'officeHours' | 'agentPortalUrl'
> & {
  socialLinks: SocialLink[]
  /** The agency's WhatsApp number as staff wrote it and its click-to-chat link; null when unset. */
  whatsApp: { number: string; href: string } | null
  /** CMS's Medicare disclaimer for the agency's counts; null when the agency does not offer Medicare. */
  medicare: { disclaimer: string } | null
  /** The image staff chose for shares on social networks, if any. */
  shareImage: Image | null
  voice: { publicKey: string; assistantId: string }
  /** The agency's IANA time zone (the default when unset): the countdown's days run on it. */
  timeZone: string
  /** The civil-rights coordinator the nondiscrimination notice names; null while a fact is missing. */
  grievanceCoordinator: GrievanceCoordinator | null
  /** The customer rating as shown, «4.8/5» (src/lib/rating.ts). */
  rating: string
  /** Whether visitors may book appointments on the site: the «Agendar una cita» links show only then. */
  bookingEnabled: boolean
}

export type Service = Pick<ServiceDoc, 'slug' | 'title' | 'description' | 'icon' | 'buttonColor' | 'iconColor'> & {
  features: string[]
  image: Image | null
}

export type Testimonial = Pick<TestimonialDoc, 'name' | 'role' | 'content' | 'rating'> & { photo: Image | null }

export type Insurer = Pick<InsurerDoc, 'name'> & { logo: Image | null }

export type LicensedState = Pick<LicensedStateDoc, 'name' | 'code'>

export type Landing = {
  copy: LandingCopy
  services: Service[]
  testimonials: Testimonial[]
  insurers: Insurer[]
  licensedStates: LicensedState[]
}

/** `body` is the Lexical editor state, rendered to HTML by the legal page. */
export type LegalDocument = Pick<LegalDocumentDoc, 'slug' | 'title' | 'lastUpdated' | 'body' | 'meta'>

type PageBlock = PageDoc['layout'][number]

/** A campaign page's section: its block with uploads and chosen documents resolved to view data. */
export type PageSection =
  | Exclude<PageBlock, { blockType: 'hero' | 'serviceCards' | 'testimonials' | 'promotion' }>
  | (Omit<HeroBlock, 'image'> & { image: Image | null })
  | (Omit<ServiceCardsBlock, 'services'> & { services: Service[] })
  | (Omit<TestimonialsBlock, 'testimonials'> & { testimonials: Testimonial[] })
  | (Omit<PromotionBlock, 'endsOn'> & { lastDay: string | null })

/** What search engines and link previews get; empty fields fall back to the page's own. */
export type PageSeo = { title: string | null; description: string | null; image: Image | null; noIndex: boolean }

export type CampaignPage = { slug: string; title: string; updatedAt: string; seo: PageSeo; sections: PageSection[] }
