/**
 * Campaign pages live at `/<slug>`; the proxy (src/proxy.ts) sends a published page's path to
 * this internal route, the one Next caches per page. Visitors never see it. Plain JS so
 * next.config.mjs (src/lib/unknown-paths.mjs) can import it.
 */
export const PAGE_ROUTE_PREFIX = '/paginas/'

/** @param {string} slug */
export const pageRoutePath = (slug) => `${PAGE_ROUTE_PREFIX}${slug}`
