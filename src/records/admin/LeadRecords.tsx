import type { ServerComponentProps } from 'payload'
import { spanishDateTime } from '@/lib/spanish-time'
import { type LeadRecordState, leadRecordStates } from '@/records/read/records'
import { linkPurposeOptions } from '@/records/record-kinds'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { recordAdminCopy } from '../staff-copy'

import { SendRecordLink } from './SendRecordLink'

const purposeLabel = (purpose: string) => linkPurposeOptions.find((option) => option.value === purpose)?.label ?? purpose

/** A correction names the SOA it supersedes; a corrected SOA its correction; a staff-session signature says so. */
function marks(state: LeadRecordState, timeZone: string): string {
  const when = (value: string) => spanishDateTime(value, timeZone)
  const parts = [
    state.supersedes ? `${recordAdminCopy.supersedesOn} ${when(state.supersedes.at)}` : null,
    state.correctedBy ? `${recordAdminCopy.correctedOn} ${when(state.correctedBy.at)}` : null,
    state.signed?.staffSession ? recordAdminCopy.staffSession : null,
  ].filter(Boolean)
  return parts.length ? ` · ${parts.join(' · ')}` : ''
}

function stateLine(state: LeadRecordState, timeZone: string, now: number) {
  const when = (value: string) => spanishDateTime(value, timeZone)
  const sent = `${recordAdminCopy.sentOn} ${when(state.sentAt)}`
  if (state.rescinded) {
    const signed = `${recordAdminCopy.signedOn} ${when(state.signed?.at ?? '')}`
    return `${recordAdminCopy.states.rescinded} (${recordAdminCopy.rescindedOn} ${when(state.rescinded.at)}; ${signed})`
  }
  if (state.signed) return `${recordAdminCopy.states.signed} (${recordAdminCopy.signedOn} ${when(state.signed.at)}; ${sent})`
  if (new Date(state.expiresAt).getTime() <= now)
    return `${recordAdminCopy.states.expired} (${sent}; ${recordAdminCopy.expiredOn} ${when(state.expiresAt)})`
  return `${recordAdminCopy.states.sent} (${sent})`
}

/** The signed SOAs staff may correct (not corrected yet), newest first, for the send box. */
function correctableSoas(states: LeadRecordState[], timeZone: string) {
  return states
    .filter((state) => state.purpose === 'soa' && state.signed && !state.correctedBy)
    .map((state) => ({ id: state.signed?.id ?? 0, label: spanishDateTime(state.signed?.at ?? '', timeZone) }))
}

/** On a lead's page: the documents sent to sign and their state, and the box that sends a new one. */
export default async function LeadRecords({ id, payload, user }: Pick<ServerComponentProps, 'id' | 'payload' | 'user'>) {
  const leadId = Number(id)
  if (!user || !Number.isSafeInteger(leadId) || leadId <= 0) return null
  const [states, timeZone] = await Promise.all([leadRecordStates(payload, user, leadId), loadAgencyTimeZone(payload)])
  const now = Date.now()
  return (
    <section className="lead-records" aria-labelledby="lead-records-title" style={{ marginBottom: '1.5rem' }}>
      <h3 id="lead-records-title">{recordAdminCopy.sectionTitle}</h3>
      {states.length === 0 ? (
        <p>{recordAdminCopy.none}</p>
      ) : (
        <ul className="lead-records__list">
          {states.map((state) => (
            <li key={state.linkId} data-testid="lead-record-state">
              <strong>{purposeLabel(state.purpose)}</strong>: {stateLine(state, timeZone, now)}
              {marks(state, timeZone)}
              {state.signed ? (
                <>
                  {' '}
                  <a href={`/admin/collections/signed-records/${state.signed.id}`}>Ver</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <SendRecordLink leadId={leadId} correctable={correctableSoas(states, timeZone)} />
    </section>
  )
}
