import type { Payload } from 'payload'

import type { ReminderChannel, SentReminder } from './reminder-channel'
import { isTextStatus } from './reminder-deliveries'
import type { ReminderOffset } from './reminder-offsets'

type Sent = { appointmentId: number; offset: ReminderOffset; startsAt: string }

/** The channels that already carried this reminder for this start time (a retry after a failure on another channel). */
export async function channelsAlreadySent(payload: Payload, { appointmentId, offset, startsAt }: Sent): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'reminder-messages',
    where: { and: [{ appointment: { equals: appointmentId } }, { offset: { equals: offset } }, { startsAt: { equals: startsAt } }] },
    select: { channel: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => doc.channel))
}

/** Notes one reminder sent on one channel (ReminderMessages). */
export async function logSentReminder(payload: Payload, sent: Sent, channel: ReminderChannel['name'], delivery: SentReminder) {
  const status = delivery.status && isTextStatus(delivery.status) ? delivery.status : undefined
  await payload.create({
    collection: 'reminder-messages',
    data: {
      appointment: sent.appointmentId,
      offset: sent.offset,
      startsAt: sent.startsAt,
      channel,
      to: delivery.to,
      providerMessageId: delivery.providerMessageId,
      status,
      statusAt: status ? new Date().toISOString() : undefined,
      errorCode: delivery.errorCode?.slice(0, 16),
    },
    overrideAccess: true,
    depth: 0,
  })
}
