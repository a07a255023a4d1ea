import type { Where } from 'payload'

/** A stretch of time as appointments, blocked times and slots hold it: from `startsAt`, up to (not including) `endsAt`. */
export type TimeSpan = { startsAt: string | Date; endsAt: string | Date }

const instant = (value: string | Date) => new Date(value).getTime()
const iso = (value: string | Date) => new Date(value).toISOString()

/**
 * THE overlap rule, the one the database's exclusion constraint holds (appointments_no_overlap:
 * tstzrange(starts_at, ends_at, '[)') &&): two spans overlap when each starts before the other
 * ends, so one ending at 10:00 and the next starting at 10:00 do not.
 */
export const spansOverlap = (a: TimeSpan, b: TimeSpan): boolean =>
  instant(a.startsAt) < instant(b.endsAt) && instant(a.endsAt) > instant(b.startsAt)

/** The same rule as a Payload query: the stored spans that overlap `span`. */
export const overlapping = (span: TimeSpan): Where[] => [
  { startsAt: { less_than: iso(span.endsAt) } },
  { endsAt: { greater_than: iso(span.startsAt) } },
]
