// @vitest-environment node
/**
 * The gate in front of the booking and signing pages' forms (issue 33, finding 7): what the
 * proxy refuses before Next's server action runs. The whole answer through a built server is
 * tests/e2e/records/edge-booking-signing-gate.spec.ts.
 */
import { describe, expect, it } from 'vitest'

import { crossSitePageFormMessage, formBackLinks, malformedFormMessage } from '@/copy/request-limits.mjs'
import { formPagesOf, pageFormRefusal } from '@/lib/form-post-gate'
import { bodyLimitFor } from '@/lib/request-body-limits.mjs'

const SITE = 'agencia.example'

function post(path: string, headers: Record<string, string>, body: BodyInit = new URLSearchParams({ nombre: 'Ana' })) {
  return new Request(`https://${SITE}${path}`, { method: 'POST', headers: { host: SITE, ...headers }, body })
}

const goodMultipart = () => {
  const form = new FormData()
  form.set('token', 'abc')
  form.set('signerName', 'Ana Pérez')
  return form
}

describe('which pages the gate covers', () => {
  it('the booking pages and the signing pages, and nothing that only starts like them', () => {
    expect(formPagesOf('/citas')).toBe('booking')
    expect(formPagesOf('/citas/gestionar/abc')).toBe('booking')
    expect(formPagesOf('/firmar/abc')).toBe('signing')
    expect(formPagesOf('/firmar')).toBe('signing')
    expect(formPagesOf('/citasx')).toBeNull()
    expect(formPagesOf('/contacto')).toBeNull()
  })
})

describe('a post from another site', () => {
  it('is refused with 403 and the Spanish page when Origin names another host', async () => {
    const refusal = await pageFormRefusal(post('/firmar/abc', { origin: 'https://evil.example' }), 'signing')
    expect(refusal).toEqual({ status: 403, message: crossSitePageFormMessage, back: formBackLinks.signing })
  })

  it('is refused with 403 without Origin when Sec-Fetch-Site says cross-site (before: a rescission was stored)', async () => {
    const refusal = await pageFormRefusal(post('/firmar/abc', { 'sec-fetch-site': 'cross-site' }), 'signing')
    expect(refusal?.status).toBe(403)
    expect((await pageFormRefusal(post('/citas', { 'sec-fetch-site': 'same-site' }), 'booking'))?.status).toBe(403)
  })

  it('is refused with 403 on Referer alone when the browser sent neither', async () => {
    expect((await pageFormRefusal(post('/citas', { referer: 'https://evil.example/x' }), 'booking'))?.status).toBe(403)
  })

  it('an opaque Origin (`null`) is not this site', async () => {
    expect((await pageFormRefusal(post('/citas', { origin: 'null' }), 'booking'))?.status).toBe(403)
  })
})

describe('a post from this site', () => {
  it('goes on to the page when its form can be read (multipart or urlencoded)', async () => {
    const sameOrigin = { origin: `https://${SITE}`, 'sec-fetch-site': 'same-origin' }
    expect(await pageFormRefusal(post('/firmar/abc', sameOrigin, goodMultipart()), 'signing')).toBeNull()
    expect(await pageFormRefusal(post('/citas', sameOrigin), 'booking')).toBeNull()
  })

  it('a multipart body that cannot be read as a form is refused with 400 and the Spanish page (before: English 500)', async () => {
    const malformed = post(
      '/firmar/abc',
      { origin: `https://${SITE}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
      '--XYZ\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--nothing-ends-here',
    )
    expect(await pageFormRefusal(malformed, 'signing')).toEqual({ status: 400, message: malformedFormMessage, back: formBackLinks.signing })
    const noBoundary = post('/citas', { origin: `https://${SITE}`, 'content-type': 'multipart/form-data' }, 'a=b')
    expect((await pageFormRefusal(noBoundary, 'booking'))?.status).toBe(400)
  })

  it('the gate leaves the body for the page: it reads a copy', async () => {
    const request = post('/firmar/abc', { origin: `https://${SITE}` }, goodMultipart())
    await pageFormRefusal(request, 'signing')
    expect((await request.formData()).get('signerName')).toBe('Ana Pérez')
  })

  it('a GET is never the gate’s', async () => {
    const request = new Request(`https://${SITE}/firmar/abc`, { headers: { host: SITE, 'sec-fetch-site': 'cross-site' } })
    expect(await pageFormRefusal(request, 'signing')).toBeNull()
  })
})

describe('their bodies are bounded like the contact form’s (before: 1 MiB)', () => {
  it('64 KiB for every path below /citas and /firmar, answered with the form’s Spanish page', () => {
    for (const path of ['/citas', '/citas?tipo=llamada', '/citas/gestionar/abc', '/firmar/abc', '/firmar/./abc', '/x/../firmar/abc']) {
      expect(bodyLimitFor(path)).toMatchObject({ maxBytes: 64 * 1024, answer: 'page' })
    }
    expect(bodyLimitFor('/firmar/abc').back).toEqual(formBackLinks.signing)
    expect(bodyLimitFor('/citas').back).toEqual(formBackLinks.booking)
  })
})
