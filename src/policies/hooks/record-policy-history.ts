import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { staffName } from '@/leads/public'
import { relationId } from '../../lib/relation-id'
import type { Policy } from '../../payload-types'
import { policyChanges, type RelatedNames } from '../history/policy-changes'
import { type PolicyAction, policyHistoryNote } from '../history/policy-history-note'

/** Who saved: the signed-in staff member; server code (a carrier's report, the seed) as «Sin autor». */
const authorOf = (req: PayloadRequest) => (req.user ? { author: req.user.id, authorName: staffName(req.user) } : {})

async function nameOf(req: PayloadRequest, collection: 'insurers' | 'users', value: unknown): Promise<string | null> {
  const id = relationId(value)
  if (!id) return null
  const found = await req.payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!found) return null
  return 'roles' in found ? staffName(found) : found.name
}

async function relatedNames(req: PayloadRequest, previous: Partial<Policy> | undefined, doc: Policy): Promise<RelatedNames> {
  const pair = async (collection: 'insurers' | 'users', field: 'carrier' | 'agentOfRecord') => {
    const unchanged = previous && relationId(previous[field]) === relationId(doc[field])
    if (unchanged) return {}
    return { from: previous ? await nameOf(req, collection, previous[field]) : null, to: await nameOf(req, collection, doc[field]) }
  }
  return { carrier: await pair('insurers', 'carrier'), agentOfRecord: await pair('users', 'agentOfRecord') }
}

async function writeLine(req: PayloadRequest, clientId: number | null, note: string): Promise<void> {
  if (!clientId) return
  await req.payload.create({
    collection: 'lead-events',
    data: { ...authorOf(req), kind: 'poliza', contact: clientId, note },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/**
 * Every creation or change of a policy is a line in the client's history (kind «Póliza»): who,
 * when, and each field «antes → ahora». A policy moved to another client is written on both.
 */
export const recordPolicyHistory: CollectionAfterChangeHook<Policy> = async ({ doc, previousDoc, operation, req }) => {
  const previous = operation === 'update' ? previousDoc : undefined
  const changes = policyChanges(previous, doc, await relatedNames(req, previous, doc))
  if (previous && changes.length === 0) return doc
  const action: PolicyAction = previous ? 'modificada' : 'registrada'
  const note = policyHistoryNote(action, doc.title ?? '', changes)
  const clientId = relationId(doc.client)
  await writeLine(req, clientId, note)
  const formerClient = previous ? relationId(previous.client) : null
  if (formerClient && formerClient !== clientId) await writeLine(req, formerClient, note)
  return doc
}

/** A deleted policy leaves its line too (an admin's act: the history keeps it). */
export const recordPolicyDeletion: CollectionAfterDeleteHook<Policy> = async ({ doc, req }) => {
  await writeLine(req, relationId(doc.client), policyHistoryNote('borrada', doc.title ?? ''))
  return doc
}
