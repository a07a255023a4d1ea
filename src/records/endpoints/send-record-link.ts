import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { readJsonBody } from '../../lib/server/http/read-json-body'
import { createSigningLink } from '../create-signing-link'
import { isLinkPurpose } from '../record-kinds'
import { recordApiMessages } from '../staff-copy'
import { linkExtras } from './link-extras'

const MAX_BODY_BYTES = 16 * 1024
const SUMMARY_MAX = 5000

type SendBody = { lead?: unknown; purpose?: unknown; attestationSummary?: unknown; supersedes?: unknown }

/**
 * POST /api/record-links/send — staff send a lead a link to sign: { lead, purpose,
 * attestationSummary?, supersedes? }. The answer carries the link to copy (WhatsApp); when the
 * lead has an e-mail, the e-mail is queued with the link, in the same transaction. An SOA needs
 * the agency's and the sender's NPN; `supersedes` makes it the correction of a signed SOA. A
 * rescission link goes only by e-mail to the address on file, and its answer carries no link.
 */
async function sendRecordLink(req: PayloadRequest): Promise<Response> {
  if (!req.user) return jsonAnswer({ message: recordApiMessages.unauthorized }, 401)
  const body = await readJsonBody(req as Request, MAX_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: recordApiMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: recordApiMessages.tooLarge }, 413)
    return jsonAnswer({ message: recordApiMessages.malformed }, 400)
  }
  const { lead: leadValue, purpose, attestationSummary, supersedes } = (body.value ?? {}) as SendBody
  if (!isLinkPurpose(purpose)) return jsonAnswer({ message: recordApiMessages.invalid }, 400)
  const summary = typeof attestationSummary === 'string' ? attestationSummary.trim() : ''
  if (purpose === 'application-review' && !summary) return jsonAnswer({ message: recordApiMessages.summaryRequired }, 400)
  if (summary.length > SUMMARY_MAX) return jsonAnswer({ message: recordApiMessages.summaryTooLong }, 400)
  const leadId = Number(leadValue)
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return jsonAnswer({ message: recordApiMessages.notFound }, 404)
  // The lead as this account may read it: none is 404.
  const lead = await req.payload
    .findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    .catch(() => null)
  if (!lead) return jsonAnswer({ message: recordApiMessages.notFound }, 404)
  const extras = await linkExtras(req, lead, purpose, supersedes)
  if (!extras.ok) return jsonAnswer({ message: extras.message }, 400)

  const ownTransaction = await initTransaction(req)
  try {
    const link = await createSigningLink(req.payload, {
      lead: lead.id,
      purpose,
      sentBy: Number(req.user.id),
      attestationSummary: purpose === 'application-review' ? summary : null,
      ...extras.extras,
      req,
    })
    if (ownTransaction) await commitTransaction(req)
    if (purpose === 'rescission') return jsonAnswer({ expiresAt: link.expiresAt, emailed: link.emailed }, 201)
    return jsonAnswer({ url: link.url, expiresAt: link.expiresAt, emailed: link.emailed }, 201)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

export const sendRecordLinkEndpoint: Endpoint = { path: '/send', method: 'post', handler: sendRecordLink }
