/**
 * Campaign pages on a real Postgres: the address rules, what the proxy's lookup answers for
 * drafts, published, renamed and unpublished pages and for short links, the seeded examples,
 * and a publish scheduled in the admin's way carried out by the queue.
 */
import { randomUUID } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadPage } from '@/campaign-pages/read/pages'
import { routeForPath } from '@/campaign-pages/read/path-routes'
import { startScheduledPublishing } from '@/jobs/scheduled-publishing'
import { pageSlugMessages } from '@/lib/page-slug'
import type { Page } from '@/payload-types'
import { pagesSeed } from '@/seed/content/pages'
import { seed } from '@/seed/seed'
import { openPayload } from '../../../tooling/payload'

const quiet = { context: { skipRevalidate: true } } as const
let payload: Payload

const hero: Page['layout'][number] = {
  blockType: 'hero',
  badge: 'Campaña',
  title: 'Una página de prueba',
  highlight: 'para la radio',
  subtitle: 'Texto de la portada.',
  savingsNote: 'Nota.',
  quoteButtonLabel: 'Cotizar',
  callButtonLabel: 'Llamar',
}

const newSlug = () => `campana-${randomUUID().slice(0, 8)}`

function createPage(slug: string, status: 'draft' | 'published') {
  return payload.create({
    collection: 'pages',
    data: { title: `Página ${slug}`, slug, layout: [hero], _status: status },
    draft: status === 'draft',
    ...quiet,
  })
}

const validationMessages = async (attempt: Promise<unknown>) => {
  const error = await attempt.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((entry) => entry.message)
}

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { not_equals: '/radio' } }, ...quiet })
})

describe('a page’s address', () => {
  // A draft is saved as it is (autosave keeps half-written pages); publishing checks every field.
  it('is refused at publishing, in Spanish, when the site already uses it or it is not a clean address', async () => {
    for (const [slug, message] of [
      ['contacto', pageSlugMessages.reserved],
      ['privacy-policy', pageSlugMessages.reserved],
      ['admin', pageSlugMessages.reserved],
      ['Medicare Florida', pageSlugMessages.shape],
    ] as const) {
      expect(await validationMessages(createPage(slug, 'published'))).toContain(message)
    }
  })

  it('belongs to one page only', async () => {
    const slug = newSlug()
    await createPage(slug, 'draft')
    await expect(createPage(slug, 'draft')).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('what a path leads to', () => {
  it('a draft is not a page for visitors, only in a staff preview; publishing makes it one at once', async () => {
    const slug = newSlug()
    const page = await createPage(slug, 'draft')
    expect(await routeForPath(`/${slug}`, { drafts: false })).toBeNull()
    expect(await routeForPath(`/${slug}`, { drafts: true })).toEqual({ kind: 'page', slug })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...quiet })
    expect(await routeForPath(`/${slug}`, { drafts: false })).toEqual({ kind: 'page', slug })
  })

  it('a draft’s address as last saved (its latest version) is the one a staff preview opens', async () => {
    const first = newSlug()
    const page = await createPage(first, 'draft')
    const renamed = `${first}-b`
    await payload.update({ collection: 'pages', id: page.id, data: { slug: renamed }, draft: true, ...quiet })
    expect(await routeForPath(`/${renamed}`, { drafts: true })).toEqual({ kind: 'page', slug: renamed })
    expect(await routeForPath(`/${renamed}`, { drafts: false })).toBeNull()
  })

  it('unknown paths lead nowhere, whatever their shape', async () => {
    for (const path of ['/no-existe', '/a/b/c', '/%E2%80%AE', `/${'x'.repeat(300)}`]) {
      expect(await routeForPath(path, { drafts: false })).toBeNull()
    }
  })

  it('an unpublished page is gone at once; a renamed one keeps its old address as a permanent redirect', async () => {
    const oldSlug = newSlug()
    const page = await createPage(oldSlug, 'published')
    const renamed = `${oldSlug}-2027`
    await payload.update({ collection: 'pages', id: page.id, data: { slug: renamed, _status: 'published' }, ...quiet })
    expect(await routeForPath(`/${renamed}`, { drafts: false })).toEqual({ kind: 'page', slug: renamed })
    expect(await routeForPath(`/${oldSlug}`, { drafts: false })).toMatchObject({
      kind: 'redirect',
      location: `/${renamed}`,
      permanent: true,
    })

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...quiet })
    expect(await routeForPath(`/${renamed}`, { drafts: false })).toBeNull()
    // The redirect leads to a page that is not published: it leads nowhere either.
    expect(await routeForPath(`/${oldSlug}`, { drafts: false })).toBeNull()
  })

  it('a redirect to an outside address or a legal document is followed, 301 or 302 as chosen', async () => {
    await payload.create({
      collection: 'redirects',
      data: { from: '/folleto', to: { type: 'custom', url: 'https://www.medicare.gov/' }, type: '302' },
      ...quiet,
    })
    expect(await routeForPath('/folleto', { drafts: false })).toMatchObject({
      kind: 'redirect',
      location: 'https://www.medicare.gov/',
      permanent: false,
    })
    expect(await routeForPath('/folleto/', { drafts: false })).toMatchObject({ kind: 'redirect' })
  })
})

describe('the seeded examples', () => {
  it('two pages wait as drafts, with the sections the agency asked for, and /radio leads to the first once it is published', async () => {
    for (const seeded of pagesSeed) {
      const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: seeded.slug } }, draft: true })
      expect(docs[0]?._status).toBe('draft')
      expect(docs[0]?.layout.map((block) => block.blockType)).toEqual(seeded.layout.map((block) => block.blockType))
    }
    const medicare = (await payload.find({ collection: 'pages', where: { slug: { equals: 'medicare-florida' } }, draft: true })).docs[0]
    const faq = medicare.layout.find((block) => block.blockType === 'faq')
    expect(faq?.blockType === 'faq' && faq.questions.length).toBeGreaterThanOrEqual(4)
    expect(medicare.layout.find((block) => block.blockType === 'contactForm')).toMatchObject({ insuranceType: 'medicare' })

    expect(await routeForPath('/radio', { drafts: false })).toBeNull()
    await payload.update({ collection: 'pages', id: medicare.id, data: { _status: 'published' }, ...quiet })
    expect(await routeForPath('/radio', { drafts: false })).toEqual({
      kind: 'redirect',
      location: '/medicare-florida?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026',
      permanent: false,
    })
  })

  it('seeding again changes nothing staff did', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'obamacare-2027' } }, draft: true })
    await payload.update({ collection: 'pages', id: docs[0].id, data: { title: 'Obamacare 2027 (revisado)' }, draft: true, ...quiet })
    await seed(payload)
    const again = await payload.find({ collection: 'pages', where: { slug: { equals: 'obamacare-2027' } }, draft: true })
    expect(again.docs[0].title).toBe('Obamacare 2027 (revisado)')
    expect((await payload.count({ collection: 'redirects', where: { from: { equals: '/radio' } } })).totalDocs).toBe(1)
  })
})

describe('the page as the site reads it', () => {
  it('is the published version with its sections, the promotion’s last day in agency time', async () => {
    const slug = newSlug()
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Con promoción',
        slug,
        meta: { noIndex: true },
        layout: [
          hero,
          { blockType: 'promotion', title: 'Termina pronto', text: 'Texto.', buttonLabel: 'Ir', endsOn: '2027-01-15T12:00:00.000Z' },
        ],
        _status: 'published',
      },
      ...quiet,
    })
    const page = await loadPage(slug, false)
    expect(page?.title).toBe('Con promoción')
    expect(page?.seo.noIndex).toBe(true)
    expect(page?.sections[1]).toMatchObject({ blockType: 'promotion', lastDay: '2027-01-15' })
    expect(await loadPage('no-existe', false)).toBeNull()
  })
})

describe('scheduled publishing', () => {
  it('a publish scheduled the way the admin does it is carried out by the queue, with no mail server configured', async () => {
    expect(process.env.SMTP_HOST).toBeUndefined()
    const slug = newSlug()
    const page = await createPage(slug, 'draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 1000),
    })
    startScheduledPublishing(payload)
    await expect.poll(() => routeForPath(`/${slug}`, { drafts: false }), { timeout: 20_000, interval: 500 }).toEqual({ kind: 'page', slug })
  })
})
