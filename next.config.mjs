import { withPayload } from '@payloadcms/next/withPayload'

import { CONTACT_PAGE_PATH } from './src/lib/contact-page-path.mjs'
import { legalDocumentSlugs } from './src/lib/legal-document-slugs.mjs'
import { BOOKING_PAGES_PATH, SIGNING_PAGES_PATH } from './src/lib/request-body-limits.mjs'
import { securityHeaders } from './src/lib/server/security-headers.mjs'
import { sharedCacheOptions } from './src/lib/server/shared-cache.mjs'
import { NOT_FOUND_ROUTE, unknownPathSource } from './src/lib/unknown-paths.mjs'

// cache-handler.mjs and what it imports, for the standalone output, where it may be switched on
// at start: Next traces none of it (nor next/constants.js, which its own server does not import).
const sharedCacheFiles = [
  './cache-handler.mjs',
  './node_modules/next/constants.js',
  ...['@fortedigital/nextjs-cache-handler', 'redis', '@redis', 'cluster-key-slot', 'p-limit', 'yocto-queue'].map(
    (name) => `./node_modules/${name}/**`,
  ),
]

/**
 * Server-only packages `next dev` loads from node_modules instead of compiling them: Turbopack
 * otherwise compiled each of them (≈ 4 MB of JavaScript: redis, nodemailer, the password
 * dictionaries) once for the start-up hook and once more for the pages, on the first run of every
 * fresh clone. Payload's `withPayload` does the same for its own packages, and for the same
 * reason only in development: the production build keeps bundling them.
 */
const devExternalPackages = [
  'redis',
  'nodemailer',
  'rate-limiter-flexible',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-es-es',
  'ipaddr.js',
]

/**
 * Server-only packages loaded from node_modules in every mode: `twilio` fails at import when
 * Turbopack bundles it (twilio/twilio-node#1152, "Cannot read properties of undefined (reading
 * 'prototype')"); loaded as is, the standalone output still gets it (Next traces it).
 */
const serverExternalPackages = ['twilio']

/** The booking and signing pages' paths (`citas(?:/|$)|firmar(?:/|$)`): never public. */
const personalPages = [BOOKING_PAGES_PATH, SIGNING_PAGES_PATH].map((path) => `${path.slice(1)}(?:/|$)`).join('|')

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: [...serverExternalPackages, ...(process.env.NODE_ENV === 'development' ? devExternalPackages : [])],
  // The Docker image runs the standalone output; `npm start` runs the build in place. Both are
  // served by server/start.mjs.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The standalone output holds only what Next traced from its own routes: the site's server
  // (server/) and the plain modules it imports (src/**/*.mjs) are added to it. Any route key
  // would do; the files are copied once.
  outputFileTracingIncludes: {
    '/api/health': ['./server/*.mjs', './src/lib/**/*.mjs', './src/copy/*.mjs', ...sharedCacheFiles],
  },
  // Several instances (REDIS_URL): one page cache in Redis for all of them.
  ...sharedCacheOptions(),
  // Lets the standalone check build beside the regular build without overwriting it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project first (`npm run typecheck`, the same tsconfig), so its builds skip Next's
  // second pass over the same files (about 50 s each on 2 cores); every other build still checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_ALREADY_CHECKED === 'true' },
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths keep every srcset (written twice: HTML and RSC payload) short.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [48, 96, 160, 320],
    // Only these widths and this quality are optimised (anything else: 400), without a query
    // string: the optimiser caches per `url` as written (src/proxy.ts also refuses other spellings
    // of the same file), and its disk cache is capped, least recently used first out (Next's
    // default cap is half the free disk).
    qualities: [75],
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  experimental: {
    // The stylesheet (≈ 8 KB gzip, Tailwind's classes for the whole site) goes in the HTML's
    // <head>: on a slow phone connection the first paint no longer waits for a second request,
    // and so happens before the scripts arrive instead of after them.
    inlineCss: true,
    // The 404 as a whole document (src/app/global-not-found.tsx): with two root layouts (site
    // and admin) Next has no layout to render it in and sent an empty shell.
    globalNotFound: true,
    // Paths are matched as written, as the routes themselves are: `/API/x` must not slip past
    // the unknown-path rule below (case-insensitive, it would) into the site's catch-all.
    caseSensitiveRoutes: true,
  },
  // The legal documents are served by their own route, src/app/(site)/legal/[slug], under
  // their public paths; the internal path redirects to the public one. Every other path that
  // no route of ours answers goes to Next's not-found route (src/lib/unknown-paths.mjs). These run
  // after static files and fixed routes, in this order; the first that reaches a route wins.
  async rewrites() {
    return [
      { source: `/:slug(${legalDocumentSlugs.join('|')})`, destination: '/legal/:slug' },
      { source: unknownPathSource, destination: NOT_FOUND_ROUTE },
    ]
  },
  async redirects() {
    return [{ source: '/legal/:slug', destination: '/:slug', permanent: true }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // A staff preview (Next's draft-mode cookie) may show in the admin's live-preview frame; the
      // later rule wins for the same header.
      { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: securityHeaders({ framedBySite: true }) },
      {
        // Public pages: Next keeps the rendered HTML and expires it when staff publish. Its
        // default `s-maxage` of a year would let a CDN keep serving old pages; browsers and
        // proxies revalidate instead (ETag, 304), and Next answers from its cache.
        source: `/((?!_next/|api/|admin|${CONTACT_PAGE_PATH.slice(1)}$|${personalPages}).*)`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
      },
      // The contact form's answer without JavaScript belongs to one visitor: kept by no one.
      { source: CONTACT_PAGE_PATH, headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
      // So do the booking and signing pages: a visitor's appointment or document behind a token in
      // the address, and their forms' answers (issue 33, finding 14: they were `public`).
      ...[BOOKING_PAGES_PATH, SIGNING_PAGES_PATH].flatMap((path) =>
        [path, `${path}/:rest*`].map((source) => ({ source, headers: [{ key: 'Cache-Control', value: 'private, no-store' }] })),
      ),
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload asks every browser, on every path, for the colour-scheme client hint with
 * `Critical-CH`: Chrome then requests each public page twice (an internal restart before the
 * HTML). Only the admin panel reads the hint, so the rule is narrowed to /admin.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
