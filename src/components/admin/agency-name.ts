import type { Payload } from 'payload'

const FALLBACK_NAME = 'Agencia de Seguros'

/** The agency name staff entered in the site settings, for the admin branding. */
export async function agencyName(payload: Payload | undefined): Promise<string> {
  if (!payload) return FALLBACK_NAME
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.agencyName || FALLBACK_NAME
  } catch {
    return FALLBACK_NAME
  }
}
