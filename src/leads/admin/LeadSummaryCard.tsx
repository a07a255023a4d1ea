'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { optOutChannelLabel } from '@/leads/desk/opt-out-channels'
import { telHref } from '@/lib/phone'
import { spanishShortDateTime } from '@/lib/spanish-time'
import { relationId } from '../../lib/relation-id'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The top of a lead: who it is, a tap to call or write, and the flags staff must see before calling (dates in `timeZone`). */
export function LeadSummaryCard({ timeZone }: { timeZone: string }) {
  const { savedDocumentData } = useDocumentInfo()
  const [firstName, lastName, phone, email] = useFormFields(([fields]) => [
    text(fields.firstName?.value),
    text(fields.lastName?.value),
    text(fields.phone?.value),
    text(fields.email?.value),
  ])
  const duplicateOf = relationId(savedDocumentData?.duplicateOf)
  const doNotContact = Boolean(savedDocumentData?.doNotContact)
  if (!phone && !email) return null
  const at = text(savedDocumentData?.doNotContactAt)
  const channel = text(savedDocumentData?.doNotContactChannel)
  const by = text(savedDocumentData?.doNotContactBy)
  return (
    <section className="desk-summary" aria-label="Datos de contacto">
      {doNotContact && (
        <p className="desk-summary__flag desk-summary__flag--stop" role="status">
          No contactar: pidió no ser contactado
          {at ? ` el ${spanishShortDateTime(at, timeZone)}` : ''}
          {channel ? ` (${optOutChannelLabel(channel)})` : ''}
          {by ? `; registrado por ${by}` : ''}. No llame ni escriba a este cliente.
        </p>
      )}
      <p className="desk-summary__name">{`${firstName} ${lastName}`.trim()}</p>
      {doNotContact ? (
        // Shown as text only: no link may call, text or write to a person on the 'no contactar' list.
        <p className="desk-summary__links desk-summary__links--stopped">
          {phone && <span className="desk-summary__contact">Teléfono: {phone}</span>}
          {email && <span className="desk-summary__contact">Correo: {email}</span>}
        </p>
      ) : (
        <p className="desk-summary__links">
          {phone && (
            <a className="desk-summary__link" href={telHref(phone)}>
              Llamar al {phone}
            </a>
          )}
          {email && (
            <a className="desk-summary__link" href={`mailto:${email}`}>
              Escribir a {email}
            </a>
          )}
        </p>
      )}
      {duplicateOf !== null && (
        <p className="desk-summary__flag">
          Posible duplicado: el mismo teléfono o correo llegó antes en{' '}
          <a href={`/admin/collections/contacts/${duplicateOf}`}>el cliente n.º {duplicateOf}</a>.
        </p>
      )}
    </section>
  )
}
