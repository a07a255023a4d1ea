import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import * as z from 'zod/mini'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { readJsonBody } from '../../lib/server/http/read-json-body'
import { reviewMessages } from './review-copy'
import { reviewStateLabel, reviewStateOptions } from './review-states'
import { seasonOfKey } from './seasons'

const MAX_REVIEW_BODY_BYTES = 1024

const markSchema = z.object({
  policy: z.number({ error: reviewMessages.policy }).check(z.int(reviewMessages.policy), z.positive(reviewMessages.policy)),
  season: z.string({ error: reviewMessages.season }).check(z.refine((key) => seasonOfKey(key) !== null, reviewMessages.season)),
  state: z.enum(reviewStateOptions.map((option) => option.value) as [string, ...string[]], { error: reviewMessages.state }),
})

type Mark = z.output<typeof markSchema>

/** The season's review of the policy, created or changed: one row per policy and season, through Payload and its hooks. */
async function storeMark(req: PayloadRequest, mark: Mark) {
  const asStaff = { overrideAccess: false, user: req.user, depth: 0, req } as const
  const { docs } = await req.payload.find({
    collection: 'policy-reviews',
    where: { and: [{ policy: { equals: mark.policy } }, { season: { equals: mark.season } }] },
    limit: 1,
    ...asStaff,
  })
  const state = mark.state as never
  if (docs[0]) return req.payload.update({ collection: 'policy-reviews', id: docs[0].id, data: { state }, ...asStaff })
  return req.payload.create({ collection: 'policy-reviews', data: { policy: mark.policy, season: mark.season, state }, ...asStaff })
}

/**
 * POST /api/policy-reviews/mark {policy, season, state} — one tap on «Renovaciones» sets the policy's review
 * state for the season. Answers the Spanish sentence the screen announces, or a 4xx with why.
 */
async function markReview(req: PayloadRequest): Promise<Response> {
  if (!req.user) return jsonAnswer({ message: reviewMessages.unauthorized }, 401)
  const body = await readJsonBody(req as Request, MAX_REVIEW_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: reviewMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: reviewMessages.tooLarge }, 413)
    return jsonAnswer({ message: reviewMessages.malformed }, 400)
  }
  const parsed = markSchema.safeParse(body.value)
  if (!parsed.success) return jsonAnswer({ message: parsed.error.issues[0]?.message ?? reviewMessages.malformed }, 400)

  const policy = await req.payload
    .findByID({
      collection: 'policies',
      id: parsed.data.policy,
      depth: 1,
      select: { client: true },
      populate: { contacts: { fullName: true } },
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
    })
    .catch(() => null)
  if (!policy) return jsonAnswer({ message: reviewMessages.notFound }, 404)
  const clientName = (policy.client && typeof policy.client === 'object' && policy.client.fullName) || 'Cliente'

  const ownTransaction = await initTransaction(req)
  try {
    const review = await storeMark(req, parsed.data)
    if (ownTransaction) await commitTransaction(req)
    return jsonAnswer(
      { message: reviewMessages.saved(clientName, reviewStateLabel(review.state)), state: review.state, reviewedAt: review.reviewedAt },
      200,
    )
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    const status = (error as { status?: number }).status
    if (status && status >= 400 && status < 500) return jsonAnswer({ message: (error as Error).message || reviewMessages.failed }, status)
    throw error
  }
}

export const markReviewEndpoint: Endpoint = { path: '/mark', method: 'post', handler: markReview }
