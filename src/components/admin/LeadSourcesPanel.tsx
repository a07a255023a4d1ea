import type { Payload, TypedUser } from 'payload'

import { leadsPerCampaign, leadsPerSource, type SummaryRow, summaryStart } from '@/leads/desk/lead-summary'

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

/** Dashboard panel: where the last month's leads came from (source and campaign), read server-side through Payload. */
export default async function LeadSourcesPanel({ payload, user }: Props) {
  if (!user) return null
  const now = new Date()
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { createdAt: { greater_than_equal: summaryStart(now).toISOString() } },
    select: { createdAt: true, source: true, attribution: { utmCampaign: true } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const campaigns = leadsPerCampaign(docs, now)
  return (
    <section className="lead-sources-panel" aria-labelledby="lead-sources-title">
      <h2 id="lead-sources-title">Origen de los contactos</h2>
      <SummaryTable caption="Contactos por origen" heading="Origen" rows={leadsPerSource(docs, now)} testId="leads-per-source" />
      {campaigns.length > 0 ? (
        <SummaryTable caption="Contactos por campaña" heading="Campaña" rows={campaigns} testId="leads-per-campaign" />
      ) : (
        <p>No hay contactos en los últimos 30 días.</p>
      )}
    </section>
  )
}
