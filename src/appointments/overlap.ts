import { type PayloadRequest, ValidationError } from 'payload'

import { spanishDateTime } from '../lib/spanish-time'

/** Postgres's exclusion_violation: the database refused a second scheduled appointment on a taken time. */
const EXCLUSION_VIOLATION = '23P01'
const OVERLAP_CONSTRAINT = 'appointments_no_overlap'

/** Marks the appointments hook's own refusal, so callers tell it from any other validation error. */
const OVERLAP_MARK = Symbol.for('agencia.appointmentOverlap')

/**
 * The appointments' check refusing a taken time: a validation error under «Empieza», whose own
 * message (the admin's toast) says why, not only which field: on a phone the field's tooltip is
 * not shown, and the toast is all staff see.
 */
export function overlapRefusal(message: string, req: PayloadRequest): ValidationError {
  const error = new ValidationError({ collection: 'appointments', errors: [{ path: 'startsAt', label: 'Empieza', message }] }, req.t)
  error.message = message
  Object.defineProperty(error, OVERLAP_MARK, { value: true })
  return error
}

/**
 * Whether `error` is a taken time: the appointments hook's refusal, or the database's exclusion
 * constraint when two saves raced past that check (drizzle keeps the driver's error as `cause`).
 */
export function isAppointmentOverlap(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { [OVERLAP_MARK]?: boolean })[OVERLAP_MARK]) return true
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown }
    if (code === EXCLUSION_VIOLATION && (constraint === undefined || constraint === OVERLAP_CONSTRAINT)) return true
    if (typeof message === 'string' && message.includes(OVERLAP_CONSTRAINT)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The Spanish refusal, under «Empieza»: with the taken appointment's time when known. */
export function overlapMessage(taken?: { startsAt: string; endsAt: string }, timeZone?: string): string {
  const when = taken && timeZone ? ` (${spanishDateTime(taken.startsAt, timeZone)})` : ''
  return `Ya hay otra cita agendada a esa hora${when}. Elija otra hora o cancele la otra cita primero.`
}
