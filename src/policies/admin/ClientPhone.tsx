import { DoNotContactMark } from '../../leads/admin/DoNotContactMark'
import { telHref } from '../../lib/phone'

type Props = { phone: string | null; doNotContact: boolean; awaitingConsent: boolean }

/**
 * A worklist's phone: a link that calls it, except for a person on «No contactar» (the red mark, no link) or one a
 * carrier's report brought with no consent for calls recorded yet (said, no link).
 */
export function ClientPhone({ phone, doNotContact, awaitingConsent }: Props) {
  if (doNotContact) {
    return (
      <span className="desk-phone-stopped">
        <DoNotContactMark />
        {phone && <span className="desk-phone-stopped__number">{phone}</span>}
      </span>
    )
  }
  if (awaitingConsent) {
    return <span className="renewals-list__no-consent">{phone && <span>{phone}</span>} Importado: sin consentimiento para llamadas</span>
  }
  if (!phone) return null
  return (
    <a className="renewals-list__phone" href={telHref(phone)}>
      {phone}
    </a>
  )
}
