import { ValidationError, type Endpoint, type PayloadRequest, type RequiredDataFromCollectionSlug } from 'payload'

import { clientIp } from '../../../lib/client-ip'
import { contactFieldErrors, contactSchema, toContactData, type FieldError } from '../../../lib/contact-schema'
import { contactRateLimitSettings, RateLimiter } from '../../../lib/rate-limit'
import { isDatabaseUnavailable } from './database-unavailable'
import { readJsonBody } from './read-json-body'

export const MAX_CONTACT_BODY_BYTES = 32 * 1024
/** Name of the hidden field people never see; bots that fill every input fill it too. */
export const HONEYPOT_FIELD = 'website'

export const contactApiMessages = {
  accepted: 'Gracias por contactarnos. Te responderemos pronto.',
  invalid: 'Revisa los datos del formulario.',
  malformed: 'El contenido enviado no es JSON válido.',
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json).',
  tooLarge: 'El mensaje es demasiado grande.',
  rateLimited: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
  unavailable: 'En este momento no podemos recibir tu mensaje. Inténtalo de nuevo en unos minutos.',
  failed: 'No pudimos guardar tu mensaje. Inténtalo de nuevo.',
} as const

const limiter = new RateLimiter()

/** `no-transform` also tells Next not to gzip these few bytes (a fresh zlib stream per answer). */
function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store, no-transform', ...headers } })
}

const invalid = (errors: FieldError[]) => json({ message: contactApiMessages.invalid, errors }, 400)

/** Staff (logged in) keep Payload's own create, as the admin panel uses it. */
function payloadCreate(req: PayloadRequest) {
  const builtIn = req.payload.collections.contacts.config.endpoints
  const handler = builtIn ? builtIn.find((endpoint) => endpoint.method === 'post' && endpoint.path === '/' && endpoint !== createContact) : undefined
  if (!handler) return json({ message: contactApiMessages.failed }, 500)
  return handler.handler(req)
}

async function handleVisitorSubmission(req: PayloadRequest): Promise<Response> {
  const body = await readJsonBody(req as Request, MAX_CONTACT_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return json({ message: contactApiMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return json({ message: contactApiMessages.tooLarge }, 413)
    return invalid([{ field: 'body', message: contactApiMessages.malformed }])
  }
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) {
    return invalid([{ field: 'body', message: contactApiMessages.malformed }])
  }
  const input = body.value as Record<string, unknown>
  const ip = clientIp(req.headers)

  const honeypot = Object.hasOwn(input, HONEYPOT_FIELD) ? input[HONEYPOT_FIELD] : undefined
  if (honeypot !== undefined && honeypot !== '' && honeypot !== null) {
    req.payload.logger.warn({ msg: '[contacts] honeypot filled; submission dropped', ip })
    return json({ message: contactApiMessages.accepted }, 201)
  }

  const limit = limiter.hit(ip ?? 'unknown', contactRateLimitSettings())
  if (!limit.allowed) {
    req.payload.logger.warn({ msg: '[contacts] rate limit reached', ip })
    return json({ message: contactApiMessages.rateLimited }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
  }

  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) return invalid(contactFieldErrors(parsed.error))

  // Only the schema's fields go on: status, notes or a forged consent record are never read.
  // The consent flag is no column; it travels with the data so the collection hook re-checks it.
  const data: RequiredDataFromCollectionSlug<'contacts'> = {
    ...toContactData(parsed.data),
    status: 'nuevo',
    ...{ consent: parsed.data.consent },
  }
  try {
    // One row and no other writes in the hooks: the INSERT commits on its own, so Payload's
    // explicit transaction (BEGIN/COMMIT on a dedicated connection) would only add round trips.
    const doc = await req.payload.create({ collection: 'contacts', data, req, overrideAccess: false, depth: 0, disableTransaction: true })
    req.payload.logger.info({ msg: '[contacts] contact stored', contactId: doc.id })
    // Same answer as for a dropped honeypot submission, so a bot cannot tell them apart.
    return json({ message: contactApiMessages.accepted }, 201)
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = (error.data as { errors?: { path: string; message: string }[] }).errors ?? []
      return invalid(errors.map(({ path, message }) => ({ field: path, message })))
    }
    if (isDatabaseUnavailable(error)) {
      req.payload.logger.error({ msg: '[contacts] database unavailable; submission refused with 503', err: error })
      return json({ message: contactApiMessages.unavailable }, 503, { 'Retry-After': '30' })
    }
    req.payload.logger.error({ msg: '[contacts] could not store a contact', err: error })
    return json({ message: contactApiMessages.failed }, 500)
  }
}

/**
 * POST /api/contacts. Payload tries a collection's custom endpoints before its built-in ones
 * (handleEndpoints takes the first match, and sanitize appends the defaults after ours), so
 * this handler receives every POST to the collection root: visitors get the hardened path,
 * logged-in staff are handed to Payload's own create.
 */
export const createContact: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    if (req.user) return payloadCreate(req)
    try {
      return await handleVisitorSubmission(req)
    } catch (error) {
      // Whatever the input, a visitor never gets Payload's generic error page.
      if (isDatabaseUnavailable(error)) return json({ message: contactApiMessages.unavailable }, 503, { 'Retry-After': '30' })
      req.payload.logger.error({ msg: '[contacts] unexpected error', err: error })
      return json({ message: contactApiMessages.failed }, 500)
    }
  },
}
