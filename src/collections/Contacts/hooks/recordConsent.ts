import type { CollectionBeforeChangeHook } from 'payload'

import { CONSENT_LABEL } from '../../../components/contact/copy'
import { clientIp } from '../../../lib/client-ip'

/**
 * The agency's evidence of written consent: server time, the exact label the visitor
 * accepted, and where the request came from. Always set by the server, never by the input.
 */
export const recordConsent: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const headers = req.headers instanceof Headers ? req.headers : new Headers()
  return {
    ...data,
    consentAt: new Date().toISOString(),
    consentText: CONSENT_LABEL,
    ip: clientIp(headers),
    userAgent: headers.get('user-agent')?.slice(0, 512) || null,
  }
}
