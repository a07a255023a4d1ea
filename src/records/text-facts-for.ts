import type { Payload } from 'payload'

import { loadAgencyTimeZone } from '../content/agency-clock'
import { spanishDate } from '../lib/spanish-time'
import type { Contact, RecordLink, User } from '../payload-types'
import type { TextFacts } from './texts/text-facts'

export type FactsSource = { link: RecordLink; lead: Contact; agent: User | null }

/** The facts a link's text is filled in with: the agency's and the agent's names and NPNs, the consumer, the day. */
export async function textFactsFor(payload: Payload, { link, lead, agent }: FactsSource, at: Date): Promise<TextFacts> {
  const [settings, timeZone] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { agencyName: true, phone: true, agencyNpn: true } }),
    loadAgencyTimeZone(payload),
  ])
  return {
    agencyName: settings.agencyName ?? '',
    agencyNpn: settings.agencyNpn ?? '',
    agencyPhone: settings.phone ?? '',
    agentName: agent?.name?.trim() || '',
    agentNpn: agent?.npn ?? '',
    consumerName: lead.fullName ?? '',
    date: spanishDate(at, timeZone),
    attestationSummary: link.attestationSummary ?? undefined,
  }
}

