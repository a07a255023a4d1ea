import type { PayloadRequest } from 'payload'

import { staffName } from '@/leads/public'
import type { AccessAction } from './record-kinds'

/** One line of a record's access log: who (account and name as text), what, when; in the request's transaction. */
export async function logRecordAccess(req: PayloadRequest, recordId: number, action: AccessAction): Promise<void> {
  const user = req.user as { id: number; name?: string | null; email?: string | null } | null
  if (!user) return
  await req.payload.create({
    collection: 'record-access-log',
    data: { record: recordId, action, user: user.id, userName: staffName(user), at: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
