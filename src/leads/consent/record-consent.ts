import type { CollectionBeforeChangeHook } from 'payload'

import { CONSENT_LABEL } from '../../copy/contact'
import { VOICE_CONSENT_TEXT } from '../../copy/lead-intake'
import { clientIpOf } from '../../lib/server/client-ip'
import type { Contact } from '../../payload-types'
import { staffNameWithEmail } from '../desk/staff-name'
import { leadEntryOf } from '../intake/lead-entry'

const noConsentStamp = { consentAt: null, consentText: null, consentRecordedBy: null, ip: null, userAgent: null }

/**
 * The agency's evidence of how a lead arrived, always set by the server, never by the input
 * (validateContact has already decided which source a new contact may have):
 * - a visitor's form: server time, the exact label accepted, where the request came from;
 * - a voice lead: the consent given in the call, at its start (set by the webhook as consentAt);
 * - a staff entry: who entered it, and no consent stamp: staff record what the person said, per
 *   channel, in the lead's consent records (consent-answers.ts).
 */
export const recordConsent: CollectionBeforeChangeHook<Contact> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const entry = leadEntryOf(req)
  if (entry === 'voice') {
    return {
      ...data,
      ...noConsentStamp,
      consentAt: data.consentAt ?? new Date().toISOString(),
      consentText: VOICE_CONSENT_TEXT,
      enteredBy: null,
    }
  }
  if (entry === 'staff') return { ...data, ...noConsentStamp, enteredBy: staffNameWithEmail(req.user).slice(0, 200) }
  return {
    ...data,
    consentAt: new Date().toISOString(),
    consentText: CONSENT_LABEL,
    consentRecordedBy: null,
    enteredBy: null,
    ip: clientIpOf(req),
    userAgent: req.headers?.get('user-agent')?.slice(0, 512) || null,
  }
}
