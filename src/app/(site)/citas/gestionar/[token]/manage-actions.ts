'use server'

import config from '@payload-config'
import { RedirectType, redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { CANCELLED_PATH, managePath } from '@/appointments/booking-paths'
import { cancelByLink, rescheduleByLink } from '@/appointments/manage-appointment'
import { formWorkWithinDeadline } from '@/content/database-deadline'

/**
 * The manage page's two plain POST forms. Every outcome is a 303 (POST/redirect/GET) to a page
 * that says it: the appointment with its new time, the cancelled page, the hours again when the
 * chosen one was just taken, or the invalid-link page.
 */
export async function cancelAppointmentAction(token: string): Promise<void> {
  const outcome = await formWorkWithinDeadline(async () => cancelByLink(await getPayload({ config }), token))
  redirect(outcome === 'done' ? CANCELLED_PATH : managePath(token), RedirectType.push)
}

export async function rescheduleAppointmentAction(token: string, form: FormData): Promise<void> {
  const startsAt = form.get('startsAt')
  const payload = await getPayload({ config })
  const outcome = await formWorkWithinDeadline(() => rescheduleByLink(payload, token, typeof startsAt === 'string' ? startsAt : ''))
  const day = form.get('dia')
  const query =
    outcome === 'done'
      ? '?estado=cambiada'
      : outcome === 'taken'
        ? `?accion=cambiar&estado=ocupada${typeof day === 'string' ? `&dia=${encodeURIComponent(day)}` : ''}`
        : ''
  redirect(`${managePath(token)}${query}`, RedirectType.push)
}
