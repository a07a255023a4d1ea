/**
 * Next's proxy, on the image optimiser only: a `url` that is not the one spelling of a local
 * image (src/lib/optimizable-image.ts) is refused before Next reads, optimises and caches it.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { imageRequestMessages } from './copy/api'
import { isOptimizableImageUrl } from './lib/optimizable-image'

export function proxy(request: NextRequest) {
  const urls = request.nextUrl.searchParams.getAll('url')
  if (urls.length === 1 && isOptimizableImageUrl(urls[0])) return NextResponse.next()
  return NextResponse.json({ message: imageRequestMessages.notAllowed }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}

export const config = { matcher: '/_next/image' }
