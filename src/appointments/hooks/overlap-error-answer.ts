import type { CollectionAfterErrorHook } from 'payload'

import { isAppointmentOverlap, overlapMessage } from '../overlap'

/**
 * Two staff members (or a visitor and staff) saving the same time at once both pass the
 * appointments' own check (src/appointments/hooks/refuse-overlap.ts); the database's exclusion
 * constraint refuses the second, which Payload would answer with a 500. It gets the check's
 * answer instead: 400, the Spanish message under «Empieza» and as the error's own. Appointments' hooks.afterError.
 */
export const appointmentOverlapAsValidationError: CollectionAfterErrorHook = ({ error }) => {
  if (!isAppointmentOverlap(error)) return
  const message = overlapMessage()
  const data = { collection: 'appointments', errors: [{ path: 'startsAt', label: 'Empieza', message }] }
  return {
    status: 400,
    response: { errors: [{ name: 'ValidationError', message, data }] },
  }
}
