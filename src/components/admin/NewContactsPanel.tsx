import type { Payload, TypedUser } from 'payload'

import { NEW_CONTACT_STATUS } from '@/lib/contact-statuses'

import { newContactsListHref } from './new-contacts-link'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard panel: how many contact requests nobody has handled yet, and a link to them. */
export default async function NewContactsPanel({ payload, user }: Props) {
  if (!user) return null
  const { totalDocs } = await payload.count({
    collection: 'contacts',
    where: { status: { equals: NEW_CONTACT_STATUS } },
    overrideAccess: false,
    user,
  })
  const summary =
    totalDocs === 0
      ? 'No hay contactos nuevos por atender.'
      : totalDocs === 1
        ? 'Hay 1 contacto nuevo por atender.'
        : `Hay ${totalDocs} contactos nuevos por atender.`
  return (
    <section className="new-contacts-panel" aria-labelledby="new-contacts-title">
      <h2 id="new-contacts-title" className="new-contacts-panel__title">
        Contactos nuevos
      </h2>
      <p className="new-contacts-panel__count" data-testid="new-contacts-count">
        {totalDocs}
      </p>
      <p className="new-contacts-panel__summary">{summary}</p>
      <a className="new-contacts-panel__link" href={newContactsListHref}>
        Ver contactos nuevos
      </a>
    </section>
  )
}
