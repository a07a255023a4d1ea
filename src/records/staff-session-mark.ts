import type { PayloadRequest } from 'payload'
import { relationId } from '../lib/relation-id'
import type { SignedRecord } from '../payload-types'
import { signedRecordKindOptions } from './record-kinds'
import { staffSessionHistoryNote } from './staff-copy'

/** The staff account whose admin session the signing browser carried (checked with payload.auth). */
export type StaffSession = { id: number; name: string }

const kindLabel = (kind: string) => signedRecordKindOptions.find((option) => option.value === kind)?.label ?? kind

/**
 * A line in the lead's history for a record signed in a browser signed in to the admin (the
 * record itself carries `signedWithStaffSession`): the signing link was in staff hands, so the
 * signature may not be the consumer's own. In the record's transaction.
 */
export async function markStaffSession(req: PayloadRequest, record: SignedRecord, staff: StaffSession): Promise<void> {
  const lead = relationId(record.lead)
  if (lead === null) return
  await req.payload.create({
    collection: 'lead-events',
    data: {
      contact: lead,
      kind: 'documento',
      author: staff.id,
      authorName: staff.name,
      note: staffSessionHistoryNote(kindLabel(record.kind), staff.name),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
