import type { Payload, TypedUser } from 'payload'
import { leadsPerDay } from '@/leads/read/desk'
import { SPANISH_MONTHS } from '@/lib/spanish-time'
import { loadAgencyTimeZone } from '@/settings/agency-settings'

type Props = { payload: Payload; user?: TypedUser | null }

const DAYS = 14
const WIDTH = 28 * DAYS
const HEIGHT = 120
const LABEL_SPACE = 16

/** '23 nov' for 'yyyy-mm-dd'. */
const shortDay = (day: string) => `${Number(day.slice(8, 10))} ${SPANISH_MONTHS[Number(day.slice(5, 7)) - 1].slice(0, 3)}`

/**
 * Dashboard: new leads per agency day (its time-zone setting) over the last two weeks, as an inline SVG bar chart (no chart
 * library). Screen readers get the same figures as a table.
 */
export default async function LeadsPerDayPanel({ payload, user }: Props) {
  if (!user) return null
  const days = await leadsPerDay(payload, user, await loadAgencyTimeZone(payload), DAYS)
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const highest = Math.max(1, ...days.map((day) => day.count))
  const barWidth = WIDTH / DAYS
  const plotHeight = HEIGHT - LABEL_SPACE * 2
  const description = `Contactos por día: ${days.map((day) => `${shortDay(day.day)}, ${day.count}`).join('; ')}`
  return (
    <section className="desk-panel desk-panel--chart" aria-labelledby="desk-chart-title">
      <h2 id="desk-chart-title" className="desk-panel__title">
        Contactos por día (últimos {DAYS} días)
      </h2>
      <p className="desk-panel__summary" data-testid="leads-per-day-total">
        {total === 1 ? '1 contacto en total.' : `${total} contactos en total.`}
      </p>
      <svg className="desk-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="desk-chart-svg-title">
        <title id="desk-chart-svg-title">{description}</title>
        {days.map((day, index) => {
          const height = (day.count / highest) * plotHeight
          const x = index * barWidth
          return (
            <g key={day.day}>
              <title>{`${shortDay(day.day)}: ${day.count}`}</title>
              <rect className="desk-chart__bar" x={x + 3} y={HEIGHT - LABEL_SPACE - height} width={barWidth - 6} height={height} />
              {day.count > 0 && (
                <text className="desk-chart__value" x={x + barWidth / 2} y={HEIGHT - LABEL_SPACE - height - 3} textAnchor="middle">
                  {day.count}
                </text>
              )}
              <text className="desk-chart__day" x={x + barWidth / 2} y={HEIGHT - 3} textAnchor="middle">
                {Number(day.day.slice(8, 10))}
              </text>
            </g>
          )
        })}
      </svg>
      <table className="desk-chart__table">
        <caption>Contactos nuevos por día</caption>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Contactos</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} data-day={day.day}>
              <td>{shortDay(day.day)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
