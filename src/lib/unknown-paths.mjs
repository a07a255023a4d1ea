import { PAGE_ROUTE_PREFIX } from './page-route.mjs'

/**
 * Every path no route of ours answers is rewritten to Next's own not-found route, which renders
 * src/app/global-not-found.tsx with status 404 and keeps nothing on disk. Without this the
 * site's catch-all (`/` lives under one, so nothing renders at build time) would answer them,
 * and Next caches each path it renders, on disk too: made-up URLs would fill the disk.
 */
export const NOT_FOUND_ROUTE = '/_not-found'

/**
 * Paths answered by a route of their own other than the site's catch-all: Payload's REST API
 * and admin, the campaign pages' internal route (the proxy sends only published pages
 * there), the booking pages that take an appointment's link (/citas/confirmada/<link>,
 * /citas/gestionar/<link>) and the signing links (/firmar/<token>): rendered per request, never
 * cached. Static files (`_next/static`, `public/`), metadata routes, fixed routes and the legal
 * documents' rewrite are matched before this rule; `/` has no segment, so never matches.
 * Matched case-sensitively (experimental.caseSensitiveRoutes), like the routes.
 */
const ownRoutes = ['api/', 'admin(?:/|$)', PAGE_ROUTE_PREFIX.slice(1), 'citas/(?:confirmada|gestionar)/', 'firmar/']

/** The rewrite's source: any non-empty path outside `ownRoutes`. */
export const unknownPathSource = `/:path((?!${ownRoutes.join('|')}).+)`
