/** Shapes of the default Spanish content the seed loads (SPEC §1, §2, §9). */

export type ColourName = 'red' | 'blue' | 'green' | 'purple' | 'orange' | 'teal'
export type IconName = 'heart' | 'shield' | 'users' | 'briefcase' | 'stethoscope' | 'book' | 'star'

export type ServiceSeed = {
  slug: string
  title: string
  description: string
  features: [string, string, string]
  icon: IconName
  buttonColor: ColourName
  iconColor: ColourName
}

export type TestimonialSeed = { name: string; role: string; content: string; rating: number }

export type InsurerSeed = {
  name: string
  /** Brand-like colour of our own simple wordmark (not the real trademark artwork). */
  colour: string
}

export type LicensedStateSeed = { name: string; code: string }

export type Stat = { value: string; label: string }

export type SiteSettingsSeed = {
  agencyName: string
  phone: string
  email: string
  address: string
  webAddress: string
  officeHours: string
  agentPortalUrl: string
  socialLinks: { network: 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin'; url: string }[]
  voicePublicKey: string
  voiceAssistantId: string
}

export type LandingSeed = {
  hero: {
    badge: string
    title: string
    highlight: string
    subtitle: string
    savingsNote: string
    quoteButtonLabel: string
    callButtonLabel: string
  }
  trustStats: Stat[]
  servicesIntro: { heading: string; subtitle: string }
  specialEnrollment: { title: string; text: string; buttonLabel: string }
  medicarePromo: { title: string; text: string; buttonLabel: string }
  insurersIntro: { heading: string; subtitle: string }
  about: { heading: string; subtitle: string; pillars: { icon: IconName; title: string; text: string }[] }
  testimonialsIntro: { heading: string; subtitle: string; summary: Stat[] }
  contact: { heading: string; subtitle: string }
  statesPanel: {
    heading: string
    text: string
    assurances: { title: string; text: string }[]
    badge: string
  }
}

/** A legal document as plain structure; the seed turns it into Lexical rich text. */
export type LegalBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }

export type LegalDocumentSeed = {
  slug: 'privacy-policy' | 'terms-of-service' | 'legal-notice'
  title: string
  /** ISO date, e.g. '2021-03-22'. */
  lastUpdated: string
  blocks: LegalBlock[]
}
