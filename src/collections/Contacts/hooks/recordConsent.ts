import type { CollectionBeforeChangeHook } from 'payload'

import { CONSENT_LABEL } from '../../../copy/contact'
import { clientIpOf } from '../../../lib/client-ip'
import type { Contact } from '../../../payload-types'

/**
 * The agency's evidence of written consent: server time, the exact label the visitor
 * accepted, and where the request came from. Always set by the server, never by the input.
 */
export const recordConsent: CollectionBeforeChangeHook<Contact> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    consentAt: new Date().toISOString(),
    consentText: CONSENT_LABEL,
    ip: clientIpOf(req),
    userAgent: req.headers?.get('user-agent')?.slice(0, 512) || null,
  }
}
