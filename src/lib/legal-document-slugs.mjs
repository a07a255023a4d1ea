/**
 * The three legal documents (SPEC §2) by their public path. One list for the CMS collection
 * (its slug options) and for next.config.mjs (the rewrite to their route); plain JS so the
 * config can import it.
 */
export const legalDocumentSlugs = /** @type {const} */ (['privacy-policy', 'terms-of-service', 'legal-notice'])
