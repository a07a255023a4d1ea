/**
 * The Scope of Appointment step after a Medicare booking: the link where the visitor signs the
 * SOA for this appointment, or null when there is none to offer (yet).
 *
 * THE ONE PLACE TO WIRE: the signed-records wing (src/records/) exports the server function that
 * creates an SOA signing link for a lead and an appointment. At merge, call it here and return
 * its path (for example `/firmar/<token>`); the confirmation page shows the step whenever this
 * returns a link. Until then it returns null and the page shows no step.
 */
export type SoaStepInput = { appointmentId: number; leadId: number; topic: string }

export async function soaLinkForBooking(input: SoaStepInput): Promise<string | null> {
  if (input.topic !== 'medicare') return null
  return null
}
