import type { Payload, TypedUser } from 'payload'

import { followUpsDue } from '@/content/desk'

import { DeskLeadList } from './DeskLeadList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: the open leads whose follow-up is today or overdue. */
export default async function FollowUpsTodayPanel({ payload, user }: Props) {
  if (!user) return null
  const { total, leads } = await followUpsDue(payload, user)
  return (
    <section className="desk-panel desk-panel--due" aria-labelledby="desk-due-title">
      <h2 id="desk-due-title" className="desk-panel__title">
        Por llamar hoy
      </h2>
      <p className="desk-panel__count" data-testid="due-today-count">
        {total}
      </p>
      <p className="desk-panel__summary">
        {total === 0
          ? 'No hay seguimientos pendientes para hoy.'
          : total === 1
            ? 'Hay 1 seguimiento para hoy o atrasado.'
            : `Hay ${total} seguimientos para hoy o atrasados.`}
      </p>
      {leads.length > 0 && <DeskLeadList leads={leads} testId="due-today-list" />}
    </section>
  )
}
