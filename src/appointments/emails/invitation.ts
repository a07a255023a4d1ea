import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'

/**
 * The appointment as an iCalendar invitation (RFC 5545, ical-generator): start and end on the
 * agency's clock with its VTIMEZONE (timezones-ical-library), so a calendar on a phone in another
 * zone still shows the right moment; the manage link in the description and as its URL.
 */
export type Invitation = {
  uid: string
  startsAt: Date
  endsAt: Date
  timeZone: string
  summary: string
  description: string
  location?: string
  url: string
  organizer: { name: string; email: string }
}

export function invitationIcs(invitation: Invitation): string {
  const calendar = ical({ prodId: { company: 'agencia', product: 'citas', language: 'ES' }, method: ICalCalendarMethod.PUBLISH })
  calendar.timezone({ name: invitation.timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] })
  calendar.createEvent({
    id: invitation.uid,
    // A TZDate: ical-generator writes its wall-clock time in the zone (a plain Date would be read on the server's clock).
    start: new TZDate(invitation.startsAt.getTime(), invitation.timeZone),
    end: new TZDate(invitation.endsAt.getTime(), invitation.timeZone),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: invitation.organizer,
  })
  return calendar.toString()
}
