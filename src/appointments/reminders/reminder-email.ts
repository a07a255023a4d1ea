import { escapeHtml } from '@/leads/public'
import { reminderCopy } from '../../copy/reminders'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { optionLabel } from '../../lib/option-label'
import { spanishDateTime } from '../../lib/spanish-time'
import { appointmentKindLabel } from '../appointment-options'
import { agencyFooter } from '../emails/agency-footer'
import { meetingLinkOf } from '../emails/appointment-details'
import type { Reminder } from './reminder-channel'

function howText({ appointment, lead, agency }: Reminder): string {
  if (appointment.kind === 'oficina') return reminderCopy.how.oficina(agency.address)
  if (appointment.kind === 'video') return reminderCopy.how.video(meetingLinkOf(appointment, agency) ?? '')
  return reminderCopy.how.llamada(lead.phone ?? '')
}

/** The reminder e-mail, in Spanish: when (agency zone named), kind, topic, and the agency's phone to change it. */
export function reminderEmail(reminder: Reminder) {
  const { appointment, lead, agency, offset } = reminder
  const when = spanishDateTime(appointment.startsAt, agency.timeZone)
  const rows = [
    { label: reminderCopy.labels.when, text: when },
    { label: reminderCopy.labels.kind, text: appointmentKindLabel(appointment.kind) },
    { label: reminderCopy.labels.topic, text: optionLabel(insuranceTypeOptions, appointment.topic) },
  ]
  const paragraphs = [reminderCopy.intro(agency.agencyName), howText(reminder), reminderCopy.change(agency.phone)]
  const greeting = reminderCopy.greeting(lead.firstName)
  const footer = agencyFooter(agency)
  return {
    subject: reminderCopy.subject[offset](when),
    text:
      `${greeting}\n\n${paragraphs[0]}\n\n${rows.map((row) => `${row.label}: ${row.text}`).join('\n')}\n\n` +
      `${paragraphs.slice(1).join('\n\n')}\n\n${reminderCopy.signature(agency.agencyName)}\n\n${footer.text}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(paragraphs[0])}</p><table>` +
      rows.map((row) => `<tr><th align="left">${escapeHtml(row.label)}</th><td>${escapeHtml(row.text)}</td></tr>`).join('') +
      `</table>${paragraphs
        .slice(1)
        .map((text) => `<p>${escapeHtml(text)}</p>`)
        .join('')}<p>${escapeHtml(reminderCopy.signature(agency.agencyName)).replace('\n', '<br>')}</p>${footer.html}`,
  }
}
