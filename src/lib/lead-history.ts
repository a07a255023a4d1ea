import { AGENCY_TIME_ZONE } from './agency-days'
import { contactStatusLabel } from './contact-statuses'
import { UNKNOWN_AUTHOR } from './lead-events'

/** A line of a lead's history as the REST API returns it (lead-events at depth 0). */
export type LeadHistoryEntry = {
  id: number
  kind: string
  createdAt: string
  authorName?: string | null
  fromStatus?: string | null
  toStatus?: string | null
  fromAssigneeName?: string | null
  toAssigneeName?: string | null
  note?: string | null
}

const dateTime = new Intl.DateTimeFormat('es-US', {
  timeZone: AGENCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** '23 nov 2026, 10:15 a. m.' in the agency's time. */
export const formatDeskDateTime = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '')

/** What happened, in one Spanish sentence (a note's text is shown apart). */
export function historyHeadline(entry: LeadHistoryEntry): string {
  switch (entry.kind) {
    case 'estado':
      return `Estado: ${contactStatusLabel(entry.fromStatus ?? '')} → ${contactStatusLabel(entry.toStatus ?? '')}`
    case 'responsable':
      return `Responsable: ${entry.fromAssigneeName || 'Sin asignar'} → ${entry.toAssigneeName || 'Sin asignar'}`
    case 'no-contactar':
      return entry.note || 'No contactar'
    default:
      return 'Nota'
  }
}

/** Who and when: 'Ana López · 23 nov 2026, 10:15 a. m.'. */
export const historyByline = (entry: LeadHistoryEntry): string =>
  `${entry.authorName || UNKNOWN_AUTHOR} · ${formatDeskDateTime(entry.createdAt)}`
