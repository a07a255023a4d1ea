import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'

/**
 * The appointment as an iCalendar invitation (RFC 5545, ical-generator): start and end on the
 * agency's clock with its VTIMEZONE (timezones-ical-library), so a calendar on a phone in another
 * zone still shows the right moment; where to act (the manage link, or the lead in the panel) in
 * the description and as its URL. One UID per appointment for its whole life: a change is the
 * same event with a higher SEQUENCE (METHOD:REQUEST), a cancellation METHOD:CANCEL (RFC 5546),
 * so the calendar that holds it updates or removes it instead of adding another.
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
  /** 'publish': the first invitation of a booking; 'update': a new time or kind; 'cancel': it is off. */
  method?: 'publish' | 'update' | 'cancel'
  sequence?: number
  /** Whom a REQUEST or CANCEL is for (RFC 5546 asks for the ATTENDEE the calendar matches it to). */
  attendee?: { email: string; name?: string }
}

const methods = { publish: ICalCalendarMethod.PUBLISH, update: ICalCalendarMethod.REQUEST, cancel: ICalCalendarMethod.CANCEL }

export function invitationIcs(invitation: Invitation): string {
  const method = invitation.method ?? 'publish'
  const calendar = ical({ prodId: { company: 'agencia', product: 'citas', language: 'ES' }, method: methods[method] })
  calendar.timezone({ name: invitation.timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] })
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence ?? 0,
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // A TZDate: ical-generator writes its wall-clock time in the zone (a plain Date would be read on the server's clock).
    start: new TZDate(invitation.startsAt.getTime(), invitation.timeZone),
    end: new TZDate(invitation.endsAt.getTime(), invitation.timeZone),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: invitation.attendee && method !== 'publish' ? [{ ...invitation.attendee, rsvp: false }] : [],
  })
  return calendar.toString()
}

/** The attachment's MIME type names the method too, as calendar clients read it there first. */
export const invitationContentType = (method: Invitation['method'] = 'publish') => `text/calendar; charset=utf-8; method=${methods[method]}`
