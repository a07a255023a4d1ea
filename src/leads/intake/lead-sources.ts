import { optionLabel } from '../../lib/option-label'

/** How a lead reached the agency; the admin's 'Origen', a list filter and a CSV column. */
export const leadSourceOptions = [
  { label: 'Formulario', value: 'formulario' },
  { label: 'Formulario sin JavaScript', value: 'formulario-sin-js' },
  { label: 'Voz', value: 'voz' },
  { label: 'Teléfono', value: 'telefono' },
  { label: 'En persona', value: 'en-persona' },
  { label: 'Cita en el sitio', value: 'cita' },
  // A person first known from a carrier's book-of-business report (src/policies/import): no consent of theirs is on file.
  { label: 'Informe de aseguradora', value: 'informe' },
] as const

export type LeadSource = (typeof leadSourceOptions)[number]['value']

/** The site's contact form with JavaScript: what every lead was before sources existed. */
export const FORM_LEAD_SOURCE: LeadSource = 'formulario'

/** The same form sent by a browser without JavaScript (or before the page's scripts ran): a plain POST to /contacto. */
export const FORM_WITHOUT_JS_LEAD_SOURCE: LeadSource = 'formulario-sin-js'

export const leadSourceLabel = (source: string): string => optionLabel(leadSourceOptions, source)

/** A visitor who booked an appointment on the site (src/appointments/), with the form's consent. */
export const BOOKING_LEAD_SOURCE: LeadSource = 'cita'

/** Leads staff enter in the admin for a phone call or a walk-in; staff record the consent the person gave, per channel. */
export const STAFF_LEAD_SOURCES = ['telefono', 'en-persona'] as const satisfies readonly LeadSource[]
export type StaffLeadSource = (typeof STAFF_LEAD_SOURCES)[number]

/** Leads the site's own forms create (with or without JavaScript). */
export const VISITOR_LEAD_SOURCES = ['formulario', 'formulario-sin-js'] as const satisfies readonly LeadSource[]

/** Leads from a call with the voice assistant (Vapi's end-of-call report). */
export const VOICE_LEAD_SOURCE = 'voz' as const satisfies LeadSource

/** What the admin's «Origen» offers staff creating a lead: only the sources a staff entry may have. */
export const staffLeadSourceOptions = leadSourceOptions.filter((option) => STAFF_LEAD_SOURCES.some((value) => value === option.value))

export const isStaffLeadSource = (source: unknown): source is StaffLeadSource => STAFF_LEAD_SOURCES.some((value) => value === source)
