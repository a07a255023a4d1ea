import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { legalDocumentRequiredMessage, legalUnpublishRefusedMessage } from '../../../src/copy/admin'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'

type User = Record<string, unknown> & { id: number | string; collection: 'users' }
const quiet = { context: { skipRevalidate: true } } as const

describe('the legal documents the site must always show', () => {
  let payload: Payload
  const users: Record<'staff' | 'admin', User> = {} as never

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
    for (const role of ['staff', 'admin'] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${role}-legal-${Date.now()}@agencia.example`, password: `clave-${role}-legal-123`, roles: [role] },
      })
      users[role] = { ...user, collection: 'users' }
    }
  })

  const as = (role: 'staff' | 'admin') => ({ overrideAccess: false, user: users[role], ...quiet }) as const
  const find = async (slug: string) =>
    (await payload.find({ collection: 'legal-documents', where: { slug: { equals: slug } }, depth: 0 })).docs[0]

  it('staff cannot unpublish one (the Despublicar of the admin), but can still save drafts of it', async () => {
    const doc = await find('privacy-policy')
    await expect(payload.update({ collection: 'legal-documents', id: doc.id, data: { _status: 'draft' }, ...as('staff') })).rejects.toThrow(
      legalUnpublishRefusedMessage,
    )
    expect((await find('privacy-policy'))._status).toBe('published')
    await payload.update({
      collection: 'legal-documents',
      id: doc.id,
      data: { title: `${doc.title} (borrador)` },
      draft: true,
      ...as('staff'),
    })
    const published = await payload.find({
      collection: 'legal-documents',
      where: { slug: { equals: 'privacy-policy' } },
      overrideAccess: false,
    })
    expect(published.docs[0].title).toBe(doc.title)
  })

  it("an admin cannot unpublish one either, neither as the admin's «Despublicar» (unpublishAllLocales) nor as a draft status", async () => {
    const doc = await find('terms-of-service')
    await expect(
      payload.update({ collection: 'legal-documents', id: doc.id, data: { _status: 'draft' }, unpublishAllLocales: true, ...as('admin') }),
    ).rejects.toThrow(legalUnpublishRefusedMessage)
    await expect(payload.update({ collection: 'legal-documents', id: doc.id, data: { _status: 'draft' }, ...as('admin') })).rejects.toThrow(
      legalUnpublishRefusedMessage,
    )
    const visible = await payload.find({
      collection: 'legal-documents',
      where: { slug: { equals: 'terms-of-service' } },
      overrideAccess: false,
    })
    expect(visible.docs.map((published) => published.title)).toEqual([doc.title])
  })

  it('nobody signed in deletes one, admins included', async () => {
    const doc = await find('legal-notice')
    await expect(payload.delete({ collection: 'legal-documents', id: doc.id, ...as('staff') })).rejects.toThrow()
    await expect(payload.delete({ collection: 'legal-documents', id: doc.id, ...as('admin') })).rejects.toThrow(
      legalDocumentRequiredMessage,
    )
    expect((await find('legal-notice')).id).toBe(doc.id)
  })
})
