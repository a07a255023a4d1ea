import type { Payload, TypedUser } from 'payload'
import type { SummaryRow } from '@/leads/desk/lead-summary'
import { leadOrigins } from '@/leads/read/desk'

type Props = { payload: Payload; user?: TypedUser | null }

function SummaryTable({ caption, heading, rows, testId }: { caption: string; heading: string; rows: SummaryRow[]; testId: string }) {
  return (
    <table className="lead-sources-panel__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Últimos 7 días</th>
          <th scope="col">Últimos 30 días</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.counts[7]}</td>
            <td>{row.counts[30]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Dashboard panel: where the last month's leads came from (source, campaign and page), read by src/leads/read/desk.ts. */
export default async function LeadSourcesPanel({ payload, user }: Props) {
  if (!user) return null
  const { perSource, perCampaign: campaigns, perPage: pages } = await leadOrigins(payload, user)
  return (
    <section className="lead-sources-panel" aria-labelledby="lead-sources-title">
      <h2 id="lead-sources-title">Origen de los contactos</h2>
      <SummaryTable caption="Contactos por origen" heading="Origen" rows={perSource} testId="leads-per-source" />
      {campaigns.length > 0 ? (
        <>
          <SummaryTable caption="Contactos por campaña" heading="Campaña" rows={campaigns} testId="leads-per-campaign" />
          <SummaryTable caption="Contactos por página" heading="Página" rows={pages} testId="leads-per-page" />
        </>
      ) : (
        <p>No hay contactos en los últimos 30 días.</p>
      )}
    </section>
  )
}
