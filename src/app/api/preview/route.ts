import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/content/payload-client'
import { isPreviewablePath } from '@/lib/preview-url'

/**
 * GET ?path=/privacy-policy — for logged-in staff only: turns on Next's draft mode (a cookie
 * only this server can sign) and opens the page, which then reads the latest drafts uncached.
 */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  if (!isPreviewablePath(path)) return new Response('Página sin vista previa.', { status: 404 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return new Response('Inicie sesión en el panel para ver la vista previa.', { status: 401 })
  ;(await draftMode()).enable()
  redirect(path)
}

/** POST (the banner's "Salir de la vista previa" form): back to the published site. */
export async function POST(request: Request) {
  ;(await draftMode()).disable()
  const form = await request.formData().catch(() => null)
  const path = form?.get('path')
  return new Response(null, {
    status: 303,
    headers: { Location: isPreviewablePath(typeof path === 'string' ? path : null) ? (path as string) : '/' },
  })
}
