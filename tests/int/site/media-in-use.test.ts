import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { createStaffUser, type StaffUser } from '../../support/staff-user'

const quiet = { context: { skipRevalidate: true } } as const

describe('deleting an image that the site still uses', () => {
  let payload: Payload
  let staff: StaffUser

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
    staff = await createStaffUser(payload, 'imagenes')
  })

  const asStaff = () => ({ overrideAccess: false, user: staff, ...quiet }) as const

  async function newImage(name: string) {
    const data = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data, name: `${name}.png`, mimetype: 'image/png', size: data.length },
      ...quiet,
    })
  }

  const fileOf = (media: { filename?: string | null }) => path.resolve(process.env.MEDIA_DIR || 'media', media.filename as string)

  it('is refused with a Spanish message naming each insurer, service and setting that shows it, and its files stay', async () => {
    const logo = await newImage(`logo-${Date.now()}`)
    const insurer = await payload.create({
      collection: 'insurers',
      data: { name: `Aseguradora ${Date.now()}`, logo: logo.id, order: 0 },
      ...quiet,
    })
    const { docs } = await payload.find({ collection: 'services', limit: 1, depth: 0 })
    const service = docs[0]
    await payload.update({ collection: 'services', id: service.id, data: { image: logo.id }, ...quiet })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'site-settings', data: { shareImage: logo.id }, ...quiet })

    await expect(payload.delete({ collection: 'media', id: logo.id, ...asStaff() })).rejects.toThrow(
      `Esta imagen se usa en: Servicio «${service.title}», Aseguradora «${insurer.name}», Datos de la agencia.`,
    )
    expect((await payload.findByID({ collection: 'media', id: logo.id })).id).toBe(logo.id)
    expect(existsSync(fileOf(logo))).toBe(true)
    expect((await payload.findByID({ collection: 'insurers', id: insurer.id, depth: 0 })).logo).toBe(logo.id)

    // Once nothing shows it, it goes, files included.
    await payload.updateGlobal({ slug: 'site-settings', data: { shareImage: settings.shareImage ?? null }, ...quiet })
    await payload.update({ collection: 'services', id: service.id, data: { image: service.image ?? null }, ...quiet })
    await payload.delete({ collection: 'insurers', id: insurer.id, ...quiet })
    await payload.delete({ collection: 'media', id: logo.id, ...asStaff() })
    expect(existsSync(fileOf(logo))).toBe(false)
  })

  it('a testimonial photo counts too, also when staff delete from the list (several at once)', async () => {
    const photo = await newImage(`foto-${Date.now()}`)
    const spare = await newImage(`libre-${Date.now()}`)
    const testimonial = await payload.create({
      collection: 'testimonials',
      data: { name: `Cliente ${Date.now()}`, role: 'Cliente', content: 'Muy buen servicio.', rating: 5, photo: photo.id, order: 0 },
      ...quiet,
    })
    const result = await payload.delete({ collection: 'media', where: { id: { in: [photo.id, spare.id] } }, ...asStaff() })
    expect(result.docs.map((doc) => doc.id)).toEqual([spare.id])
    expect(result.errors.map((error) => error.message)).toEqual([
      `Esta imagen se usa en: Testimonio «${testimonial.name}». Cámbiela allí por otra antes de eliminarla.`,
    ])
    await payload.delete({ collection: 'testimonials', id: testimonial.id, ...quiet })
    await payload.delete({ collection: 'media', id: photo.id, ...quiet })
  })
})
