/**
 * The one server reader of the agency's settings (the «Datos de la agencia» global) for wings, hooks,
 * jobs and endpoints; the public site reads its cached copy through src/content (getSiteSettings).
 * One read per request: a Payload request (hook, endpoint, job) keeps its answer for its lifetime and
 * joins its transaction; a server render shares one through React's per-request `cache()`.
 */
import type { Payload, PayloadRequest } from 'payload'
import { cache } from 'react'

import { agencyTimeZone } from '../lib/time-zone'
import type { SiteSetting } from '../payload-types'

export type AgencySettings = {
  agencyName: string
  phone: string
  address: string
  /** Where staff notices go (unless CONTACT_NOTIFY_TO overrides it, src/lib/server/smtp-settings.ts). */
  staffInbox: string
  agencyNpn: string
  /** An IANA zone: the configured one, or the default when empty or unknown. */
  timeZone: string
  officeHours: string
  booking: NonNullable<SiteSetting['booking']>
  defaultAgent: SiteSetting['defaultAgent']
  grievanceCoordinator: SiteSetting['grievanceCoordinator']
  redirectAllowedHosts: string
  /** Where a client's answer to an appointment e-mail goes: the set address, else the agency's e-mail. */
  clientReplyTo: string
  /** The agency's video-call link (an agent's own, on their account, comes first). */
  meetingLink: string
}

function toAgencySettings(settings: SiteSetting): AgencySettings {
  return {
    agencyName: settings.agencyName ?? '',
    phone: settings.phone ?? '',
    address: settings.address ?? '',
    staffInbox: settings.email ?? '',
    agencyNpn: settings.agencyNpn?.trim() ?? '',
    timeZone: agencyTimeZone(settings.timeZone),
    officeHours: settings.officeHours ?? '',
    booking: settings.booking ?? {},
    defaultAgent: settings.defaultAgent ?? null,
    grievanceCoordinator: settings.grievanceCoordinator,
    redirectAllowedHosts: settings.redirectAllowedHosts ?? '',
    clientReplyTo: settings.clientEmails?.replyTo?.trim() || settings.email || '',
    meetingLink: settings.clientEmails?.meetingLink?.trim() ?? '',
  }
}

// Staff-only fields (the inbox, the default agent) are read whatever the caller's access: the callers are server code.
const load = async (payload: Payload, req?: PayloadRequest): Promise<AgencySettings> =>
  toAgencySettings(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }))

const perRequest = new WeakMap<PayloadRequest, Promise<AgencySettings>>()
const perRender = cache((payload: Payload) => load(payload))

/** The agency's settings; pass `req` inside a hook, endpoint or job so the read joins its transaction and is made once. */
export function readAgencySettings(payload: Payload, req?: PayloadRequest): Promise<AgencySettings> {
  if (!req) return perRender(payload)
  let settings = perRequest.get(req)
  if (!settings) {
    settings = load(payload, req)
    perRequest.set(req, settings)
    // A failed read is not kept: the caller may retry within the request.
    settings.catch(() => perRequest.delete(req))
  }
  return settings
}

/** The agency's IANA time zone: every date staff or visitors see is computed in it. */
export async function loadAgencyTimeZone(payload: Payload, req?: PayloadRequest): Promise<string> {
  return (await readAgencySettings(payload, req)).timeZone
}
