import type { Payload, TypedUser } from 'payload'

import { agencyDayKey } from '../../lib/agency-days'
import { optionLabel } from '../../lib/option-label'
import { relationId } from '../../lib/relation-id'
import { ACTIVE_POLICY_STATUS, policyLineOptions } from '../policy-options'

/** One bar of a report: what is counted (a carrier, a line), its Spanish name and how many. */
export type ReportRow = { key: string; label: string; count: number }

/** The dashboard's book-of-business figures (issue 36, item 7), in the agency's calendar. */
export type PolicyReport = {
  activeTotal: number
  activeByCarrier: ReportRow[]
  activeByLine: ReportRow[]
  /** 'yyyy-mm': the agency's current month. */
  month: string
  /** Policies that take effect this month (not cancelled). */
  newThisMonth: number
  /** Policies cancelled or terminated whose end (end date, else the day their status changed) falls this month. */
  endedThisMonth: number
}

const ENDED_STATUSES = ['cancelada', 'terminada'] as const

const byCountThenName = (a: ReportRow, b: ReportRow) => b.count - a.count || a.label.localeCompare(b.label, 'es')

function countRows(keys: string[], labelOf: (key: string) => string): ReportRow[] {
  const counts = new Map<string, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return [...counts].map(([key, count]) => ({ key, label: labelOf(key), count })).sort(byCountThenName)
}

/** The UTC instants bounding a month with a day's margin each side: day-only dates are then placed by their agency day. */
function monthWindow(month: string): { from: string; to: string } {
  const first = new Date(`${month}-01T00:00:00Z`)
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))
  const day = 24 * 60 * 60 * 1000
  return { from: new Date(first.getTime() - day).toISOString(), to: new Date(next.getTime() + day).toISOString() }
}

/** The report as the signed-in staff member may read it (the Policies collection's access). */
export async function policyReport(payload: Payload, user: TypedUser, timeZone: string, now = new Date()): Promise<PolicyReport> {
  const asStaff = { pagination: false, depth: 0, overrideAccess: false, user } as const
  const month = agencyDayKey(now, timeZone).slice(0, 7)
  const inMonth = (value: string | null | undefined) =>
    Boolean(value) && agencyDayKey(new Date(value as string), timeZone).startsWith(month)
  const { from, to } = monthWindow(month)

  const active = await payload.find({
    collection: 'policies',
    where: { status: { equals: ACTIVE_POLICY_STATUS } },
    select: { carrier: true, line: true },
    ...asStaff,
  })
  const carrierIds = [...new Set(active.docs.map((policy) => relationId(policy.carrier)).filter((id) => id !== null))]
  const carriers = await payload.find({ collection: 'insurers', where: { id: { in: carrierIds } }, select: { name: true }, ...asStaff })
  const carrierNames = new Map(carriers.docs.map((carrier) => [String(carrier.id), carrier.name]))

  const starting = await payload.find({
    collection: 'policies',
    where: {
      and: [{ effectiveDate: { greater_than_equal: from } }, { effectiveDate: { less_than: to } }, { status: { not_equals: 'cancelada' } }],
    },
    select: { effectiveDate: true },
    ...asStaff,
  })
  const ended = await payload.find({
    collection: 'policies',
    where: {
      and: [
        { status: { in: [...ENDED_STATUSES] } },
        {
          or: [
            { and: [{ endDate: { greater_than_equal: from } }, { endDate: { less_than: to } }] },
            {
              and: [
                { endDate: { exists: false } },
                { statusChangedOn: { greater_than_equal: from } },
                { statusChangedOn: { less_than: to } },
              ],
            },
          ],
        },
      ],
    },
    select: { endDate: true, statusChangedOn: true },
    ...asStaff,
  })

  return {
    activeTotal: active.docs.length,
    activeByCarrier: countRows(
      active.docs.map((policy) => String(relationId(policy.carrier) ?? '')),
      (id) => carrierNames.get(id) ?? 'Sin aseguradora',
    ),
    activeByLine: countRows(
      active.docs.map((policy) => policy.line),
      (line) => optionLabel(policyLineOptions, line),
    ),
    month,
    newThisMonth: starting.docs.filter((policy) => inMonth(policy.effectiveDate)).length,
    endedThisMonth: ended.docs.filter((policy) => inMonth(policy.endDate ?? policy.statusChangedOn)).length,
  }
}
