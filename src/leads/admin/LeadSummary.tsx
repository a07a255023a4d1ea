import type { ServerComponentProps } from 'payload'

import { loadAgencyTimeZone } from '@/settings/agency-settings'

import { LeadSummaryCard } from './LeadSummaryCard'

/** The top of a lead's page: reads the agency's time zone on the server for the card's dates. */
export default async function LeadSummary({ payload }: Pick<ServerComponentProps, 'payload'>) {
  return <LeadSummaryCard timeZone={await loadAgencyTimeZone(payload)} />
}
