import type { Payload } from 'payload'
import { signedSoasOf } from '@/records/public'
import { needsScopeOfAppointment } from '../soa-step'

/**
 * Whether each Medicare appointment's Scope of Appointment is signed (the records wing's own
 * read, src/records/public.ts); null for an appointment that needs none.
 */
export async function soaSignedOf(payload: Payload, appointments: { id: number; topic: string }[]): Promise<Map<number, boolean | null>> {
  const answers = await Promise.all(
    appointments.map(
      async ({ id, topic }) => [id, needsScopeOfAppointment(topic) ? (await signedSoasOf(payload, String(id))).length > 0 : null] as const,
    ),
  )
  return new Map(answers)
}
