import { type APIRequestContext, expect } from '@playwright/test'

import { TEST_ADMIN } from '../../tooling/test-env'

type PageDoc = { id: number; slug: string; title: string; _status: 'draft' | 'published' }

/** Staff's REST session for the campaign-page tests. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: TEST_ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

export async function findPage(request: APIRequestContext, headers: Record<string, string>, slug: string): Promise<PageDoc> {
  const found = await request.get(`/api/pages?where[slug][equals]=${slug}&draft=true&depth=0`, { headers })
  const page = ((await found.json()) as { docs: PageDoc[] }).docs[0]
  expect(page, slug).toBeTruthy()
  return page
}

/** Publishes the latest version, or unpublishes the page with the request the admin’s «Despublicar» sends. */
export async function setPageStatus(request: APIRequestContext, headers: Record<string, string>, id: number, status: PageDoc['_status']) {
  const query = status === 'draft' ? '?depth=0&unpublishAllLocales=true' : ''
  const saved = await request.patch(`/api/pages/${id}${query}`, { headers, data: { _status: status } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** The seeded campaign pages are drafts until staff publish them: publishes those that are not yet. */
export async function publishSeededPages(request: APIRequestContext, slugs: readonly string[]) {
  const headers = await staffHeaders(request)
  for (const slug of slugs) {
    const page = await findPage(request, headers, slug)
    if (page._status !== 'published') await setPageStatus(request, headers, page.id, 'published')
  }
}

export async function createPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<PageDoc> {
  const created = await request.post('/api/pages', { headers, data })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: PageDoc }).doc
}
