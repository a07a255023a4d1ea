import type { Payload } from 'payload'
import { loadAgencyTimeZone } from '../content/agency-clock'
import type { SignedRecord } from '../payload-types'
import { linkState } from './find-link'
import { checkSigning, type SigningErrors, type SigningInput } from './signing-input'
import { spanishDay, textFactsFor } from './text-facts-for'
import { currentTexts } from './texts'
import { writeSignedRecord } from './write-record'

export type Signer = { ip: string | null; userAgent: string | null }

export type SignOutcome = { kind: 'signed'; record: SignedRecord } | { kind: 'invalid'; errors: SigningErrors } | { kind: 'gone' }

type CheckedSigner = Pick<
  Extract<ReturnType<typeof checkSigning>, { ok: true }>,
  'signerName' | 'representativeName' | 'representativeRelationship'
>

/** Who signed, as stored on every record: the typed names and the request's address and browser. */
const signedBy = (checked: CheckedSigner, signer: Signer) => ({
  signerName: checked.signerName,
  representativeName: checked.representativeName,
  representativeRelationship: checked.representativeRelationship,
  ip: signer.ip,
  userAgent: signer.userAgent?.slice(0, 1000) ?? null,
})

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' ? value?.id : value) ?? null

/**
 * Two submissions at once: the database's unique index on a link's record (and on a consent's
 * rescission) refuses the second, which then finds the link used, like any later one.
 */
async function usedMeanwhile(payload: Payload, token: unknown, expected: string): Promise<boolean> {
  return (await linkState(payload, token)).state !== expected
}

/** Signs the record a live link asks for: the text as shown today, the choices, the typed name. */
export async function signThroughLink(payload: Payload, token: unknown, input: SigningInput, signer: Signer): Promise<SignOutcome> {
  const now = new Date()
  const state = await linkState(payload, token, now)
  if (state.state !== 'open') return { kind: 'gone' }
  const { link, lead, agent } = state
  const checked = checkSigning(link.purpose, input)
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors }
  const text = currentTexts[link.purpose]
  const facts = await textFactsFor(payload, state, now)
  try {
    const record = await writeSignedRecord(
      payload,
      {
        kind: link.purpose,
        lead: lead.id,
        link: link.id,
        agent: agent?.id ?? null,
        rescinds: null,
        textId: text.id,
        textVersion: text.version,
        shownText: text.render(facts),
        choices: checked.products ? { products: checked.products } : null,
        ...signedBy(checked, signer),
      },
      now,
    )
    return { kind: 'signed', record }
  } catch (error) {
    if (await usedMeanwhile(payload, token, 'open')) return { kind: 'gone' }
    throw error
  }
}

/** Rescinds a signed Marketplace consent through its link: a new record pointing at it; the consent stays. */
export async function rescindThroughLink(payload: Payload, token: unknown, input: SigningInput, signer: Signer): Promise<SignOutcome> {
  const now = new Date()
  const state = await linkState(payload, token, now)
  if (state.state !== 'consent-signed') return { kind: 'gone' }
  const { link, lead, agent, consent } = state
  const checked = checkSigning('marketplace-consent', input)
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors }
  const text = currentTexts.rescission
  const timeZone = await loadAgencyTimeZone(payload)
  const facts = { ...(await textFactsFor(payload, state, now)), consentSignedOn: spanishDay(new Date(consent.signedAt), timeZone) }
  try {
    const record = await writeSignedRecord(
      payload,
      {
        kind: 'rescission',
        lead: lead.id,
        link: link.id,
        agent: agent?.id ?? idOf(consent.agent),
        rescinds: consent.id,
        textId: text.id,
        textVersion: text.version,
        shownText: text.render(facts),
        choices: null,
        ...signedBy(checked, signer),
      },
      now,
    )
    return { kind: 'signed', record }
  } catch (error) {
    if (await usedMeanwhile(payload, token, 'consent-signed')) return { kind: 'gone' }
    throw error
  }
}
