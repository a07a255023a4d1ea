import type { ServerComponentProps } from 'payload'

import { loadAgencyTimeZone } from '@/content/agency-clock'
import { type LeadRecordState, leadRecordStates } from '@/content/records'
import { recordAdminCopy } from '@/i18n/records'
import { formatSpanishDateTime } from '@/lib/time-zone'
import { linkPurposeOptions } from '@/records/record-kinds'

import { SendRecordLink } from './SendRecordLink'

const purposeLabel = (purpose: string) => linkPurposeOptions.find((option) => option.value === purpose)?.label ?? purpose

function stateLine(state: LeadRecordState, timeZone: string, now: number) {
  const when = (value: string) => formatSpanishDateTime(value, timeZone)
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
      <SendRecordLink leadId={leadId} />
    </section>
  )
}
