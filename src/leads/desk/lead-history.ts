import { appointmentHistoryLine } from '@/appointments/public-browser'
import { spanishShortDateTime } from '../../lib/spanish-time'
import { attemptChannelLabel, attemptOutcomeLabel } from './contact-attempts'
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
  fromFollowUpAt?: string | null
  toFollowUpAt?: string | null
  attemptChannel?: string | null
  attemptOutcome?: string | null
  recordingRef?: string | null
  appointmentAction?: string | null
  fromStartsAt?: string | null
  toStartsAt?: string | null
}

const followUpText = (iso: string | null | undefined, timeZone: string): string => spanishShortDateTime(iso, timeZone) || 'sin fecha'

/** What happened, in one Spanish sentence (a note's text is shown apart); dates in the agency's `timeZone`. */
export function historyHeadline(entry: LeadHistoryEntry, timeZone: string): string {
  switch (entry.kind) {
    case 'estado':
      return `Estado: ${contactStatusLabel(entry.fromStatus ?? '')} → ${contactStatusLabel(entry.toStatus ?? '')}`
    case 'responsable':
      return `Responsable: ${entry.fromAssigneeName || 'Sin asignar'} → ${entry.toAssigneeName || 'Sin asignar'}`
    case 'no-contactar':
      return entry.note || 'No contactar'
    case 'intento':
      return `${attemptChannelLabel(entry.attemptChannel ?? '')}: ${attemptOutcomeLabel(entry.attemptOutcome ?? '')}`
    case 'seguimiento':
      return `Próximo seguimiento: ${followUpText(entry.fromFollowUpAt, timeZone)} → ${followUpText(entry.toFollowUpAt, timeZone)}`
    case 'consentimiento':
      return `Consentimiento: ${entry.note ?? ''}`
    case 'cita':
      return appointmentHistoryLine(entry, (iso) => spanishShortDateTime(iso, timeZone))
    case 'documento':
      return entry.note || 'Documento firmado'
    case 'poliza':
      return entry.note?.split('\n')[0] || 'Póliza'
    case 'renovacion':
      return entry.note || 'Renovación'
    case 'importacion':
      return entry.note || 'Importación de un informe de aseguradora'
    default:
      return 'Nota'
  }
}

/** The line's own text under the headline: a note, or an attempt's call-recording reference. */
export function historyDetail(entry: LeadHistoryEntry): string | null {
  if (entry.kind === 'nota') return entry.note || null
  if (entry.kind === 'intento' && entry.recordingRef) return `Grabación: ${entry.recordingRef}`
  // A policy's line: its changes, one «Campo: antes → ahora» after another.
  if (entry.kind === 'poliza') return entry.note?.split('\n').slice(1).join(' · ') || null
  return null
}

/** Who and when: 'Ana López · 23 nov 2026, 10:15 a. m.', in the agency's `timeZone`. */
export const historyByline = (entry: LeadHistoryEntry, timeZone: string): string =>
  `${entry.authorName || UNKNOWN_AUTHOR} · ${spanishShortDateTime(entry.createdAt, timeZone)}`
