import type { Payload } from 'payload'

import { readAgencySettings } from './agency-settings'

const FALLBACK_AGENCY_NAME = 'Agencia de Seguros'

/** The agency name staff entered in the site settings, for the admin's branding (login page included, so any failure falls back). */
export async function agencyName(payload: Payload | undefined): Promise<string> {
  if (!payload) return FALLBACK_AGENCY_NAME
  try {
    return (await readAgencySettings(payload)).agencyName || FALLBACK_AGENCY_NAME
  } catch {
    return FALLBACK_AGENCY_NAME
  }
}
