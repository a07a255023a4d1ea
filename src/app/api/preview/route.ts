import { draftMode, headers } from 'next/headers'

import { payloadClient } from '@/content/payload-client'
import { isPreviewablePath } from '@/lib/preview-url'

/** These answers are about one staff member's session: never kept by a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * GET ?path=/privacy-policy — for logged-in staff only: turns on Next's draft mode (a cookie
 * only this server can sign) and opens the page, which then reads the latest drafts uncached
 * for as long as the same browser also holds the staff session (src/content/preview.ts).
 */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  if (!isPreviewablePath(path)) return text('Página sin vista previa.', 404)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return text('Inicie sesión en el panel para ver la vista previa.', 401)
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: path } })
}

/** The page the banner's form was on, from the form or else the Referer (same-site only). */
function pageOfExitRequest(request: Request, form: FormData | null): string | null {
  const field = form?.get('path')
  if (typeof field === 'string') return field
  const referer = request.headers.get('referer')
  if (!referer) return null
  const from = new URL(referer, request.url)
  return from.origin === new URL(request.url).origin ? from.pathname : null
}

/** POST (the banner's "Salir de la vista previa" form): back to the published version of the same page. */
export async function POST(request: Request) {
  ;(await draftMode()).disable()
  const form = await request.formData().catch(() => null)
  const path = pageOfExitRequest(request, form)
  return new Response(null, { status: 303, headers: { ...PRIVATE, Location: isPreviewablePath(path) ? path : '/' } })
}
