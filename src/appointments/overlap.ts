import { formatSpanishDateTime } from '../lib/time-zone'

/** Postgres's exclusion_violation: the database refused a second scheduled appointment on a taken time. */
const EXCLUSION_VIOLATION = '23P01'
const OVERLAP_CONSTRAINT = 'appointments_no_overlap'

/** Whether `error` (or what it wraps: drizzle keeps the driver's error as `cause`) is the overlap constraint's refusal. */
export function isAppointmentOverlap(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === EXCLUSION_VIOLATION && (constraint === undefined || constraint === OVERLAP_CONSTRAINT)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The Spanish refusal, under «Empieza»: with the taken appointment's time when known. */
export function overlapMessage(taken?: { startsAt: string; endsAt: string }, timeZone?: string): string {
  const when = taken && timeZone ? ` (${formatSpanishDateTime(taken.startsAt, timeZone)})` : ''
  return `Ya hay otra cita agendada a esa hora${when}. Elija otra hora o cancele la otra cita primero.`
}
