import { type Endpoint, headersWithCors, type PayloadRequest } from 'payload'

import { shortLinkQrMessages } from '../../copy/api'
import { fitsInQrCode, qrCodePng, qrCodeSvg } from '../../lib/server/qr-code'
import { shortLinkAddress, shortLinkQrFileName } from './short-link-address'

const formats = {
  png: { contentType: 'image/png', render: qrCodePng },
  svg: { contentType: 'image/svg+xml; charset=utf-8', render: qrCodeSvg },
} as const

type QrFormat = keyof typeof formats

function refusal(req: PayloadRequest, message: string, status: 401 | 404 | 422): Response {
  const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
  return Response.json({ errors: [{ message }] }, { status, headers })
}

/**
 * GET /api/redirects/:id/qr.png and /qr.svg — the QR code of a short link's public address (the
 * site's serverURL and the redirect's `from`), as a file to print. Staff only, like the redirects.
 */
function qrCodeDownload(format: QrFormat): Endpoint {
  return {
    path: `/:id/qr.${format}`,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refusal(req, shortLinkQrMessages.unauthorized, 401)
      const id = Number(req.routeParams?.id)
      if (!Number.isSafeInteger(id) || id <= 0) return refusal(req, shortLinkQrMessages.notFound, 404)
      const redirect = await req.payload.findByID({
        collection: 'redirects',
        id,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
        req,
      })
      if (!redirect) return refusal(req, shortLinkQrMessages.notFound, 404)

      const address = shortLinkAddress(req.payload.config.serverURL, redirect.from)
      if (!fitsInQrCode(address)) return refusal(req, shortLinkQrMessages.tooLong, 422)
      const { contentType, render } = formats[format]
      const body = await render(address)
      const headers = headersWithCors({
        headers: new Headers({
          'Content-Type': contentType,
          'Content-Disposition': `attachment; filename="${shortLinkQrFileName(redirect.from, format)}"`,
          'Cache-Control': 'private, no-store',
        }),
        req,
      })
      return new Response(new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body), { status: 200, headers })
    },
  }
}

export const shortLinkQrEndpoints: Endpoint[] = [qrCodeDownload('png'), qrCodeDownload('svg')]
