import { type NextRequest, NextResponse } from 'next/server'

import { imageRequestMessages } from './copy/api'
import { contactFormRefusal } from './leads/intake/contact-form-gate'
import { isOptimizableImageUrl } from './lib/optimizable-image'
import { refusalPage } from './lib/refusal-page.mjs'

/**
 * Next's proxy, on two paths only:
 * - the image optimiser: a `url` that is not the one spelling of a local image
 *   (src/lib/optimizable-image.ts) is refused before Next reads, optimises and caches it;
 * - /contacto: a POST of the contact form that must not reach the page's server action (another
 *   site's, or over the contact limit) is answered with a Spanish page and its status
 *   (src/leads/intake/contact-form-gate.ts).
 */
export async function proxy(request: NextRequest) {
  return request.nextUrl.pathname === '/_next/image' ? imageRequest(request) : contactFormPost(request)
}

function imageRequest(request: NextRequest) {
  const urls = request.nextUrl.searchParams.getAll('url')
  if (urls.length === 1 && isOptimizableImageUrl(urls[0])) return NextResponse.next()
  return NextResponse.json({ message: imageRequestMessages.notAllowed }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}

async function contactFormPost(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next()
  const refusal = await contactFormRefusal(request.headers)
  if (!refusal) return NextResponse.next()
  return new NextResponse(refusalPage(refusal.message), {
    status: refusal.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : {}),
    },
  })
}

export const config = { matcher: ['/_next/image', '/contacto'] }
