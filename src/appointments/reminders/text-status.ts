import type { Payload } from 'payload'

import { isTextStatus, textStatusMovesTo } from './reminder-deliveries'

type Report = { messageId: string | undefined; status: string | undefined; errorCode: string | undefined }

/**
 * Notes a text reminder's status as its provider reports it, on the reminder's row
 * (ReminderMessages). Reports of unknown messages or statuses are ignored, and a late report
 * never takes a message back to an earlier status.
 */
export async function recordTextStatus(payload: Payload, { messageId, status, errorCode }: Report): Promise<void> {
  if (!messageId || !status || !isTextStatus(status)) return
  const { docs } = await payload.find({
    collection: 'reminder-messages',
    where: { providerMessageId: { equals: messageId } },
    select: { status: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const row = docs[0]
  if (!row || !textStatusMovesTo(row.status, status)) return
  await payload.update({
    collection: 'reminder-messages',
    id: row.id,
    data: { status, statusAt: new Date().toISOString(), errorCode: errorCode?.slice(0, 16) || null },
    overrideAccess: true,
    depth: 0,
  })
}
