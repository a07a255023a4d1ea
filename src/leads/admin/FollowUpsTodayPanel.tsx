import type { Payload, TypedUser } from 'payload'
import { followUpsDue } from '@/leads/read/desk'
import { loadAgencyTimeZone } from '@/settings/agency-settings'

import { countedApart } from './counted-apart'
import { DeskCountPanel } from './DeskCountPanel'
import { DeskLeadList } from './DeskLeadList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: the open leads whose follow-up is today or overdue. */
export default async function FollowUpsTodayPanel({ payload, user }: Props) {
  if (!user) return null
  const timeZone = await loadAgencyTimeZone(payload)
  const { total, leads, optedOut, optedOutLeads } = await followUpsDue(payload, user, timeZone)
  return (
    <DeskCountPanel
      name="due"
      title="Por llamar hoy"
      total={total}
      apart={countedApart({ optedOut })}
      apartList={optedOutLeads.length > 0 && <DeskLeadList leads={optedOutLeads} testId="due-today-list-opted-out" timeZone={timeZone} />}
      countTestId="due-today-count"
      summary={{
        none: 'No hay seguimientos pendientes para hoy.',
        one: 'Hay 1 seguimiento para hoy o atrasado.',
        many: (count) => `Hay ${count} seguimientos para hoy o atrasados.`,
      }}
    >
      {leads.length > 0 && <DeskLeadList leads={leads} testId="due-today-list" timeZone={timeZone} />}
    </DeskCountPanel>
  )
}
