/**
 * What the signing page (/firmar/<token>) shows, read through Payload on the server for each
 * request (never cached: one consumer's link). A link that is not live gives nothing but 'gone'.
 */

import { readWithinDeadline } from '../../content/database-deadline'
import { payloadClient } from '../../content/payload-client'
import { spanishDate } from '../../lib/spanish-time'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { linkState } from '../find-link'
import type { LinkPurpose } from '../record-kinds'
import { soaNpnGap } from '../soa/soa-agent'
import { textFactsFor } from '../text-facts-for'
import { currentTexts } from '../texts'
import { soaProductOptions } from '../texts/soa-products'

export type SigningProduct = { value: string; label: string; description: string }

export type SigningView =
  | { state: 'gone' }
  | { state: 'open'; purpose: LinkPurpose; title: string; text: string; date: string; products: SigningProduct[] | null }
  | { state: 'consent-signed'; title: string; text: string; signedOn: string; date: string }
  /** A rescission link staff sent: the consent as signed, and the form to rescind it. */
  | { state: 'rescission-open'; title: string; text: string; signedOn: string; date: string }
  /** An SOA while the agency's or the agent's NPN is missing: not shown; the agency sends it later. */
  | { state: 'unavailable' }
  | { state: 'consent-rescinded'; title: string; rescindedOn: string }

/** Within the read deadline; a database that does not answer is the Spanish 503 (issue 33, finding 8). */
export const loadSigningView = (token: string) => readWithinDeadline(() => signingView(token))

async function signingView(token: string): Promise<SigningView> {
  const payload = await payloadClient()
  const now = new Date()
  const state = await linkState(payload, token, now)
  if (state.state === 'gone') return state
  const timeZone = await loadAgencyTimeZone(payload)
  if (state.state === 'consent-rescinded')
    return {
      state: 'consent-rescinded',
      title: currentTexts['marketplace-consent'].title,
      rescindedOn: spanishDate(state.rescission.signedAt, timeZone),
    }
  const facts = await textFactsFor(payload, state, now)
  if (state.state === 'consent-signed' || state.state === 'rescission-open')
    return {
      state: state.state,
      title: currentTexts['marketplace-consent'].title,
      text: state.consent.shownText,
      signedOn: spanishDate(state.consent.signedAt, timeZone),
      date: facts.date,
    }
  if (state.link.purpose === 'soa' && (await soaNpnGap(payload, state.agent))) return { state: 'unavailable' }
  const text = currentTexts[state.link.purpose]
  return {
    state: 'open',
    purpose: state.link.purpose,
    title: text.title,
    text: text.render(facts),
    date: facts.date,
    products:
      state.link.purpose === 'soa' ? soaProductOptions.map(({ value, label, description }) => ({ value, label, description })) : null,
  }
}
