/**
 * Cache-Control for Payload's REST answers (src/app/(payload)/api/[...slug]/route.ts). Payload
 * sets none, so a shared cache (a proxy, a CDN) could keep a staff member's contacts, profile
 * or preferences and hand them to the next person. Payload has no hook that sees every REST
 * answer (req.responseHeaders is only filled by auth strategies and endpoints of its own), so
 * the route's handlers are wrapped.
 *
 * Private, unless the request is an anonymous read of published site content: anything asked
 * with a session (Payload's cookie or an Authorization header), drafts, accounts, contacts,
 * preferences, permissions and whatever a later collection adds.
 */
const PRIVATE = 'private, no-store'

/** What the public site itself shows: the same for everyone, fine for any cache. */
const publicCollections = new Set(['services', 'testimonials', 'insurers', 'licensed-states', 'legal-documents', 'media'])
const publicGlobals = new Set(['site-settings', 'landing'])

/** Payload's session cookie (`<cookiePrefix>-token`, prefix left at its default). */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

function carriesSession(request: Request): boolean {
  return request.headers.has('authorization') || SESSION_COOKIE.test(request.headers.get('cookie') ?? '')
}

/** ['media', 'file', 'x.png'] from /api/media/file/x.png; ['globals', 'landing'] from /api/globals/landing. */
const apiSegments = (url: URL) =>
  url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)

/** An uploaded file's bytes: the same for everyone, with or without a session. */
function isMediaFile(request: Request): boolean {
  const [collection, kind] = apiSegments(new URL(request.url))
  return isRead(request) && collection === 'media' && kind === 'file'
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

function isPublicContentRead(request: Request): boolean {
  const url = new URL(request.url)
  if (!isRead(request) || url.searchParams.get('draft') === 'true') return false
  const [first, second] = apiSegments(url)
  return first === 'globals' ? publicGlobals.has(second) : publicCollections.has(first)
}

export function isPrivateAnswer(request: Request): boolean {
  if (isMediaFile(request)) return false
  return carriesSession(request) || !isPublicContentRead(request)
}

/** `private, no-store`, keeping any other directive the answer already had (e.g. no-transform). */
function privateCacheControl(current: string | null): string {
  const kept = (current ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(public|private|no-store|no-cache|max-age=.*|s-maxage=.*|must-revalidate)$/i.test(directive))
  return [PRIVATE, ...kept].join(', ')
}

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

/** Wraps one of Payload's REST handlers so private answers say so. */
export function withPrivateAnswers<Args>(handler: Handler<Args>): Handler<Args> {
  return async (request, args) => {
    // Decided before Payload reads the request (it adds its own fields to the same object).
    const isPrivate = isPrivateAnswer(request)
    const response = await handler(request, args)
    if (!isPrivate) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', privateCacheControl(headers.get('cache-control')))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
