import { optionLabel } from '../../lib/option-label'

/** Where staff are with a lead; the admin's 'Estado', in the order a lead usually moves through them. */
export const contactStatusOptions = [
  { label: 'Nuevo', value: 'nuevo' },
  { label: 'Contactado', value: 'contactado' },
  { label: 'No contesta', value: 'no-contesta' },
  { label: 'Cita agendada', value: 'cita-agendada' },
  { label: 'Inscrito', value: 'inscrito' },
  { label: 'No interesado', value: 'no-interesado' },
  { label: 'Cerrado', value: 'cerrado' },
] as const

export type ContactStatus = (typeof contactStatusOptions)[number]['value']

/** A request nobody has handled yet. */
export const NEW_CONTACT_STATUS: ContactStatus = 'nuevo'

/** Leads still being worked: the ones whose follow-ups the desk shows. */
export const OPEN_CONTACT_STATUSES: readonly ContactStatus[] = ['nuevo', 'contactado', 'no-contesta', 'cita-agendada']

export const contactStatusLabel = (status: string): string => optionLabel(contactStatusOptions, status)
