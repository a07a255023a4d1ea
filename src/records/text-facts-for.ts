import type { Payload } from 'payload'

import { spanishDate } from '../lib/spanish-time'
import type { Contact, RecordLink, User } from '../payload-types'
import { readAgencySettings } from '../settings/agency-settings'
import type { TextFacts } from './texts/text-facts'

export type FactsSource = { link: RecordLink; lead: Contact; agent: User | null }

/** The facts a link's text is filled in with: the agency's and the agent's names and NPNs, the consumer, the day. */
export async function textFactsFor(payload: Payload, { link, lead, agent }: FactsSource, at: Date): Promise<TextFacts> {
  const settings = await readAgencySettings(payload)
  return {
    agencyName: settings.agencyName,
    agencyNpn: settings.agencyNpn,
    agencyPhone: settings.phone,
    agentName: agent?.name?.trim() || '',
    agentNpn: agent?.npn ?? '',
    consumerName: lead.fullName ?? '',
    date: spanishDate(at, settings.timeZone),
    attestationSummary: link.attestationSummary ?? undefined,
  }
}
