import type { AdminViewServerProps } from 'payload'
import { StaffScreen } from '@/components/admin/StaffScreen'
import { formatSpanishDate } from '@/lib/spanish-time'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { turning65 } from '../read/turning-65'
import { ClientPhone } from './ClientPhone'
import { RenewalsTabs } from './RenewalsTabs'

const day = (dayKey: string) => formatSpanishDate(`${dayKey}T12:00:00Z`)

/** «Cumplen 65»: clients and leads whose 65th birthday is in the next seven months, with their Medicare enrollment window. */
export default async function Turning65View(props: AdminViewServerProps) {
  const { payload, user } = props.initPageResult.req
  if (!user) return null
  const rows = await turning65(payload, user, await loadAgencyTimeZone(payload))
  return (
    <StaffScreen {...props} className="renewals-view">
      <h1 className="renewals-view__title">Cumplen 65</h1>
      <RenewalsTabs current="cumplen-65" />
      <p className="renewals-view__season">
        Clientes y contactos que cumplen 65 años en los próximos 7 meses, con su periodo de inscripción inicial en Medicare (IEP).
      </p>
      <p className="renewals-view__count" data-testid="turning-65-count">
        {rows.length === 0 ? 'Nadie cumple 65 en los próximos 7 meses.' : rows.length === 1 ? '1 persona.' : `${rows.length} personas.`}
      </p>
      {rows.length > 0 && (
        <ul className="renewals-list" data-testid="turning-65-list">
          {rows.map((row) => (
            <li key={row.contactId} className="renewals-list__row" data-testid="turning-65-row">
              <div className="renewals-list__who">
                <a className="renewals-list__client" href={`/admin/collections/contacts/${row.contactId}`}>
                  {row.name}
                </a>
                <ClientPhone phone={row.phone} doNotContact={row.doNotContact} awaitingConsent={row.awaitingConsent} />
              </div>
              <dl className="renewals-list__facts">
                <div>
                  <dt>Cumple 65</dt>
                  <dd>{day(row.birthday)}</dd>
                </div>
                <div>
                  <dt>Inscripción inicial (IEP)</dt>
                  <dd data-testid="turning-65-window">
                    Del {day(row.window.opensOn)} al {day(row.window.closesOn)}
                  </dd>
                </div>
                <div>
                  <dt>Situación</dt>
                  <dd>
                    {row.isClient ? 'Cliente' : 'Contacto'}
                    {row.hasMedicare ? ' · ya tiene Medicare' : ''}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </StaffScreen>
  )
}
