import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { signingErrors } from '../copy/records'
import { lockInTransaction } from '../db/locks'
import { relationId } from '../lib/relation-id'
import { spanishDate } from '../lib/spanish-time'
import type { SignedRecord } from '../payload-types'
import { loadAgencyTimeZone } from '../settings/agency-settings'
import { linkState } from './find-link'
import { NOTIFY_RESCISSION_TASK } from './mail/task-slug'
import { sameSignerName } from './signer-name'
import { checkSigning, type SigningErrors, type SigningInput } from './signing-input'
import { soaLinkMaySign } from './soa/appointment-soa'
import { soaNpnGap } from './soa/soa-agent'
import { markStaffSession, type StaffSession } from './staff-session-mark'
import { textFactsFor } from './text-facts-for'
import { currentTexts } from './texts'
import { type NewRecord, writeSignedRecord } from './write-record'

/** Who signed: the request's address and browser, and the staff account whose admin session the browser carried, if any. */
export type Signer = { ip: string | null; userAgent: string | null; staffSession?: StaffSession | null }

export type SignOutcome =
  | { kind: 'signed'; record: SignedRecord }
  | { kind: 'invalid'; errors: SigningErrors }
  | { kind: 'gone' }
  /** An SOA while the agency's or the agent's NPN is missing: the agency sends it later. */
  | { kind: 'unavailable' }

type CheckedSigner = Pick<
  Extract<ReturnType<typeof checkSigning>, { ok: true }>,
  'signerName' | 'representativeName' | 'representativeRelationship'
>

/** Who signed, as stored on every record: the typed names, the request's address and browser, a staff session. */
const signedBy = (checked: CheckedSigner, signer: Signer) => ({
  signerName: checked.signerName,
  representativeName: checked.representativeName,
  representativeRelationship: checked.representativeRelationship,
  ip: signer.ip,
  userAgent: signer.userAgent?.slice(0, 1000) ?? null,
  signedWithStaffSession: signer.staffSession ? (true as const) : undefined,
})

/**
 * Two submissions at once: the database's unique index on a link's record (and on a consent's
 * rescission) refuses the second, which then finds the link used, like any later one.
 */
async function usedMeanwhile(payload: Payload, token: unknown, expected: string): Promise<boolean> {
  return (await linkState(payload, token)).state !== expected
}

type Storing = {
  /** An SOA of an appointment: its lock, and the one-SOA rule checked again inside it. */
  appointmentId?: string | null
  mayStore?: (req: PayloadRequest) => Promise<boolean>
  staffSession?: StaffSession | null
  notifyRescission?: boolean
}

/**
 * Writes the record in one transaction with what goes with it: the staff-session line in the
 * lead's history, the staff e-mail about a rescission. Null when the appointment's SOA was signed
 * meanwhile.
 */
async function store(payload: Payload, record: NewRecord, now: Date, storing: Storing): Promise<SignedRecord | null> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    if (storing.appointmentId) await lockInTransaction(req, 'appointmentSoa', storing.appointmentId)
    if (storing.mayStore && !(await storing.mayStore(req))) {
      if (ownTransaction) await killTransaction(req)
      return null
    }
    const written = await writeSignedRecord(payload, record, now, req)
    if (storing.staffSession) await markStaffSession(req, written, storing.staffSession)
    if (storing.notifyRescission) await payload.jobs.queue({ task: NOTIFY_RESCISSION_TASK, input: { recordId: written.id }, req })
    if (ownTransaction) await commitTransaction(req)
    return written
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/** Signs the record a live link asks for: the text as shown today, the choices, the typed name. */
export async function signThroughLink(payload: Payload, token: unknown, input: SigningInput, signer: Signer): Promise<SignOutcome> {
  const now = new Date()
  const state = await linkState(payload, token, now)
  if (state.state !== 'open') return { kind: 'gone' }
  const { link, lead, agent } = state
  if (link.purpose === 'rescission') return { kind: 'gone' }
  const checked = checkSigning(link.purpose, input)
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors }
  if (link.purpose === 'soa' && (await soaNpnGap(payload, agent))) return { kind: 'unavailable' }
  const text = currentTexts[link.purpose]
  const facts = await textFactsFor(payload, state, now)
  try {
    const record = await store(
      payload,
      {
        kind: link.purpose,
        lead: lead.id,
        link: link.id,
        agent: agent?.id ?? null,
        rescinds: null,
        supersedes: relationId(link.supersedes) ?? undefined,
        textId: text.id,
        textVersion: text.version,
        shownText: text.render(facts),
        choices: checked.products ? { products: checked.products } : null,
        ...signedBy(checked, signer),
      },
      now,
      {
        appointmentId: link.purpose === 'soa' ? link.appointmentId : null,
        mayStore: link.purpose === 'soa' ? (req) => soaLinkMaySign(payload, link, req) : undefined,
        staffSession: signer.staffSession,
      },
    )
    return record ? { kind: 'signed', record } : { kind: 'gone' }
  } catch (error) {
    if (await usedMeanwhile(payload, token, 'open')) return { kind: 'gone' }
    throw error
  }
}

/**
 * Rescinds a signed Marketplace consent: through the consent's own link while its page is shown,
 * or through a rescission link staff sent to the address on file. Only under the name the consent
 * was signed with (accents and case ignored); a new record pointing at the consent, which stays;
 * staff are told by e-mail.
 */
export async function rescindThroughLink(payload: Payload, token: unknown, input: SigningInput, signer: Signer): Promise<SignOutcome> {
  const now = new Date()
  const state = await linkState(payload, token, now)
  if (state.state !== 'consent-signed' && state.state !== 'rescission-open') return { kind: 'gone' }
  const { link, lead, agent, consent } = state
  const checked = checkSigning('marketplace-consent', input)
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors }
  if (!sameSignerName(checked.signerName, consent.signerName))
    return { kind: 'invalid', errors: { signerName: signingErrors.notTheSigner } }
  const text = currentTexts.rescission
  const timeZone = await loadAgencyTimeZone(payload)
  const facts = { ...(await textFactsFor(payload, state, now)), consentSignedOn: spanishDate(consent.signedAt, timeZone) }
  try {
    const record = await store(
      payload,
      {
        kind: 'rescission',
        lead: lead.id,
        link: link.id,
        agent: agent?.id ?? relationId(consent.agent),
        rescinds: consent.id,
        textId: text.id,
        textVersion: text.version,
        shownText: text.render(facts),
        choices: null,
        ...signedBy(checked, signer),
      },
      now,
      { staffSession: signer.staffSession, notifyRescission: true },
    )
    return record ? { kind: 'signed', record } : { kind: 'gone' }
  } catch (error) {
    if (await usedMeanwhile(payload, token, state.state)) return { kind: 'gone' }
    throw error
  }
}
