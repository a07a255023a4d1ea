import type { ServerComponentProps } from 'payload'

import { loadAgencyTimeZone } from '@/settings/agency-settings'

import { LeadHistoryList } from './LeadHistoryList'

/** The lead's history field: reads the agency's time zone on the server, the list loads in the browser. */
export default async function LeadHistory({ payload }: Pick<ServerComponentProps, 'payload'>) {
  return <LeadHistoryList timeZone={await loadAgencyTimeZone(payload)} />
}
