import { optionLabel } from '../lib/option-label'

/** How the appointment happens. 'video' is offered to visitors only when the agency turns it on. */
export const appointmentKindOptions = [
  { label: 'Llamada telefónica', value: 'llamada' },
  { label: 'En la oficina', value: 'oficina' },
  { label: 'Videollamada', value: 'video' },
] as const

export type AppointmentKind = (typeof appointmentKindOptions)[number]['value']

/** Only 'agendada' holds its time: the database refuses two of them of one agent that overlap. */
export const appointmentStatusOptions = [
  { label: 'Agendada', value: 'agendada' },
  { label: 'Atendida', value: 'atendida' },
  { label: 'No se presentó', value: 'no-asistio' },
  { label: 'Cancelada', value: 'cancelada' },
] as const

export type AppointmentStatus = (typeof appointmentStatusOptions)[number]['value']

export const SCHEDULED_APPOINTMENT_STATUS: AppointmentStatus = 'agendada'

/** Who made the booking: the visitor on the site, or staff for someone on the phone or at the desk. */
export const appointmentBookedByOptions = [
  { label: 'El cliente, en el sitio', value: 'sitio' },
  { label: 'El personal', value: 'personal' },
] as const

export const appointmentKindLabel = (kind: string) => optionLabel(appointmentKindOptions, kind)
export const appointmentStatusLabel = (status: string) => optionLabel(appointmentStatusOptions, status)

/** What a line of the lead's history says happened to one of its appointments (lead-events, kind 'cita'). */
export const appointmentHistoryActionOptions = [
  { label: 'Cita agendada', value: 'agendada' },
  { label: 'Cita movida', value: 'movida' },
  { label: 'Cita cancelada', value: 'cancelada' },
  { label: 'Cita atendida', value: 'atendida' },
  { label: 'No se presentó a la cita', value: 'no-asistio' },
  { label: 'Cita asignada', value: 'asignada' },
] as const

export type AppointmentHistoryAction = (typeof appointmentHistoryActionOptions)[number]['value']
