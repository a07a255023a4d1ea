/** Staff-facing and API text of the lead intake: attribution, staff-entered leads, voice calls. */
import { VAPI_WEBHOOK_MAX_DEPTH } from '../lib/request-body-limits.mjs'

export const leadIntakeMessages = {
  attribution: 'Los datos de origen de la visita no son válidos.',
  staffSource: 'Elija el origen del contacto: Teléfono o En persona.',
  staffContactWay: 'Indique un teléfono de al menos 10 dígitos.',
  voiceName: 'Nombre inválido',
} as const

/** The consent record of a lead staff entered: who heard the consent, and how. */
export const staffConsentText = (staffName: string, source: 'telefono' | 'en-persona') =>
  `Consentimiento verbal ${source === 'telefono' ? 'por teléfono' : 'en persona'}, recibido por ${staffName}: acepta recibir ` +
  'comunicaciones sobre productos y servicios de seguros y puede cancelar en cualquier momento.'

/** The consent record of a voice lead: the assistant announces the recording at the start of every call. */
export const VOICE_CONSENT_TEXT =
  'Consentimiento verbal en la llamada con el asistente de voz, que anunció al comienzo que la llamada puede ser grabada.'

export const webhookMessages = {
  unauthorized: 'No autorizado.',
  malformed: 'El cuerpo de la solicitud no es un JSON válido.',
  unsupportedMediaType: 'El contenido debe ser JSON (application/json).',
  tooLarge: 'El contenido enviado supera el tamaño máximo permitido.',
  invalidReport: 'El informe de fin de llamada no es válido.',
  tooDeep: `El JSON enviado tiene demasiados niveles de anidamiento (máximo ${VAPI_WEBHOOK_MAX_DEPTH}).`,
  stored: 'Llamada registrada.',
  duplicate: 'Llamada ya registrada.',
  ignored: 'Mensaje ignorado.',
  notConfigured: 'El webhook de voz no está configurado.',
  unavailable: 'No se pudo registrar la llamada en este momento. Inténtelo de nuevo.',
} as const

/** What a voice lead shows when the caller gave no name or the call has no summary. */
export const voiceLeadCopy = {
  unnamed: 'Llamada de voz',
  noSummary: 'Llamada con el asistente de voz (sin resumen).',
} as const
