import { leadSourceLabel, leadSourceOptions } from '../intake/lead-sources'

/** The periods the dashboard compares, in days back from now. */
export const SUMMARY_PERIODS = [7, 30] as const
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number]

export type LeadForSummary = {
  createdAt: string
  source?: string | null
  attribution?: { utmCampaign?: string | null } | null
  sentFromPath?: string | null
}
export type SummaryRow = { key: string; label: string; counts: Record<SummaryPeriod, number> }

export const NO_CAMPAIGN_LABEL = 'Sin campaña'
export const NO_PAGE_LABEL = 'Sin página (teléfono, en persona, voz)'

const DAY_MS = 24 * 60 * 60 * 1000

function tally(leads: LeadForSummary[], now: Date, keyOf: (lead: LeadForSummary) => string) {
  const rows = new Map<string, Record<SummaryPeriod, number>>()
  for (const lead of leads) {
    const age = now.getTime() - Date.parse(lead.createdAt)
    const key = keyOf(lead)
    for (const days of SUMMARY_PERIODS) {
      if (age < 0 || age >= days * DAY_MS) continue
      const counts = rows.get(key) ?? { 7: 0, 30: 0 }
      counts[days] += 1
      rows.set(key, counts)
    }
  }
  return rows
}

/** Leads per source over the last 7 and 30 days: every source, in the list's order, zeros included. */
export function leadsPerSource(leads: LeadForSummary[], now: Date): SummaryRow[] {
  const rows = tally(leads, now, (lead) => lead.source ?? '')
  return leadSourceOptions.map(({ value }) => ({ key: value, label: leadSourceLabel(value), counts: rows.get(value) ?? { 7: 0, 30: 0 } }))
}

/** Rows busiest first over 30 days, the row without a value last. */
function busiestFirst(rows: Map<string, Record<SummaryPeriod, number>>, emptyLabel: string): SummaryRow[] {
  return [...rows.entries()]
    .map(([key, counts]) => ({ key, label: key || emptyLabel, counts }))
    .sort((a, b) => Number(a.key === '') - Number(b.key === '') || b.counts[30] - a.counts[30] || a.label.localeCompare(b.label, 'es'))
}

/** Leads per campaign (utm_campaign) over the last 7 and 30 days, busiest first; leads without one last. */
export function leadsPerCampaign(leads: LeadForSummary[], now: Date): SummaryRow[] {
  return busiestFirst(
    tally(leads, now, (lead) => lead.attribution?.utmCampaign?.trim() ?? ''),
    NO_CAMPAIGN_LABEL,
  )
}

/** Leads per page of the site the form was sent from, busiest first; leads that came another way last. */
export function leadsPerPage(leads: LeadForSummary[], now: Date): SummaryRow[] {
  return busiestFirst(
    tally(leads, now, (lead) => lead.sentFromPath ?? ''),
    NO_PAGE_LABEL,
  )
}

/** The earliest creation date the dashboard needs. */
export const summaryStart = (now: Date) => new Date(now.getTime() - Math.max(...SUMMARY_PERIODS) * DAY_MS)
