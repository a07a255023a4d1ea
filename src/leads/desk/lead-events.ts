/** What a line of a lead's history ('Historial') records. */
export const leadEventKindOptions = [
  { label: 'Cambio de estado', value: 'estado' },
  { label: 'Cambio de responsable', value: 'responsable' },
  { label: 'Nota', value: 'nota' },
  { label: 'No contactar', value: 'no-contactar' },
  { label: 'Intento de contacto', value: 'intento' },
  { label: 'Cambio de seguimiento', value: 'seguimiento' },
  { label: 'Consentimiento', value: 'consentimiento' },
  { label: 'Cita', value: 'cita' },
  { label: 'Documento firmado', value: 'documento' },
  { label: 'Póliza', value: 'poliza' },
  { label: 'Renovación', value: 'renovacion' },
  { label: 'Importación', value: 'importacion' },
] as const

export type LeadEventKind = (typeof leadEventKindOptions)[number]['value']

export const leadEventKindLabel = (kind: string): string => leadEventKindOptions.find((option) => option.value === kind)?.label ?? kind

/** Longest note staff can add in one go. */
export const LEAD_NOTE_MAX_LENGTH = 5000

/** Who a line names when the visitor did it themselves (booked, moved or cancelled through their own link). */
export const VISITOR_AUTHOR = 'El cliente'

/** Who wrote a line when the account is gone, or for notes kept from before the history existed. */
export const UNKNOWN_AUTHOR = 'Sin autor'
