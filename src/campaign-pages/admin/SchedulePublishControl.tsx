import type { ServerProps } from 'payload'

import { adminTimeZonesWith } from '@/i18n/admin-time-zones'
import { readAgencySettings } from '@/settings/agency-settings'

import { SchedulePublishDialog } from './SchedulePublishDialog'

/** A page's «Programar publicación», its zone list starting at the agency's zone (read here, on the server). */
export default async function SchedulePublishControl({ payload }: Pick<ServerProps, 'payload'>) {
  const { timeZone } = await readAgencySettings(payload)
  return <SchedulePublishDialog timeZone={timeZone} zones={adminTimeZonesWith(timeZone)} />
}
