/**
 * Media in an S3-compatible bucket (S3_* settings; Payload's official storage-s3 adapter): two
 * production servers on one database and a real S3 server (s3rver) on loopback. Uploaded in the
 * admin of one instance, the image is in the bucket, not on either disk, served by both, and
 * leaves the bucket with its document; the size and type limits refuse as without S3.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { legalDocumentSlugs } from '../../../src/lib/legal-document-slugs.mjs'
import { type OwnServer, startOwnServer } from '../../../tooling/own-server'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../../tooling/throwaway-database'
import { type S3Server, startS3Server } from '../../support/s3-server'

const IMAGE_TOO_LARGE = 'La imagen supera el tamaño máximo de 5 MB. Redúzcala e inténtelo de nuevo.'

type Media = { id: number; filename: string; url: string; sizes: Record<string, { filename: string | null }> }

test.describe('media in an S3-compatible bucket, two instances', () => {
  test.describe.configure({ mode: 'serial' })
  let s3: S3Server
  let database: ThrowawayDatabase
  let mediaDir: string
  let a: OwnServer
  let b: OwnServer

  const apiToken = async (server: OwnServer) => {
    const response = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    })
    expect(response.status).toBe(200)
    return { Authorization: `JWT ${((await response.json()) as { token: string }).token}` }
  }

  const keysOf = (media: Media) => [media.filename, ...Object.values(media.sizes).map((size) => size.filename)].filter(Boolean).sort()

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    s3 = await startS3Server()
    mediaDir = mkdtempSync(path.join(tmpdir(), 'media-s3-'))
    database = await createThrowawayDatabase('s3')
    const env = { ...s3.env, MEDIA_DIR: mediaDir }
    // One after the other: the first seeds the empty database (its insurer logos go to the bucket).
    a = await startOwnServer('s3', env, { sharedDatabase: database })
    await expect
      .poll(async () => ((await (await fetch(`${a.url}/api/legal-documents?limit=0`)).json()) as { totalDocs?: number }).totalDocs, {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(legalDocumentSlugs.length)
    // The legal documents come from a migration; the seed's insurer logos, the last being AvMed's, follow.
    await expect.poll(() => s3.objectKeys(), { timeout: 90_000, intervals: [500] }).toContain('logo-avmed.png')
    b = await startOwnServer('s3', env, { sharedDatabase: database })
  })

  test.afterAll(async () => {
    test.setTimeout(120_000)
    const steps: (() => Promise<unknown> | undefined)[] = [
      () => Promise.all([a?.stop(), b?.stop()]),
      () => database?.dispose(),
      () => s3?.stop(),
    ]
    for (const step of steps) await Promise.resolve().then(step).catch(console.error)
    rmSync(mediaDir, { recursive: true, force: true })
  })

  test.afterEach(async () => {
    const info = test.info()
    if (info.status === info.expectedStatus) return
    await info.attach('instance A stderr', { body: a?.stderr() ?? '' })
    await info.attach('instance B stderr', { body: b?.stderr() ?? '' })
  })

  test('the seeded logos are in the bucket, not on the disk, and both instances serve them and their optimised copies', async () => {
    const logo = 'logo-ambetter.png'
    expect(s3.objectKeys()).toContain(logo)
    expect(readdirSync(mediaDir)).toEqual([])
    // Asked of each instance's API, not read off its home page: every server these tests start runs
    // from one build folder, whose page cache another server (on another database) may have filled.
    for (const server of [a, b]) {
      const found = (await (await fetch(`${server.url}/api/media?where[alt][equals]=Ambetter&depth=0`)).json()) as { docs: Media[] }
      expect(found.docs.map((media) => media.filename)).toEqual([logo])
      const filePath = new URL(found.docs[0].url, server.url).pathname
      for (const address of [filePath, `/_next/image?url=${encodeURIComponent(filePath)}&w=320&q=75`]) {
        const image = await fetch(`${server.url}${address}`)
        expect(image.status, `${server.url}${address}`).toBe(200)
        expect(image.headers.get('content-type')).toMatch(/^image\//)
      }
    }
  })

  test('an image uploaded in the admin of one instance is in the bucket, served by both, and leaves with its document', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const filename = `foto-s3-${Date.now()}.png`
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()

    await page.goto(`${a.url}/admin/login`)
    await page.getByLabel('Correo electrónico').fill(TEST_ADMIN.email)
    await page.getByLabel('Contraseña').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await page.goto(`${a.url}/admin/collections/media/create`)
    await page.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'image/png', buffer: png })
    await page.locator('#field-alt').fill('Foto en el almacenamiento S3')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+$/, { timeout: 30_000 })
    const id = Number(/\/media\/(\d+)$/.exec(page.url())?.[1])

    const auth = await apiToken(a)
    const media = (await (await fetch(`${a.url}/api/media/${id}?depth=0`, { headers: auth })).json()) as Media
    expect(media.filename).toBe(filename)
    const keys = keysOf(media)
    expect(keys.length).toBe(3)
    for (const key of keys) expect(s3.objectKeys()).toContain(key)
    expect(readdirSync(mediaDir)).toEqual([])
    // The file's address on the site, the same on every instance (the API gives it absolute, on A).
    const filePath = new URL(media.url, a.url).pathname
    expect(filePath).toBe(`/api/media/file/${filename}`)

    const served = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.url}${filePath}`)
        expect(response.status, server.url).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/png')
        return Buffer.from(await response.arrayBuffer())
      }),
    )
    expect(served[1].equals(served[0])).toBe(true)
    expect((await sharp(served[1]).metadata()).width).toBe(800)

    const deleted = await fetch(`${b.url}/api/media/${id}`, { method: 'DELETE', headers: await apiToken(b) })
    expect(deleted.status).toBe(200)
    for (const key of keys) expect(s3.objectKeys()).not.toContain(key)
    for (const server of [a, b]) expect((await fetch(`${server.url}${filePath}`)).status).toBe(404)
  })

  test('a private policy document goes to the bucket under policy-documents/ and leaves it only through the logged download', async () => {
    test.setTimeout(120_000)
    const auth = await apiToken(a)
    const json = { ...auth, 'content-type': 'application/json' }
    const created = async (collection: string, data: unknown) => {
      const response = await fetch(`${a.url}/api/${collection}`, { method: 'POST', headers: json, body: JSON.stringify(data) })
      expect(response.status, collection).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const suffix = Date.now()
    const client = await created('contacts', {
      firstName: 'Ana',
      lastName: `Bucket ${suffix}`,
      source: 'telefono',
      phone: '(305) 555-0111',
    })
    const carrier = await created('insurers', { name: `Aseguradora S3 ${suffix}`, showOnSite: false })
    const policy = await created('policies', {
      client,
      carrier,
      line: 'aca',
      status: 'activa',
      effectiveDate: '2026-01-01T12:00:00.000Z',
    })
    const card = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(card)], { type: 'image/png' }), `tarjeta-${suffix}.png`)
    form.append('_payload', JSON.stringify({ policy, kind: 'tarjeta' }))
    const uploaded = await fetch(`${a.url}/api/policy-documents`, { method: 'POST', headers: auth, body: form })
    expect(uploaded.status).toBe(201)
    const doc = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
    expect(s3.objectKeys()).toContain(`policy-documents/${doc.filename}`)
    expect(readdirSync(mediaDir)).toEqual([])

    // Without a session, on either instance, through every address that could reach the object.
    for (const server of [a, b]) {
      for (const address of [
        `/api/policy-documents/file/${doc.filename}`,
        `/api/media/file/${doc.filename}`,
        `/api/media/file/${doc.filename}?prefix=policy-documents`,
        `/api/media/file/policy-documents%2F${doc.filename}`,
        `/api/policy-documents/${doc.id}/download`,
      ]) {
        expect((await fetch(`${server.url}${address}`)).status, `${server.url}${address}`).toBeGreaterThanOrEqual(400)
      }
    }
    // Signed in, from the other instance: the same bytes, as an attachment nobody caches.
    const download = await fetch(`${b.url}/api/policy-documents/${doc.id}/download`, { headers: await apiToken(b) })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await download.arrayBuffer()).equals(card)).toBe(true)
  })

  test('the size and type limits refuse as without S3, and nothing reaches the bucket', async () => {
    const auth = await apiToken(a)
    const before = s3.objectKeys()
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData()
      form.append('file', new Blob([bytes], { type }), name)
      form.append('_payload', JSON.stringify({ alt: 'Prueba' }))
      return fetch(`${a.url}/api/media`, { method: 'POST', headers: auth, body: form, signal: AbortSignal.timeout(30_000) })
    }
    const oversized = await upload(new Uint8Array(6 * 1024 * 1024), 'grande.png', 'image/png')
    expect(oversized.status).toBe(413)
    expect(((await oversized.json()) as { message: string }).message).toBe(IMAGE_TOO_LARGE)
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(400)
    expect((await upload(new TextEncoder().encode('no es una imagen'), 'notas.txt', 'text/plain')).status).toBe(400)
    expect(s3.objectKeys()).toEqual(before)
  })
})
