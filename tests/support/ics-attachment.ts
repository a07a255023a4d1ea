import ICAL from 'ical.js'

/** The .ics attachment of a captured message, decoded (nodemailer sends it base64 or quoted-printable). */
export function icsOf(raw: string): string {
  const [, part = ''] = raw.split(/Content-Type: text\/calendar[^\n]*\n/i)
  const [headers, ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').split(/\r?\n--/)[0]
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

export type ParsedInvitation = {
  method: string
  uid: string
  sequence: number
  status: string
  summary: string
  description: string
  location: string
  url: string
  startsAt: string
}

/** The invitation of a captured message as an iCalendar library reads it. */
export function invitationOf(raw: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(icsOf(raw)))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  const component = calendar.getFirstSubcomponent('vevent') as ICAL.Component
  const event = new ICAL.Event(component)
  const text = (name: string) => String(component.getFirstPropertyValue(name) ?? '')
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    sequence: event.sequence,
    status: text('status'),
    summary: event.summary,
    description: event.description,
    location: event.location ?? '',
    url: text('url'),
    startsAt: event.startDate.toJSDate().toISOString(),
  }
}
