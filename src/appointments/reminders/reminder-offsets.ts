/**
 * When an appointment's reminders go out, before it starts. Each is a job queued with the
 * appointment (schedule-reminders.ts) and waits in the queue until its time.
 */
export const reminderOffsets = [
  { key: 'dayBefore', hours: 24 },
  { key: 'twoHours', hours: 2 },
] as const

export type ReminderOffset = (typeof reminderOffsets)[number]['key']

const HOUR_MS = 3_600_000

/** When the `offset` reminder of an appointment starting at `startsAt` is due. */
export const reminderDueAt = (startsAt: string, offset: ReminderOffset): Date => {
  const hours = reminderOffsets.find((candidate) => candidate.key === offset)?.hours ?? 0
  return new Date(new Date(startsAt).getTime() - hours * HOUR_MS)
}
