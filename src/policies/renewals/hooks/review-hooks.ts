import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { staffName } from '@/leads/public'
import { optionLabel } from '../../../lib/option-label'
import { relationId } from '../../../lib/relation-id'
import type { PolicyReview } from '../../../payload-types'
import { policyLineOptions } from '../../policy-options'
import { reviewMessages } from '../review-copy'
import { reviewHistoryNote } from '../review-history-line'
import { seasonLines, seasonOfKey } from '../seasons'

type ReviewedPolicy = { client: number | null; line: string; carrierName: string; planName: string }

async function reviewedPolicy(req: PayloadRequest, policyId: number): Promise<ReviewedPolicy | null> {
  const policy = await req.payload.findByID({
    collection: 'policies',
    id: policyId,
    depth: 1,
    select: { client: true, line: true, carrier: true, planName: true },
    populate: { insurers: { name: true } },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!policy) return null
  const carrier = policy.carrier && typeof policy.carrier === 'object' ? (policy.carrier as { name?: string | null }).name : null
  return { client: relationId(policy.client), line: policy.line, carrierName: carrier ?? '', planName: policy.planName ?? '' }
}

/** A review belongs to a season its policy's line is reviewed in: no AEP review of a Marketplace policy. */
export const refuseReviewOutsideSeason: CollectionBeforeValidateHook<PolicyReview> = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'create') return data
  const season = seasonOfKey(data?.season)
  if (!season) throw new APIError(reviewMessages.season, 400, undefined, true)
  const policyId = relationId(data?.policy ?? originalDoc?.policy)
  const policy = policyId ? await reviewedPolicy(req, policyId) : null
  if (!policy) throw new APIError(reviewMessages.notFound, 400, undefined, true)
  if (!seasonLines(season.kind).includes(policy.line as never)) throw new APIError(reviewMessages.notInSeason, 400, undefined, true)
  return data
}

/**
 * Who set the state and when: the signed-in account, kept by name (staff may not read other accounts). Only
 * this hook writes them: whatever a request sends for them is replaced.
 */
export const stampReviewer: CollectionBeforeChangeHook<PolicyReview> = ({ data, originalDoc, req }) => {
  if (originalDoc && originalDoc.state === data.state) {
    const { reviewedBy, reviewedByName, reviewedAt } = originalDoc
    return { ...data, reviewedBy: relationId(reviewedBy), reviewedByName, reviewedAt }
  }
  return { ...data, reviewedBy: req.user?.id ?? null, reviewedByName: staffName(req.user), reviewedAt: new Date().toISOString() }
}

/** Each change of state is a line of the client's history (kind 'renovacion'): who, when, from → to. */
export const recordReviewHistory: CollectionAfterChangeHook<PolicyReview> = async ({ doc, previousDoc, operation, req }) => {
  const from = operation === 'update' ? previousDoc?.state : null
  if (from === doc.state) return doc
  const policyId = relationId(doc.policy)
  const policy = policyId ? await reviewedPolicy(req, policyId) : null
  if (!policy?.client) return doc
  const title = [policy.carrierName, policy.planName || optionLabel(policyLineOptions, policy.line)].filter(Boolean).join(' · ')
  await req.payload.create({
    collection: 'lead-events',
    data: {
      contact: policy.client,
      kind: 'renovacion',
      note: reviewHistoryNote(doc.season, title, from, doc.state),
      author: req.user?.id,
      authorName: staffName(req.user),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}
