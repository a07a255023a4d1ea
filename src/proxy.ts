import { type NextRequest, NextResponse } from 'next/server'

import { contactFormRefusal } from './lib/contact-form-gate'
import { refusalPage } from './lib/refusal-page.mjs'

/**
 * Next's proxy, on /contacto only: a POST of the contact form that must not reach the page's
 * server action (another site's, or over the contact limit) is answered with a Spanish page and
 * its status here (src/lib/contact-form-gate.ts).
 */
export async function proxy(request: NextRequest) {
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

export const config = { matcher: '/contacto' }
