/* Which service cards the site shows, and which of them market Medicare (the disclaimer's text is in src/copy/medicare.ts). */

/** A service card markets Medicare when its identifier or title names it. */
export const marketsMedicare = (service: { slug: string; title: string }): boolean => /medicare/i.test(`${service.slug} ${service.title}`)

/** The services the site shows: without Medicare, the agency's Medicare cards are left out. */
export const offeredServices = <T extends { slug: string; title: string }>(services: T[], medicareOffered: boolean): T[] =>
  medicareOffered ? services : services.filter((service) => !marketsMedicare(service))
