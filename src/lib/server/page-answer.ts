import { NextResponse } from 'next/server'

import { securityHeaderFields } from './security-headers.mjs'

/**
 * A whole HTML page the proxy answers itself (a refused form, a link that does not work): never
 * cached, with the site's security headers like every page Next renders.
 */
export function pageAnswer(html: string, status: number, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...securityHeaderFields(), ...headers },
  })
}
