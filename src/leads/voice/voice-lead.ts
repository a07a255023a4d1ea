import { voiceLeadCopy } from '../../copy/lead-intake'
import type { VoiceCallReport } from './vapi-report'

/** The lead a voice call gives the desk: the caller's name (first word / the rest), number, insurance and the call's summary. */
export function voiceLeadFields(report: VoiceCallReport) {
  const [firstName, ...rest] = (report.caller.name ?? '').split(' ')
  return {
    firstName: (firstName || voiceLeadCopy.unnamed).slice(0, 80),
    lastName: rest.join(' ').slice(0, 80) || null,
    phone: report.caller.phone,
    insuranceType: report.caller.insuranceType,
    message: (report.summary ?? voiceLeadCopy.noSummary).slice(0, 5000),
  }
}
