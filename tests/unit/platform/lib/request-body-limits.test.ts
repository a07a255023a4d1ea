import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { requestTooLargeMessage } from '@/copy/request-limits.mjs'
import { bodyLimitFor } from '@/lib/request-body-limits.mjs'
import { documentTooLargeMessage, MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES, uploadTooLargeMessage } from '@/lib/upload-limits.mjs'

const KiB = 1024
const MiB = 1024 * KiB

describe('bodyLimitFor', () => {
  it('keeps the account forms and the contact form small', () => {
    for (const path of ['/api/users', '/api/users/login', '/api/users/forgot-password', '/api/users/reset-password', '/api/contacts']) {
      expect(bodyLimitFor(path)).toMatchObject({ maxBytes: 64 * KiB, message: requestTooLargeMessage })
    }
  })

  it('gives the form sent without JavaScript the limit of the contact form, refused with a page, not JSON', () => {
    expect(bodyLimitFor('/contacto')).toMatchObject({ maxBytes: 64 * KiB, message: requestTooLargeMessage, answer: 'page' })
    expect(bodyLimitFor('/api/contacts')).toMatchObject({ answer: 'json' })
    expect(bodyLimitFor('/contacto/otra')).toMatchObject({ maxBytes: MiB, answer: 'json' })
  })

  it('lets an image upload through with the form around it, and says so in the image message', () => {
    for (const path of ['/api/media', '/api/media/12']) {
      const limit = bodyLimitFor(path)
      expect(limit.maxBytes).toBeGreaterThan(MAX_UPLOAD_BYTES)
      expect(limit.maxBytes).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + MiB)
      expect(limit.message).toBe(uploadTooLargeMessage)
    }
  })

  it('lets a 10 MB policy document through with the form around it, and says so in the document message (issue 36)', () => {
    for (const path of ['/api/policy-documents', '/api/policy-documents/12']) {
      const limit = bodyLimitFor(path)
      expect(limit.maxBytes).toBeGreaterThan(MAX_DOCUMENT_BYTES)
      expect(limit.maxBytes).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES + MiB)
      expect(limit.message).toBe(documentTooLargeMessage)
    }
    // Caddy at the door: the same size and the same message.
    const caddyfile = readFileSync('Caddyfile', 'utf8')
    expect(caddyfile).toContain(`int({http.request.header.Content-Length}) > ${bodyLimitFor('/api/policy-documents').maxBytes}`)
    expect(caddyfile).toContain(`respond @documentsTooLarge \`${JSON.stringify({ message: documentTooLargeMessage })}\` 413`)
  })

  it("lets Vapi's end-of-call report of a long call through (4 MiB), on that path only", () => {
    expect(bodyLimitFor('/api/vapi/webhook')).toMatchObject({ maxBytes: 4 * MiB, message: requestTooLargeMessage })
    expect(bodyLimitFor('/api/vapi/webhook/x').maxBytes).toBe(MiB)
  })

  it('gives every other route 1 MiB', () => {
    for (const path of ['/api/services', '/api/contacts/12', '/api/globals/landing', '/api/usersx', '/admin/collections/services', '/']) {
      expect(bodyLimitFor(path)).toMatchObject({ maxBytes: MiB, message: requestTooLargeMessage })
    }
  })

  it('matches the path the router will see, percent-escapes decoded', () => {
    expect(bodyLimitFor('/api/%75sers/login').maxBytes).toBe(64 * KiB)
    expect(bodyLimitFor('/api/%zz').maxBytes).toBe(MiB)
  })
})
