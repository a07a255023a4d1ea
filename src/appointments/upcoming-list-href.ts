import { SCHEDULED_APPOINTMENT_STATUS } from './appointment-options'

/** The «Citas» list filtered to the scheduled ones still to come (from `now`), the nearest first. */
export function upcomingAppointmentsHref(now: Date): string {
  const query = new URLSearchParams({
    'where[and][0][status][equals]': SCHEDULED_APPOINTMENT_STATUS,
    'where[and][1][endsAt][greater_than_equal]': now.toISOString(),
    sort: 'startsAt',
  })
  return `/admin/collections/appointments?${query}`
}
