/**
 * Every public route is valid HTML: the server's HTML as a browser receives it, checked by
 * html-validate (its recommended rules, with the few the site's own choices make noise of
 * turned off in tests/support/html-validation.ts).
 */
import { expect, test } from '@playwright/test'

import { legalDocumentSlugs } from '../../src/lib/legal-document-slugs.mjs'
import { htmlErrors } from '../support/html-validation'
import { publishSeededPages } from '../support/pages-api'

const campaignPages = ['medicare-florida', 'obamacare-2027']

test.beforeAll(async ({ request }) => publishSeededPages(request, campaignPages))

const routes: { path: string; status: number }[] = [
  { path: '/', status: 200 },
  ...legalDocumentSlugs.map((slug) => ({ path: `/${slug}`, status: 200 })),
  ...campaignPages.map((slug) => ({ path: `/${slug}`, status: 200 })),
  { path: '/contacto', status: 200 },
  { path: '/contacto/gracias', status: 200 },
  { path: '/ruta-inexistente', status: 404 },
]

for (const { path, status } of routes) {
  test(`the HTML of ${path} has no validator errors`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(status)
    expect(await htmlErrors(await response.text())).toEqual([])
  })
}
