import type { ServerProps } from 'payload'

import { adminTimeZonesWith } from '@/i18n/admin-time-zones'
import { readAgencySettings } from '@/settings/agency-settings'

import { AgencyZonePublishButton } from './AgencyZonePublishButton'

/** A page's publish button, its schedule drawer on the agency's zone (read here, on the server). */
export default async function SchedulePublishButton({ payload }: Pick<ServerProps, 'payload'>) {
  const { timeZone } = await readAgencySettings(payload)
  return <AgencyZonePublishButton timeZone={timeZone} zones={adminTimeZonesWith(timeZone)} />
}
