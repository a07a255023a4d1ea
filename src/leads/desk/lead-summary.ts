import { leadSourceLabel, leadSourceOptions } from '../intake/lead-sources'

/** The periods the dashboard compares, in days back from now. */
export const SUMMARY_PERIODS = [7, 30] as const
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number]

export type LeadForSummary = { createdAt: string; source?: string | null; attribution?: { utmCampaign?: string | null } | null }
export type SummaryRow = { key: string; label: string; counts: Record<SummaryPeriod, number> }

export const NO_CAMPAIGN_LABEL = 'Sin campaña'

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

/** Leads per campaign (utm_campaign) over the last 7 and 30 days, busiest first; leads without one last. */
export function leadsPerCampaign(leads: LeadForSummary[], now: Date): SummaryRow[] {
  const rows = tally(leads, now, (lead) => lead.attribution?.utmCampaign?.trim() ?? '')
  return [...rows.entries()]
    .map(([key, counts]) => ({ key, label: key || NO_CAMPAIGN_LABEL, counts }))
    .sort((a, b) => Number(a.key === '') - Number(b.key === '') || b.counts[30] - a.counts[30] || a.label.localeCompare(b.label, 'es'))
}

/** The earliest creation date the dashboard needs. */
export const summaryStart = (now: Date) => new Date(now.getTime() - Math.max(...SUMMARY_PERIODS) * DAY_MS)
