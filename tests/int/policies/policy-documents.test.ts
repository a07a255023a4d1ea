/**
 * Issue 36, item 6: a policy's private documents (ID cards, carrier letters). Staff upload them on a policy; the file
 * never has a public address: anonymous visitors are refused on every path that could serve it (Payload's static file
 * route, the site's media route, the download route), and even staff get it only through the download route, which
 * answers an uncached attachment and logs who downloaded what, when. Too-large and wrong-type files are refused in Spanish.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relation-id'
import { openPayload } from '../../../tooling/payload'
import { type RestMethod, restCall } from '../../support/rest-api'
import { restUpload, type UploadedFile } from '../../support/rest-upload'

let payload: Payload
type Account = { id: number; token: string }
let staff: Account
let clientId: number
let policyId: number
let idCard: Uint8Array

const rest = (method: RestMethod, apiPath: string, account: Account | null, body?: unknown) =>
  restCall(method, apiPath, { token: account?.token, body })

async function signIn(role: 'staff' | 'admin'): Promise<Account> {
  const email = `docs-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name: `Cuenta ${role}`, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string }
}

type DocumentAnswer = {
  doc?: { id: number; filename: string; url: string | null; client: unknown; policy: unknown }
  errors?: { message: string }[]
}

async function upload(
  file: UploadedFile,
  account: Account | null,
  fields: Record<string, unknown> = { policy: policyId, kind: 'tarjeta' },
) {
  const response = await restUpload('policy-documents', file, fields, account?.token)
  return { status: response.status, body: (await response.json()) as DocumentAnswer }
}

const uploadedIdCard = async () => {
  const { status, body } = await upload({ bytes: idCard, name: 'tarjeta-rosa.png', type: 'image/png' }, staff)
  expect(status, JSON.stringify(body)).toBe(201)
  return body.doc as NonNullable<DocumentAnswer['doc']>
}

const downloadsOf = async (documentId: number) =>
  (await payload.find({ collection: 'policy-document-downloads', where: { document: { equals: documentId } }, depth: 0 })).docs

beforeAll(async () => {
  payload = await openPayload()
  staff = await signIn('staff')
  const lead = await rest('POST', 'contacts', staff, {
    firstName: 'Rosa',
    lastName: `Documentos ${randomUUID().slice(0, 6)}`,
    source: 'telefono',
    phone: '(305) 555-0142',
  })
  expect(lead.status).toBe(201)
  clientId = ((await lead.json()) as { doc: { id: number } }).doc.id
  const carrier = await payload.create({
    collection: 'insurers',
    data: { name: `Aseguradora ${randomUUID().slice(0, 8)}`, showOnSite: false } as never,
  })
  const policy = await payload.create({
    collection: 'policies',
    data: {
      client: clientId,
      line: 'medicare-advantage',
      carrier: carrier.id,
      status: 'activa',
      effectiveDate: '2026-01-01T12:00:00.000Z',
    } as never,
  })
  policyId = policy.id
  idCard = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
})

describe('private policy documents', () => {
  it('staff upload an ID card on a policy: it belongs to the policy and its client, and shows on the policy', async () => {
    const doc = await uploadedIdCard()
    expect(relationId(doc.policy)).toBe(policyId)
    expect(relationId(doc.client)).toBe(clientId)
    // No file address to hand around (or for the admin to preview): the file leaves only through the logged download route.
    expect(doc.url).toBeNull()
    const policy = await rest('GET', `policies/${policyId}?depth=0`, staff)
    const joined = ((await policy.json()) as { documents?: { docs: (number | { id: number })[] } }).documents?.docs ?? []
    expect(joined.map((entry) => (typeof entry === 'object' ? entry.id : entry))).toContain(doc.id)
  })

  it('never reaches anonymous visitors, through any path that could serve it', async () => {
    const doc = await uploadedIdCard()
    const payloadFileRoute = await rest('GET', `policy-documents/file/${doc.filename}`, null)
    expect([401, 403]).toContain(payloadFileRoute.status)
    const mediaFileRoute = await rest('GET', `media/file/${doc.filename}`, null)
    expect(mediaFileRoute.status).toBeGreaterThanOrEqual(400)
    const downloadRoute = await rest('GET', `policy-documents/${doc.id}/download`, null)
    expect(downloadRoute.status).toBe(401)
    expect(((await downloadRoute.json()) as { message: string }).message).toBe('Inicie sesión para descargar documentos.')
    const record = await rest('GET', `policy-documents/${doc.id}`, null)
    expect([401, 403, 404]).toContain(record.status)
    const list = await rest('GET', 'policy-documents', null)
    expect([401, 403]).toContain(list.status)
    // Not in the media folder the site serves (nor in public/): kept in its own private folder.
    expect(existsSync(path.join(process.env.MEDIA_DIR as string, doc.filename))).toBe(false)
    expect(existsSync(path.join('public', doc.filename))).toBe(false)
    expect(readdirSync(process.env.POLICY_DOCUMENTS_DIR as string)).toContain(doc.filename)
    expect(await downloadsOf(doc.id)).toEqual([])
  })

  it("is not served by Payload's static file route even to staff: that route logs nothing", async () => {
    const doc = await uploadedIdCard()
    const staticRoute = await rest('GET', `policy-documents/file/${doc.filename}`, staff)
    expect(staticRoute.status).toBe(403)
  })

  it('staff download it as an uncached attachment, and each download is logged with who and when', async () => {
    const doc = await uploadedIdCard()
    // Reading the document's record (the admin's lists and edit screen do) is not a download.
    const listed = await rest('GET', `policy-documents?where[id][equals]=${doc.id}`, staff)
    expect(((await listed.json()) as { docs: { url: unknown; thumbnailURL: unknown }[] }).docs[0]).toMatchObject({
      url: null,
      thumbnailURL: null,
    })
    expect(await downloadsOf(doc.id)).toEqual([])
    const before = Date.now()
    const answer = await rest('GET', `policy-documents/${doc.id}/download`, staff)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="tarjeta-rosa(-\d+)?\.png"/)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(idCard))).toBe(true)
    await rest('GET', `policy-documents/${doc.id}/download`, staff)
    const lines = await downloadsOf(doc.id)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ user: staff.id, userName: 'Cuenta staff', documentName: doc.filename })
    expect(new Date(lines[0].at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps the download log as evidence: nobody edits or deletes a line', async () => {
    const doc = await uploadedIdCard()
    await rest('GET', `policy-documents/${doc.id}/download`, staff)
    const [line] = await downloadsOf(doc.id)
    const admin = await signIn('admin')
    expect([401, 403]).toContain((await rest('PATCH', `policy-document-downloads/${line.id}`, admin, { userName: 'Otra persona' })).status)
    expect([401, 403]).toContain((await rest('DELETE', `policy-document-downloads/${line.id}`, admin)).status)
    expect([401, 403]).toContain(
      (await rest('POST', 'policy-document-downloads', staff, { document: doc.id, at: new Date().toISOString() })).status,
    )
    expect(await downloadsOf(doc.id)).toHaveLength(1)
  })

  it('keeps a policy that has documents: deleting it is refused in Spanish, the document stays', async () => {
    const doc = await uploadedIdCard()
    const admin = await signIn('admin')
    const answer = await rest('DELETE', `policies/${policyId}`, admin)
    expect(answer.status).toBe(409)
    const body = (await answer.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/No se puede eliminar esta póliza: tiene \d+ documentos/)
    expect((await rest('GET', `policy-documents/${doc.id}/download`, staff)).status).toBe(200)
  })

  it('refuses an anonymous upload', async () => {
    const { status } = await upload({ bytes: idCard, name: 'tarjeta.png', type: 'image/png' }, null)
    expect([401, 403]).toContain(status)
  })

  it('accepts a carrier letter as PDF', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n')
    const { status, body } = await upload({ bytes: pdf, name: 'carta.pdf', type: 'application/pdf' }, staff, {
      policy: policyId,
      kind: 'carta',
    })
    expect(status, JSON.stringify(body)).toBe(201)
  })

  it('refuses a file over 10 MB with a Spanish message', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1024)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const { status, body } = await upload({ bytes: big, name: 'escaneo.pdf', type: 'application/pdf' }, staff)
    expect(status).toBe(413)
    expect(body.errors?.[0]?.message).toMatch(/supera el tamaño máximo de 10 MB/)
  })

  it('refuses what is not a PDF or an image, also when its name says it is, in Spanish', async () => {
    const program = new TextEncoder().encode('MZ\x90\x00 programa de Windows')
    const disguised = await upload({ bytes: program, name: 'carta.pdf', type: 'application/pdf' }, staff)
    expect(disguised.status).toBe(415)
    expect(disguised.body.errors?.[0]?.message).toMatch(/no es un PDF ni una imagen válida/)
    const page = await upload(
      { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'carta.html', type: 'text/html' },
      staff,
    )
    expect(page.status).toBe(415)
    expect(page.body.errors?.[0]?.message).toMatch(/Solo se aceptan documentos PDF e imágenes/)
  })
})
