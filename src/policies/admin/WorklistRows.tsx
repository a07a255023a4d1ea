import { attemptChannelLabel, attemptOutcomeLabel } from '@/leads/public'
import { optionLabel } from '../../lib/option-label'
import { formatSpanishDate, spanishShortDateTime } from '../../lib/spanish-time'
import { policyLineOptions } from '../policy-options'
import type { WorklistRow } from '../read/renewal-worklist'
import { ClientPhone } from './ClientPhone'
import { ReviewStateButtons } from './ReviewStateButtons'

type Props = { rows: WorklistRow[]; seasonKey: string; timeZone: string }

function lastContactText(row: WorklistRow, timeZone: string): string {
  const last = row.lastContact
  if (!last) return 'Sin intentos de contacto'
  const what = [last.channel && attemptChannelLabel(last.channel), last.outcome && attemptOutcomeLabel(last.outcome)]
    .filter(Boolean)
    .join(': ')
  return `${what} · ${spanishShortDateTime(last.at, timeZone)}`
}

/** The worklist's policies, one card per row (a table would not fit a phone): who, how to reach them, what, and the review. */
export function WorklistRows({ rows, seasonKey, timeZone }: Props) {
  return (
    <ul className="renewals-list" data-testid="renewals-list">
      {rows.map((row) => (
        <li key={row.policyId} className="renewals-list__row" data-testid="renewals-row">
          <div className="renewals-list__who">
            {row.clientId ? (
              <a className="renewals-list__client" href={`/admin/collections/contacts/${row.clientId}`}>
                {row.clientName}
              </a>
            ) : (
              <span className="renewals-list__client">{row.clientName}</span>
            )}
            <ClientPhone phone={row.phone} doNotContact={row.doNotContact} awaitingConsent={row.awaitingConsent} />
          </div>
          <dl className="renewals-list__facts">
            <div>
              <dt>Último contacto</dt>
              <dd>{lastContactText(row, timeZone)}</dd>
            </div>
            <div>
              <dt>Póliza</dt>
              <dd>{[row.carrierName, row.planName || optionLabel(policyLineOptions, row.line)].filter(Boolean).join(' · ')}</dd>
            </div>
            <div>
              <dt>Vigente desde</dt>
              <dd>{row.effectiveDate ? formatSpanishDate(row.effectiveDate) : 'Sin fecha'}</dd>
            </div>
            <div>
              <dt>Agente de registro</dt>
              <dd>{row.agentName ?? 'Sin agente'}</dd>
            </div>
          </dl>
          <ReviewStateButtons policyId={row.policyId} seasonKey={seasonKey} state={row.state} clientName={row.clientName} />
        </li>
      ))}
    </ul>
  )
}
