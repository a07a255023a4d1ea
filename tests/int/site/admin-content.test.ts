import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { todayAsDayOnly } from '../../../src/lib/last-updated'
import { DEFAULT_AGENCY_TIME_ZONE } from '../../../src/lib/time-zone'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { createStaffUser, type StaffUser } from '../../support/staff-user'

const quiet = { context: { skipRevalidate: true } } as const

describe('editing content from the staff desk', () => {
  let payload: Payload
  let staff: StaffUser

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
    staff = await createStaffUser(payload, 'editora')
  })

  const asStaff = () => ({ overrideAccess: false, user: staff, ...quiet }) as const

  async function legalNotice() {
    const { docs } = await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'legal-notice' } } })
    return docs[0]
  }

  describe("a legal document's 'última actualización'", () => {
    it('moves to today when staff save without touching the date', async () => {
      const before = await legalNotice()
      await payload.update({
        collection: 'legal-documents',
        id: before.id,
        data: { lastUpdated: '2023-05-02T12:00:00.000Z' },
        ...quiet,
      })
      // The admin form sends the unchanged date back with the rest of the document.
      const saved = await payload.update({
        collection: 'legal-documents',
        id: before.id,
        data: { title: before.title, lastUpdated: '2023-05-02T12:00:00.000Z', _status: 'published' },
        ...asStaff(),
      })
      expect(saved.lastUpdated).toBe(todayAsDayOnly(new Date(), DEFAULT_AGENCY_TIME_ZONE))
    })

    it('keeps the date staff set by hand in that save', async () => {
      const before = await legalNotice()
      const saved = await payload.update({
        collection: 'legal-documents',
        id: before.id,
        data: { lastUpdated: '2024-06-01T12:00:00.000Z', _status: 'published' },
        ...asStaff(),
      })
      expect(saved.lastUpdated).toBe('2024-06-01T12:00:00.000Z')
    })
  })

  describe('drafts', () => {
    it('visitors keep seeing the published legal text while staff work on a draft', async () => {
      const published = await legalNotice()
      await payload.update({
        collection: 'legal-documents',
        id: published.id,
        data: { title: 'Aviso Legal (borrador)' },
        draft: true,
        ...asStaff(),
      })
      const { docs: visible } = await payload.find({
        collection: 'legal-documents',
        where: { slug: { equals: 'legal-notice' } },
        overrideAccess: false,
        user: null,
      })
      expect(visible[0].title).toBe(published.title)
      const { docs: drafts } = await payload.find({
        collection: 'legal-documents',
        where: { slug: { equals: 'legal-notice' } },
        draft: true,
        ...asStaff(),
      })
      expect(drafts[0].title).toBe('Aviso Legal (borrador)')
      await payload.update({
        collection: 'legal-documents',
        id: published.id,
        data: { title: published.title, _status: 'published' },
        ...quiet,
      })
    })

    it('visitors keep seeing the published landing copy while staff work on a draft', async () => {
      const published = await payload.findGlobal({ slug: 'landing' })
      const draftTitle = `${published.hero.title} (borrador)`
      await payload.updateGlobal({
        slug: 'landing',
        data: { hero: { ...published.hero, title: draftTitle } },
        draft: true,
        ...asStaff(),
      })
      const visible = await payload.findGlobal({ slug: 'landing', overrideAccess: false, user: null })
      expect(visible.hero.title).toBe(published.hero.title)
      const draft = await payload.findGlobal({ slug: 'landing', draft: true, ...asStaff() })
      expect(draft.hero.title).toBe(draftTitle)
      await payload.updateGlobal({ slug: 'landing', data: { ...published, _status: 'published' }, ...quiet })
    })
  })

  describe('uploads', () => {
    const upload = (data: Buffer, name: string, mimetype: string) =>
      payload.create({
        collection: 'media',
        data: { alt: 'Prueba' },
        file: { data, name, mimetype, size: data.length },
        ...asStaff(),
      })

    it('accepts a photo and makes the smaller variants with sharp', async () => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336ff5' } })
        .png()
        .toBuffer()
      const media = await upload(png, 'foto.png', 'image/png')
      // The thumbnail keeps the whole picture (3:2), not a square crop of it.
      expect(media.sizes?.thumbnail).toMatchObject({ width: 160, height: 107 })
      expect(media.sizes?.card?.width).toBe(640)
      await payload.delete({ collection: 'media', id: media.id, ...quiet })
    })

    it('rejects SVG, also when it pretends to be a PNG', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      await expect(upload(svg, 'logo.svg', 'image/svg+xml')).rejects.toThrow()
      await expect(upload(svg, 'logo.png', 'image/png')).rejects.toThrow()
    })

    it('rejects a file that is not an image', async () => {
      await expect(upload(Buffer.from('%PDF-1.4 hola'), 'documento.png', 'image/png')).rejects.toThrow()
    })

    it('rejects an image over 5 MB with a Spanish message', async () => {
      const noise = Buffer.alloc(1400 * 1400 * 3)
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
      const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer()
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
      await expect(upload(big, 'grande.png', 'image/png')).rejects.toThrow(/5 MB/)
    })
  })
})
