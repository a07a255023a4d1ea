import type { Payload, TypedUser } from 'payload'

import { newLeadCounts } from '@/leads/read/desk'

import { countedApart } from './counted-apart'
import { newContactsListHref } from './new-contacts-link'

type Props = { payload: Payload; user?: TypedUser | null }

/**
 * Dashboard panel: how many contact requests nobody has handled yet, and a link to them. Leads
 * marked 'No contactar' and possible duplicates are not work to attend: counted apart.
 */
export default async function NewContactsPanel({ payload, user }: Props) {
  if (!user) return null
  const { toAttend, optedOut, duplicates } = await newLeadCounts(payload, user)
  const summary =
    toAttend === 0
      ? 'No hay contactos nuevos por atender.'
      : toAttend === 1
        ? 'Hay 1 contacto nuevo por atender.'
        : `Hay ${toAttend} contactos nuevos por atender.`
  const apart = countedApart({ optedOut, duplicates })
  return (
    <section className="new-contacts-panel" aria-labelledby="new-contacts-title">
      <h2 id="new-contacts-title" className="new-contacts-panel__title">
        Contactos nuevos
      </h2>
      <p className="new-contacts-panel__count" data-testid="new-contacts-count">
        {toAttend}
      </p>
      <p className="new-contacts-panel__summary">{summary}</p>
      {apart && (
        <p className="new-contacts-panel__apart" data-testid="new-contacts-count-apart">
          {apart}
        </p>
      )}
      <a className="new-contacts-panel__link" href={newContactsListHref}>
        Ver contactos nuevos
      </a>
    </section>
  )
}
