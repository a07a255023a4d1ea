import type { Payload, PayloadRequest } from 'payload'

import { newLinkToken } from '../lib/server/link-token'
import { sealToken } from '../lib/server/sealed-link-token'
import { SEND_SIGNING_LINK_TASK } from './mail/task-slug'
import type { LinkPurpose } from './record-kinds'
import { LINK_VALID_DAYS } from './retention'
import { signingUrl } from './signing-address'

export type SigningLinkRequest = {
  lead: number
  purpose: LinkPurpose
  /** The staff member who sends it (none when the site sends it after a booking). */
  sentBy?: number | null
  /** The agent named in the text: who will attend (SOA) or who assists (Marketplace); the sender when none. */
  agent?: number | null
  /** E-mail the link to the lead when it has an e-mail (default true); the link is returned to copy either way. */
  email?: boolean
  /** Application review: what staff filled in, shown to the consumer to confirm. */
  attestationSummary?: string | null
  /** The booking wing's appointment this SOA belongs to. */
  appointmentId?: string | number | null
  validDays?: number
  /** The appointment's SOA link, handed out again while open: its token kept sealed on the link. */
  keepToken?: boolean
  /** A staff correction of an SOA: the signed record it supersedes. */
  supersedes?: number | null
  /** A rescission link: the signed consent it rescinds. */
  rescinds?: number | null
  /** Run inside the caller's transaction (the queued e-mail with it). */
  req?: PayloadRequest
}

export type SigningLink = { linkId: number; url: string; expiresAt: string; emailed: boolean }

/**
 * Makes a link for the lead to sign one record: a random token whose hash alone is stored, valid
 * LINK_VALID_DAYS, and, when the lead has an e-mail, the e-mail through the jobs queue (retried by
 * the server's runner). Staff call it through POST /api/record-links/send; the booking wing calls
 * it after a Medicare booking. The returned url is the only place the token appears.
 */
export async function createSigningLink(payload: Payload, request: SigningLinkRequest): Promise<SigningLink> {
  const { req } = request
  const lead = await payload.findByID({ collection: 'contacts', id: request.lead, depth: 0, overrideAccess: true, req })
  const { token, tokenHash } = newLinkToken()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + (request.validDays ?? LINK_VALID_DAYS) * 24 * 60 * 60 * 1000)
  const emailed = request.email !== false && Boolean(lead.email?.trim())
  const link = await payload.create({
    collection: 'record-links',
    data: {
      purpose: request.purpose,
      lead: lead.id,
      tokenHash,
      expiresAt: expiresAt.toISOString(),
      sentAt: now.toISOString(),
      sentBy: request.sentBy ?? null,
      agent: request.agent ?? request.sentBy ?? null,
      channel: emailed ? 'email' : 'copied',
      attestationSummary: request.attestationSummary?.trim() || null,
      appointmentId: request.appointmentId == null ? null : String(request.appointmentId),
      sealedToken: request.keepToken ? sealToken(token) : null,
      supersedes: request.supersedes ?? null,
      rescinds: request.rescinds ?? null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (emailed) {
    await payload.jobs.queue({ task: SEND_SIGNING_LINK_TASK, input: { linkId: link.id, sealedToken: sealToken(token) }, req })
  }
  return { linkId: link.id, url: signingUrl(token), expiresAt: link.expiresAt, emailed }
}
