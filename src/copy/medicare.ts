/**
 * CMS's standardized disclaimer for third-party marketing organizations (TPMOs: independent
 * agents, brokers and agencies that market Medicare Advantage or Part D plans), required
 * "prominently displayed on TPMO websites" by 42 CFR 422.2267(e)(41) and 423.2267(e)(41).
 *
 * Wording: the contract-year 2027 text, in force for marketing from 1 October 2026 (final rule
 * CMS-4208-F3 / CMS-4212-F, 91 FR 17384, 6 April 2026; regulatory text at 91 FR 17583), which
 * drops the earlier reference to the State Health Insurance Program (SHIP):
 *   not every plan: "We do not offer every plan available in your area. Currently we represent
 *     [insert number of organizations] organizations which offer [insert number of plans]
 *     products in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information
 *     on all of your options."
 *   every plan: "Currently we represent [insert number of organizations] organizations which
 *     offer [insert number of plans] products in your area. You can always contact Medicare.gov
 *     or 1-800-MEDICARE for help with plan choices."
 * Source: https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-422/subpart-V/section-422.2267
 * (the primary text could not be opened from this workplace; the wording above is as quoted by
 * several independent copies that cite it, e.g. informedpluschoice.com, "CMS 2027 TPMO
 * disclaimer timing", 2026). CMS publishes no Spanish version: the translation below is ours,
 * a draft for the agency's counsel (README, "Legal texts").
 */
export type MedicareDisclaimerFacts = {
  /** Medicare Advantage organizations / Part D sponsors the agency represents in its area. */
  organizations: number
  /** Their products (plans) in the area. */
  products: number
  /** The agency offers every MA / Part D plan in its area (CMS's second variant). */
  allPlans: boolean
}

const organizationsText = (count: number) => (count === 1 ? '1 organización que ofrece' : `${count} organizaciones que ofrecen`)
const productsText = (count: number) => (count === 1 ? '1 producto' : `${count} productos`)

export function medicareDisclaimer({ organizations, products, allPlans }: MedicareDisclaimerFacts): string {
  const represent = `Actualmente representamos a ${organizationsText(organizations)} ${productsText(products)} en su área.`
  return allPlans
    ? `${represent} Siempre puede comunicarse con Medicare.gov o con el 1-800-MEDICARE para obtener ayuda con la elección de planes.`
    : `No ofrecemos todos los planes disponibles en su área. ${represent} ` +
        'Comuníquese con Medicare.gov o con el 1-800-MEDICARE para obtener información sobre todas sus opciones.'
}
