/** Cache tags of the public site's content; one per collection or global slug. */
export const contentTags = {
  services: 'services',
  testimonials: 'testimonials',
  insurers: 'insurers',
  licensedStates: 'licensed-states',
  legalDocuments: 'legal-documents',
  siteSettings: 'site-settings',
  landing: 'landing',
  media: 'media',
  pages: 'pages',
  redirects: 'redirects',
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]
