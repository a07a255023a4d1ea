import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { attemptMessages } from '../../copy/lead-intake'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { readJsonBody } from '../../lib/server/http/read-json-body'
import {
  attemptChannelOptions,
  attemptOutcomeOptions,
  OPT_OUT_OUTCOME,
  optOutChannelOfAttempt,
  RECORDING_REF_MAX_LENGTH,
} from './contact-attempts'
import { staffName } from './staff-name'

const MAX_ATTEMPT_BODY_BYTES = 4 * 1024

const attemptSchema = z.object(
  {
    channel: z.enum(attemptChannelOptions.map((option) => option.value) as [string, ...string[]], { error: attemptMessages.channel }),
    outcome: z.enum(attemptOutcomeOptions.map((option) => option.value) as [string, ...string[]], { error: attemptMessages.outcome }),
    recordingRef: z.nullish(
      z.string({ error: attemptMessages.recordingRef }).check(
        z.trim(),
        z.maxLength(RECORDING_REF_MAX_LENGTH, attemptMessages.recordingRef),
        // biome-ignore lint/suspicious/noControlCharactersInRegex: a one-line reference has no control characters
        z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), attemptMessages.recordingRef),
      ),
    ),
  },
  { error: attemptMessages.notAnObject },
)

type Attempt = z.output<typeof attemptSchema>

/**
 * Writes the attempt in the lead's history; 'pidió no ser contactado' also marks the lead
 * 'No contactar' through its own save, so the desk's hooks date it, sign it and put the phone and
 * e-mail on the list as when staff tick the box. One transaction: both or neither.
 */
async function storeAttempt(req: PayloadRequest, contactId: number, attempt: Attempt, recordingRef: string | null) {
  await req.payload.create({
    collection: 'lead-events',
    data: {
      contact: contactId,
      kind: 'intento',
      attemptChannel: attempt.channel as never,
      attemptOutcome: attempt.outcome as never,
      recordingRef,
      author: req.user?.id,
      authorName: staffName(req.user),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (attempt.outcome !== OPT_OUT_OUTCOME) return
  const lead = await req.payload.findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true, req })
  if (lead.doNotContact) return
  await req.payload.update({
    collection: 'contacts',
    id: contactId,
    data: { doNotContact: true, doNotContactChannel: optOutChannelOfAttempt(attempt.channel as never) },
    overrideAccess: false,
    user: req.user,
    depth: 0,
    req,
  })
}

/**
 * POST /api/contacts/:id/attempts — one tap on a lead logs a contact attempt: channel and outcome,
 * with who and when, in the lead's history (lead-events).
 *
 * A Medicare lead's attempt may carry the call recording's reference. CMS requires agents, brokers
 * and third-party marketing organizations to record all marketing, sales and enrollment calls
 * with Medicare beneficiaries in their entirety, including the audio of web-based calls
 * (42 CFR 422.2274(g)(2)(ii) for Medicare Advantage, 423.2274(g)(2)(ii) for Part D; CMS-4192-F,
 * 87 FR 27704, 9 May 2022, in force since 1 October 2022), and the recordings are kept ten
 * years like the plans' other records (422.504(d)). The recordings live in the agency's phone
 * system; the lead keeps the reference that finds the recording of each call.
 * https://www.ecfr.gov/current/title-42/section-422.2274 ·
 * https://www.kahnconsultinginc.com/post/centers-for-medicare-and-medicaid-services-cms-call-recording-10-year-requirement
 */
async function logAttempt(req: PayloadRequest): Promise<Response> {
  if (!req.user) return jsonAnswer({ message: attemptMessages.unauthorized }, 401)
  const contactId = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(contactId) || contactId <= 0) return jsonAnswer({ message: attemptMessages.notFound }, 404)
  const body = await readJsonBody(req as Request, MAX_ATTEMPT_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: attemptMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: attemptMessages.tooLarge }, 413)
    return jsonAnswer({ message: attemptMessages.malformed }, 400)
  }
  const parsed = attemptSchema.safeParse(body.value)
  if (!parsed.success) return jsonAnswer({ message: parsed.error.issues[0]?.message ?? attemptMessages.malformed }, 400)

  // The lead as this account may read it: none is 404, whoever asks.
  const lead = await req.payload
    .findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    .catch(() => null)
  if (!lead) return jsonAnswer({ message: attemptMessages.notFound }, 404)
  const recordingRef = parsed.data.recordingRef || null
  if (recordingRef && lead.insuranceType !== 'medicare') return jsonAnswer({ message: attemptMessages.recordingOnlyMedicare }, 400)

  const ownTransaction = await initTransaction(req)
  try {
    await storeAttempt(req, contactId, parsed.data, recordingRef)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  return jsonAnswer({ message: attemptMessages.logged }, 201)
}

export const logAttemptEndpoint: Endpoint = { path: '/:id/attempts', method: 'post', handler: logAttempt }
