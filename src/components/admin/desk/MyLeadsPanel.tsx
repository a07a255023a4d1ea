import type { Payload, TypedUser } from 'payload'

import { myOpenLeads } from '@/content/desk'

import { DeskLeadList } from './DeskLeadList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: the signed-in person's own open leads, the nearest follow-up first. */
export default async function MyLeadsPanel({ payload, user }: Props) {
  if (!user) return null
  const { total, leads } = await myOpenLeads(payload, user)
  return (
    <section className="desk-panel desk-panel--mine" aria-labelledby="desk-mine-title">
      <h2 id="desk-mine-title" className="desk-panel__title">
        Mis clientes
      </h2>
      <p className="desk-panel__count" data-testid="my-leads-count">
        {total}
      </p>
      <p className="desk-panel__summary">
        {total === 0
          ? 'No tiene clientes abiertos asignados.'
          : total === 1
            ? 'Tiene 1 cliente abierto.'
            : `Tiene ${total} clientes abiertos.`}
      </p>
      {leads.length > 0 && <DeskLeadList leads={leads} testId="my-leads-list" />}
      {total > leads.length && (
        <a className="desk-panel__more" href={`/admin/collections/contacts?where[assignee][equals]=${user.id}`}>
          Ver todos mis clientes
        </a>
      )}
    </section>
  )
}
