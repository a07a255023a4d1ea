import { reminderTextCopy } from '../../copy/reminder-texts'
import { spanishClockTime, spanishZoneName } from '../../lib/spanish-time'
import type { Reminder } from './reminder-channel'

/** One SMS segment: longer texts cost two or more (and some phones show them split). */
export const REMINDER_TEXT_MAX_LENGTH = 160

/**
 * The reminder by text message, in Spanish, in one message: who (the agency), when (the agency's
 * clock, zone named), the agency's phone to change it, and how to stop the texts. A long agency
 * name is cut so the rest always fits.
 */
export function reminderText({ appointment, agency, offset }: Pick<Reminder, 'appointment' | 'agency' | 'offset'>): string {
  const clock = `${spanishClockTime(appointment.startsAt, agency.timeZone)} (${spanishZoneName(agency.timeZone)})`
  const rest = `: ${reminderTextCopy.when[offset](clock)}. ${reminderTextCopy.change(agency.phone)} ${reminderTextCopy.stop}`
  const room = REMINDER_TEXT_MAX_LENGTH - rest.length
  const name = agency.agencyName.trim()
  return `${name.length <= room ? name : `${name.slice(0, Math.max(room - 1, 0)).trimEnd()}…`}${rest}`
}
