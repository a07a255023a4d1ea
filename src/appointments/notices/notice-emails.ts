import { type ContactForEmail, type EmailSettings, escapeHtml, flagRows, htmlValue, reachRows } from '@/leads/public'
import { noticeCopy } from '../../copy/appointment-notices'
import { isPlainFirstName } from '../../lib/person-name'
import { spanishDateTime } from '../../lib/spanish-time'
import { agencyFooter, clientReplyTo } from '../emails/agency-footer'
import {
  type AgencyEmailSettings,
  type DetailRow,
  detailRows,
  fullName,
  htmlLink,
  htmlRowsOnly,
  invitationAttachment,
  textRows,
} from '../emails/appointment-details'
import type { Invitation } from '../emails/invitation'
import type { AppointmentView } from '../read/appointment-view'
import type { NoticeChange } from './notice-change'

/** The invitation a change sends: the first one, a new revision of it, or its cancellation. */
export function invitationMethod(change: NoticeChange, appointment: AppointmentView): Invitation['method'] {
  if (appointment.status === 'cancelada' || change === 'cancelled') return 'cancel'
  return change === 'booked' && appointment.sequence === 0 ? 'publish' : 'update'
}

const visitorTexts = {
  booked: { subject: noticeCopy.visitor.bookedSubject, intro: noticeCopy.visitor.bookedIntro },
  moved: { subject: noticeCopy.visitor.movedSubject, intro: noticeCopy.visitor.movedIntro },
  cancelled: { subject: noticeCopy.visitor.cancelledSubject, intro: noticeCopy.visitor.cancelledIntro },
} satisfies Record<NoticeChange, unknown>

/**
 * To the client, about a booking staff made for them, a new time, or a cancellation: what it is
 * now, the invitation that updates or removes it in their calendar (same UID, higher SEQUENCE),
 * how to change it, and the agency's footer; answers go to the agency. Of the client's data, only
 * a first name that is a name (person-name.ts).
 */
export function visitorNoticeEmail(appointment: AppointmentView, change: NoticeChange, settings: AgencyEmailSettings) {
  const texts = visitorTexts[change]
  const { firstName } = appointment.lead
  const intro = texts.intro(isPlainFirstName(firstName) ? firstName.trim() : null)
  const method = invitationMethod(change, appointment)
  const list = method === 'cancel' ? detailRows(appointment, settings).slice(0, 3) : detailRows(appointment, settings)
  const closing =
    method === 'cancel'
      ? [noticeCopy.visitor.calendarCancel, noticeCopy.visitor.bookAgain]
      : [
          method === 'publish' ? noticeCopy.visitor.calendarNew : noticeCopy.visitor.calendarUpdate,
          appointment.hasManageLink ? noticeCopy.visitor.changeIt : noticeCopy.visitor.changeByReply,
        ]
  const footer = agencyFooter(settings)
  return {
    subject: texts.subject(spanishDateTime(appointment.startsAt, settings.timeZone)),
    ...clientReplyTo(settings),
    text: `${intro}\n\n${textRows(list)}\n\n${closing.join('\n\n')}\n\n${footer.text}`,
    html:
      `<p>${escapeHtml(intro)}</p><table>${htmlRowsOnly(list)}</table>` +
      `${closing.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${footer.html}`,
    // The visitor's manage link is never rebuilt here (only its hash is stored): their first e-mail keeps it.
    attachments: [
      invitationAttachment(appointment, settings, { audience: { kind: 'client', email: appointment.lead.email }, link: null, method }),
    ],
  }
}

export type StaffNoticeFacts = { change: NoticeChange; startsAt: string; previousStartsAt?: string | null; changedBy: string }

/**
 * To staff, one e-mail per change: what happened, to whom (flags first, no contact links for a
 * 'No contactar' lead), when and before, who did it, the lead in the panel, and the invitation
 * titled with the client's name. Never the client's manage link.
 */
export function staffNoticeEmail(
  appointment: AppointmentView,
  contact: ContactForEmail,
  facts: StaffNoticeFacts,
  settings: AgencyEmailSettings & EmailSettings,
) {
  const name = fullName(contact)
  const title = noticeCopy.staff.changes[facts.change]
  const adminLink = `${settings.adminUrl}/admin/collections/contacts/${contact.id}`
  const people = [...flagRows(contact, settings), { label: 'Nombre', text: name }, ...reachRows(contact)]
  const [, ...whatAndWhere] = detailRows(appointment, settings)
  const list: DetailRow[] = [
    [noticeCopy.staff.when, spanishDateTime(facts.startsAt, settings.timeZone)],
    ...(facts.previousStartsAt ? [[noticeCopy.staff.before, spanishDateTime(facts.previousStartsAt, settings.timeZone)] as DetailRow] : []),
    ...whatAndWhere,
    [noticeCopy.staff.changedBy, facts.changedBy],
  ]
  const htmlPeople = people.map((row) => `<tr><th align="left">${escapeHtml(row.label)}</th><td>${htmlValue(row)}</td></tr>`)
  return {
    subject: noticeCopy.staff.subject(title, name, spanishDateTime(facts.startsAt, settings.timeZone)),
    ...(contact.email && !contact.doNotContact ? { replyTo: contact.email } : {}),
    text:
      `${title}.\n\n${textRows(people.map((row) => [row.label, row.text]))}\n${textRows(list)}\n\n` +
      `${noticeCopy.staff.leadLink}: ${adminLink}`,
    html:
      `<p>${escapeHtml(title)}.</p><table>${htmlPeople.join('')}${htmlRowsOnly(list)}</table>` +
      `<p>${htmlLink(adminLink, noticeCopy.staff.leadLink)}</p>`,
    attachments: [
      invitationAttachment(appointment, settings, {
        audience: { kind: 'staff', clientName: name },
        link: { label: `${noticeCopy.staff.leadLink}:`, url: adminLink },
        method: invitationMethod(facts.change, appointment),
      }),
    ],
  }
}
