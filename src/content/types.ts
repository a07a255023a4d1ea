/** Plain data the public site renders; components receive these as props. */

export type Image = { url: string; alt: string; width: number; height: number }

export type Stat = { value: string; label: string }

export type SiteSettings = {
  agencyName: string
  phone: string
  email: string
  address: string
  webAddress: string
  officeHours: string
  agentPortalUrl: string
  socialLinks: { network: string; url: string }[]
  voice: { publicKey: string; assistantId: string }
}

export type Service = {
  slug: string
  title: string
  description: string
  features: string[]
  icon: string
  buttonColor: string
  iconColor: string
  image: Image | null
}

export type Testimonial = { name: string; role: string; content: string; rating: number; photo: Image | null }

export type Insurer = { name: string; logo: Image | null }

export type LicensedState = { name: string; code: string }

export type LandingCopy = {
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
  about: { heading: string; subtitle: string; pillars: { icon: string; title: string; text: string }[] }
  testimonialsIntro: { heading: string; subtitle: string; summary: Stat[] }
  contact: { heading: string; subtitle: string }
  statesPanel: { heading: string; text: string; assurances: { title: string; text: string }[]; badge: string }
}

export type Landing = {
  copy: LandingCopy
  services: Service[]
  testimonials: Testimonial[]
  insurers: Insurer[]
  licensedStates: LicensedState[]
}

export type LegalDocument = {
  slug: string
  title: string
  lastUpdated: string
  /** Lexical editor state, rendered to HTML by the legal page. */
  body: unknown
}
