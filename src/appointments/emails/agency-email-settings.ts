import type { Payload, PayloadRequest } from 'payload'

import { publicServerUrl } from '../../lib/server/server-env'
import { readAgencySettings } from '../../settings/agency-settings'
import type { AgencyEmailSettings } from './appointment-details'

/** The agency's settings an appointment e-mail needs, from the one reader (src/settings/agency-settings.ts). */
export async function agencyEmailSettings(payload: Payload, req?: PayloadRequest): Promise<AgencyEmailSettings> {
  const settings = await readAgencySettings(payload, req)
  return {
    timeZone: settings.timeZone,
    siteUrl: publicServerUrl(),
    agencyName: settings.agencyName,
    agencyEmail: settings.staffInbox,
    address: settings.address,
    phone: settings.phone,
    officeHours: settings.officeHours,
    replyTo: settings.clientReplyTo,
    meetingLink: settings.meetingLink,
  }
}
