/**
 * Every public route is valid HTML: the server's HTML as a browser receives it, checked by
 * html-validate (its recommended rules, with the few the site's own choices make noise of
 * turned off in tests/support/html-validation.ts), and each page has one main heading (<h1>) with
 * no level skipped below it, the outline a screen-reader user jumps through.
 */
import { expect, test } from '@playwright/test'

import { legalDocumentSlugs } from '../../../src/lib/legal-document-slugs.mjs'
import { htmlErrors } from '../../support/html-validation'
import { publishSeededPages } from '../../support/pages-api'

const campaignPages = ['medicare-florida', 'obamacare-2027']

test.beforeAll(async ({ request }) => publishSeededPages(request, campaignPages))

const routes: { path: string; status: number }[] = [
  { path: '/', status: 200 },
  ...legalDocumentSlugs.map((slug) => ({ path: `/${slug}`, status: 200 })),
  ...campaignPages.map((slug) => ({ path: `/${slug}`, status: 200 })),
  { path: '/contacto', status: 200 },
  { path: '/contacto/gracias', status: 200 },
  { path: '/citas', status: 200 },
  { path: '/citas?tipo=llamada&tema=obamacare', status: 200 },
  { path: '/citas/cancelada', status: 200 },
  { path: '/ruta-inexistente', status: 404 },
]

for (const { path, status } of routes) {
  test(`the HTML of ${path} has no validator errors`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(status)
    expect(await htmlErrors(await response.text())).toEqual([])
  })
}

/** The levels of the page's headings in document order, from the server's HTML. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))

for (const { path } of routes) {
  test(`${path} has one <h1> and no heading level skipped`, async ({ request }) => {
    const levels = headingLevels(await (await request.get(path)).text())
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]}→h${level}`] : []))
    expect(skips).toEqual([])
  })
}
