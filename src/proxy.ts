import { type NextRequest, NextResponse } from 'next/server'

import { bookingLinkState } from './appointments/read/booking-link-state'
import { routeForPath } from './campaign-pages/read/path-routes'
import { imageRequestMessages } from './copy/api'
import { bookingCopy } from './copy/booking'
import { signingCopy } from './copy/records'
import { contactFormRefusal } from './leads/intake/contact-form-gate'
import { CONTACT_PAGE_PATH } from './lib/contact-page-path.mjs'
import { type FormPages, formPagesOf, pageFormRefusal } from './lib/form-post-gate'
import { type InvalidLink, invalidLinkPage } from './lib/invalid-link-page'
import { isOptimizableImageUrl } from './lib/optimizable-image'
import { PAGE_ROUTE_PREFIX, pageRoutePath } from './lib/page-route.mjs'
import { reservedPageSlugs } from './lib/page-slug'
import { refusalPage } from './lib/refusal-page.mjs'
import { BOOKING_PAGES_PATH } from './lib/request-body-limits.mjs'
import { pageAnswer } from './lib/server/page-answer'
import { NOT_FOUND_ROUTE } from './lib/unknown-paths.mjs'
import { signingLinkState } from './records/read/signing-link-state'

/**
 * Next's proxy:
 * - the image optimiser: a `url` that is not the one spelling of a local image
 *   (src/lib/optimizable-image.ts) is refused before Next reads, optimises and caches it;
 * - /contacto: a POST of the contact form that must not reach the page's server action (another
 *   site's, or over the contact limit) is answered with a Spanish page and its status
 *   (src/leads/intake/contact-form-gate.ts); so is a POST to the booking and signing pages
 *   (/citas/**, /firmar/**) from another site or with a form that cannot be read
 *   (src/lib/form-post-gate.ts);
 * - an appointment's or a signing link that does not work: its Spanish page, 404 or 410;
 * - any other path outside Next's files, the API and the admin: a campaign page is sent to its
 *   route, a short link or an old address is redirected (src/campaign-pages/read/path-routes.ts); anything
 *   else goes on to Next's own routes and the 404.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/_next/image') return imageRequest(request)
  if (pathname === CONTACT_PAGE_PATH) return contactFormPost(request)
  const formPages = formPagesOf(pathname)
  if (formPages && request.method === 'POST') return pageFormPost(request, formPages)
  const appointmentLink = APPOINTMENT_LINK_PATH.exec(pathname)
  if (appointmentLink && request.method === 'GET') return appointmentLinkPage(appointmentLink[1])
  const signingLink = SIGNING_LINK_PATH.exec(pathname)
  if (signingLink && request.method === 'GET') return signingLinkPage(signingLink[1])
  if (pathname.startsWith(PAGE_ROUTE_PREFIX)) return internalPageRoute(request)
  return pageOrRedirect(request)
}

/**
 * The pages' internal route answers only for a page that exists (what the proxy itself rewrites
 * there, or a visitor typing it: the same page, its canonical the public address); any other
 * path below it is the 404, so made-up paths never get a cache entry. Not a redirect: on a server
 * bound to an address (`-H 127.0.0.1`, the instances behind Caddy) Next ran the proxy again on its
 * own rewritten path, and a redirect there sent the page to itself.
 */
async function internalPageRoute(request: NextRequest) {
  const slug = request.nextUrl.pathname.slice(PAGE_ROUTE_PREFIX.length)
  const route = await routeForPath(`/${slug}`, { drafts: request.cookies.has(DRAFT_MODE_COOKIE) })
  if (route?.kind === 'page' && route.slug === slug) return NextResponse.next()
  const notFound = request.nextUrl.clone()
  notFound.pathname = NOT_FOUND_ROUTE
  return NextResponse.rewrite(notFound)
}

/** Next's draft-mode cookie: only then may the path be an unpublished page (the route checks the staff session). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const isSiteRoute = (pathname: string) => reservedPageSlugs.includes(pathname.split('/')[1])

async function pageOrRedirect(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Files (a dot in the path), `/` and the site's own routes (the legal pages…) are Next's: no lookup.
  if (pathname === '/' || pathname.includes('.') || isSiteRoute(pathname)) return NextResponse.next()
  const route = await routeForPath(pathname, { drafts: request.cookies.has(DRAFT_MODE_COOKIE) })
  if (!route) return NextResponse.next()
  if (route.kind === 'page') {
    // From nextUrl, not request.url: a URL whose origin Next does not take for its own (the
    // server bound to -H 127.0.0.1 sees `localhost`) becomes an external rewrite, back through this proxy.
    const target = request.nextUrl.clone()
    target.pathname = pageRoutePath(route.slug)
    return NextResponse.rewrite(target)
  }
  return NextResponse.redirect(new URL(route.location, request.url), route.permanent ? 301 : 302)
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
  const retryAfter: Record<string, string> = refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : {}
  return pageAnswer(refusalPage(refusal.message), refusal.status, retryAfter)
}

async function pageFormPost(request: NextRequest, pages: FormPages) {
  const refusal = await pageFormRefusal(request, pages)
  if (!refusal) return NextResponse.next()
  return pageAnswer(refusalPage(refusal.message, refusal.back), refusal.status)
}

const APPOINTMENT_LINK_PATH = /^\/citas\/(?:confirmada|gestionar)\/([^/]+)$/

/**
 * An appointment's link that does not work is answered here, 404 (wrong) or 410 (expired or
 * cancelled), with the whole Spanish page; a working one goes on to its page. With the database
 * unreachable the page itself answers.
 */
async function appointmentLinkPage(token: string) {
  const state = await bookingLinkState(token).catch(() => 'valid' as const)
  if (state === 'valid') return NextResponse.next()
  return invalidLinkAnswer(invalidLinks.appointment, state === 'gone' ? 410 : 404)
}

const SIGNING_LINK_PATH = /^\/firmar\/([^/]+)$/

/**
 * A signing link that opens nothing (wrong, used, expired): the whole Spanish page, 404. With the
 * database unreachable the page itself answers.
 */
async function signingLinkPage(token: string) {
  if (token === 'gracias' || (await signingLinkState(token).catch(() => 'unknown' as const)) !== 'gone') return NextResponse.next()
  return invalidLinkAnswer(invalidLinks.signing, 404)
}

/** What each kind of link says when it does not work. */
const invalidLinks = {
  appointment: {
    title: bookingCopy.invalidLink.title,
    text: bookingCopy.invalidLink.text,
    next: { href: BOOKING_PAGES_PATH, label: bookingCopy.manage.newBooking },
  },
  signing: { title: signingCopy.goneTitle, text: signingCopy.goneBody },
} satisfies Record<string, InvalidLink>

function invalidLinkAnswer(link: InvalidLink, status: number) {
  return pageAnswer(invalidLinkPage(link), status)
}

// Every path but Next's own files and data, the API and the admin (matched case-sensitively like the routes).
export const config = { matcher: ['/_next/image', '/((?!_next/|api/|admin(?:/|$)).+)'] }
