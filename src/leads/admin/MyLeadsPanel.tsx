import type { Payload, TypedUser } from 'payload'
import { myOpenLeads } from '@/leads/read/desk'
import { loadAgencyTimeZone } from '@/settings/agency-settings'

import { countedApart } from './counted-apart'
import { DeskCountPanel } from './DeskCountPanel'
import { DeskLeadList } from './DeskLeadList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: the signed-in person's own open leads, the nearest follow-up first. */
export default async function MyLeadsPanel({ payload, user }: Props) {
  if (!user) return null
  const [{ total, leads, optedOut, optedOutLeads }, timeZone] = await Promise.all([myOpenLeads(payload, user), loadAgencyTimeZone(payload)])
  return (
    <DeskCountPanel
      name="mine"
      title="Mis clientes"
      total={total}
      apart={countedApart({ optedOut })}
      apartList={optedOutLeads.length > 0 && <DeskLeadList leads={optedOutLeads} testId="my-leads-list-opted-out" timeZone={timeZone} />}
      countTestId="my-leads-count"
      summary={{
        none: 'No tiene clientes abiertos asignados.',
        one: 'Tiene 1 cliente abierto.',
        many: (count) => `Tiene ${count} clientes abiertos.`,
      }}
    >
      {leads.length > 0 && <DeskLeadList leads={leads} testId="my-leads-list" timeZone={timeZone} />}
      {total > leads.length && (
        <a className="desk-panel__more" href={`/admin/collections/contacts?where[assignee][equals]=${user.id}`}>
          Ver todos mis clientes
        </a>
      )}
    </DeskCountPanel>
  )
}
