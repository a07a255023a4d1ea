import type { Payload, TypedUser } from 'payload'

import { SPANISH_MONTHS } from '@/lib/spanish-time'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { policyReport, type ReportRow } from '../read/policy-report'

type Props = { payload: Payload; user?: TypedUser | null }

/** 'noviembre de 2026' for '2026-11'. */
const monthName = (month: string) => `${SPANISH_MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`

/**
 * A table whose figures are also drawn as bars (CSS, no chart library): screen readers read the table; the bars are
 * hidden from them, being the same numbers.
 */
function BarTable({ caption, heading, rows, testId }: { caption: string; heading: string; rows: ReportRow[]; testId: string }) {
  const highest = Math.max(1, ...rows.map((row) => row.count))
  return (
    <table className="policy-report__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Pólizas activas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>
              <span className="policy-report__figure">
                <span className="policy-report__bar" style={{ width: `${(row.count / highest) * 100}%` }} aria-hidden="true" />
                <span className="policy-report__count">{row.count}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Dashboard: the book of business at a glance — active policies by carrier and by line, new and ended this month. */
export default async function PolicyReportPanel({ payload, user }: Props) {
  if (!user) return null
  const report = await policyReport(payload, user, await loadAgencyTimeZone(payload))
  const month = monthName(report.month)
  return (
    <section className="policy-report" aria-labelledby="policy-report-title" data-testid="policy-report">
      <h2 id="policy-report-title">Cartera de pólizas</h2>
      <p className="policy-report__summary" data-testid="policy-report-summary">
        {report.activeTotal === 1 ? '1 póliza activa.' : `${report.activeTotal} pólizas activas.`}
      </p>
      <table className="policy-report__table policy-report__table--month" data-testid="policy-report-month">
        <caption>Movimientos de {month}</caption>
        <tbody>
          <tr>
            <th scope="row">Pólizas nuevas (vigentes desde este mes)</th>
            <td>{report.newThisMonth}</td>
          </tr>
          <tr>
            <th scope="row">Pólizas canceladas o terminadas este mes</th>
            <td>{report.endedThisMonth}</td>
          </tr>
        </tbody>
      </table>
      {report.activeTotal > 0 ? (
        <div className="policy-report__charts">
          <BarTable
            caption="Pólizas activas por aseguradora"
            heading="Aseguradora"
            rows={report.activeByCarrier}
            testId="policy-report-carriers"
          />
          <BarTable caption="Pólizas activas por línea" heading="Línea" rows={report.activeByLine} testId="policy-report-lines" />
        </div>
      ) : (
        <p>Todavía no hay pólizas activas.</p>
      )}
    </section>
  )
}
