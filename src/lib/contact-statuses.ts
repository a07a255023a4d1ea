import { optionLabel } from './option-label'

/** Where staff are with a contact request; the admin's 'Estado'. */
export const contactStatusOptions = [
  { label: 'Nuevo', value: 'nuevo' },
  { label: 'Contactado', value: 'contactado' },
  { label: 'Cerrado', value: 'cerrado' },
] as const

export type ContactStatus = (typeof contactStatusOptions)[number]['value']

/** A request nobody has handled yet. */
export const NEW_CONTACT_STATUS: ContactStatus = 'nuevo'

export const contactStatusLabel = (status: string): string => optionLabel(contactStatusOptions, status)
