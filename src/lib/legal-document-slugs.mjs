/**
 * The legal documents by their public path: the three of SPEC §2 and the notice of
 * nondiscrimination with its language taglines (ACA §1557). One list for the CMS collection
 * (its slug options), next.config.mjs (the rewrite to their route), the footer, the sitemap
 * and the benchmarks; plain JS so the config can import it.
 */
export const legalDocumentSlugs = /** @type {const} */ (['privacy-policy', 'terms-of-service', 'legal-notice', 'nondiscrimination-notice'])

/** @typedef {(typeof legalDocumentSlugs)[number]} LegalDocumentSlug */

/** @param {string} slug @returns {slug is LegalDocumentSlug} */
export const isLegalDocumentSlug = (slug) => /** @type {readonly string[]} */ (legalDocumentSlugs).includes(slug)
