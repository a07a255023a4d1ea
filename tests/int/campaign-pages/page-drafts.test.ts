/**
 * Campaign pages' rough edges (issue 35, finding 6) on a real Postgres: a page with a «Testimonios»
 * section and no statistics is saved and published; an empty page is never stored as a draft (Payload
 * stored one, «<Sin Título>», whenever «Crear nuevo» opened); a redirect cannot point to such a page.
 */
import { randomUUID } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Redirect } from '@/payload-types'
import { openPayload } from '../../../tooling/payload'

const quiet = { context: { skipRevalidate: true } } as const
let payload: Payload

const testimonials = {
  blockType: 'testimonials' as const,
  heading: 'Lo que dicen nuestras familias',
  subtitle: 'Opiniones de clientes de la agencia.',
  summary: [],
  testimonials: [],
}

beforeAll(async () => {
  payload = await openPayload()
})

describe('a «Testimonios» section', () => {
  it('needs no statistics to be saved and published', async () => {
    const slug = `testimonios-${randomUUID().slice(0, 8)}`
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Testimonios sin cifras', slug, layout: [testimonials], _status: 'draft' },
      draft: true,
      ...quiet,
    })
    const published = await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' }, ...quiet })
    expect(published._status).toBe('published')
  })

  it('drops an empty statistic row on save, so the page publishes without it', async () => {
    const slug = `cifra-vacia-${randomUUID().slice(0, 8)}`
    const summary = [
      { value: '', label: '' },
      { value: '98 %', label: 'Familias satisfechas' },
      { value: ' ', label: '' },
    ]
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Testimonios con una cifra vacía', slug, layout: [{ ...testimonials, summary }], _status: 'draft' },
      draft: true,
      ...quiet,
    })
    const published = await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' }, ...quiet })
    expect(published._status).toBe('published')
    const [section] = published.layout ?? []
    expect(section.blockType === 'testimonials' && section.summary?.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: '98 %', label: 'Familias satisfechas' },
    ])
  })

  it('still asks for the other half of a statistic row half filled', async () => {
    const error = await payload
      .create({
        collection: 'pages',
        data: {
          title: 'Testimonios con media cifra',
          slug: `media-cifra-${randomUUID().slice(0, 8)}`,
          layout: [{ ...testimonials, summary: [{ value: '98 %', label: '' }] }],
          _status: 'published',
        },
        ...quiet,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors.map((problem) => problem.message)).toContain('Este campo es obligatorio.')
  })
})

describe('an empty page', () => {
  it('is not stored as a draft: a draft page needs its title, address and a section', async () => {
    const before = await payload.count({ collection: 'pages', overrideAccess: true })
    const error = await payload
      .create({ collection: 'pages', data: { _status: 'draft' }, draft: true, ...quiet })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('left by an older version is not offered as a redirect’s destination', async () => {
    const [{ id }] = (
      await payload.db.drizzle.execute(`insert into pages (_status, updated_at, created_at) values ('draft', now(), now()) returning id`)
    ).rows as { id: number }[]
    const error = await payload
      .create({
        collection: 'redirects',
        data: {
          from: `/vacia-${randomUUID().slice(0, 8)}`,
          to: { type: 'reference', reference: { relationTo: 'pages', value: id } },
        } as Omit<Redirect, 'id' | 'createdAt' | 'updatedAt'>,
        ...quiet,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
  })
})
