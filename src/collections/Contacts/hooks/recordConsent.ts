import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { CONSENT_LABEL } from '../../../copy/contact'
import { staffConsentText, VOICE_CONSENT_TEXT } from '../../../copy/lead-intake'
import { clientIpOf } from '../../../lib/client-ip'
import { isStaffLeadSource, VOICE_LEAD_SOURCE } from '../../../lib/lead-sources'
import type { Contact } from '../../../payload-types'

const staffName = (user: NonNullable<PayloadRequest['user']>) => {
  const name = 'name' in user && typeof user.name === 'string' ? user.name.trim() : ''
  return name ? `${name} (${user.email})` : String(user.email)
}

/**
 * The agency's evidence of consent, always set by the server, never by the input
 * (validateContact has already decided which source a new contact may have):
 * - a visitor's form: server time, the exact label accepted, where the request came from;
 * - a staff-entered lead: the consent the logged-in staff member heard, who and when;
 * - a voice lead: the consent given in the call, at its start (set by the webhook as consentAt).
 */
export const recordConsent: CollectionBeforeChangeHook<Contact> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (data.source === VOICE_LEAD_SOURCE) {
    return {
      ...data,
      consentAt: data.consentAt ?? new Date().toISOString(),
      consentText: VOICE_CONSENT_TEXT,
      consentRecordedBy: null,
      ip: null,
      userAgent: null,
    }
  }
  if (isStaffLeadSource(data.source) && req.user) {
    const recordedBy = staffName(req.user)
    return {
      ...data,
      consentAt: new Date().toISOString(),
      consentText: staffConsentText(recordedBy, data.source),
      consentRecordedBy: recordedBy.slice(0, 200),
      ip: null,
      userAgent: null,
    }
  }
  return {
    ...data,
    consentAt: new Date().toISOString(),
    consentText: CONSENT_LABEL,
    consentRecordedBy: null,
    ip: clientIpOf(req),
    userAgent: req.headers?.get('user-agent')?.slice(0, 512) || null,
  }
}
