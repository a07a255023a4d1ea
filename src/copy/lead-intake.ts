/** Staff-facing and API text of the lead intake: attribution, staff-entered leads, voice calls. */
import { VAPI_WEBHOOK_MAX_DEPTH } from '../lib/request-body-limits.mjs'

export const leadIntakeMessages = {
  attribution: 'Los datos de origen de la visita no son válidos.',
  staffSource: 'Elija el origen del contacto: Teléfono o En persona.',
  staffContactWay: 'Indique un teléfono de al menos 10 dígitos.',
  staffLastNameTooShort: 'El apellido debe tener al menos 2 letras, o déjelo vacío.',
  voiceName: 'Nombre inválido',
} as const

/**
 * What staff read to the person before recording their answer, one sentence per channel. The
 * version is stored with every answer (consent-records), so a later rewording never changes what
 * an older record says was read: when these sentences change, change the version too.
 */
export const STAFF_CONSENT_SCRIPT = {
  version: '2026-11-25',
  statements: {
    llamadas:
      '¿Acepta que la agencia le llame a este número para hablarle de productos y servicios de seguros? ' +
      'Puede pedir que dejemos de llamarle en cualquier momento.',
    sms:
      '¿Acepta recibir mensajes de texto de la agencia en este número sobre productos y servicios de seguros? ' +
      'Puede cancelarlos en cualquier momento respondiendo STOP.',
    correo:
      '¿Acepta recibir correos electrónicos de la agencia sobre productos y servicios de seguros? Puede cancelarlos en cualquier momento.',
  },
} as const

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

/** Answers of POST /api/contacts/:id/attempts and what the lead's attempt buttons say. */
export const attemptMessages = {
  unauthorized: 'Inicie sesión para registrar un intento.',
  notFound: 'No se encontró el cliente.',
  unsupportedMediaType: 'El contenido debe ser JSON (application/json).',
  tooLarge: 'El contenido enviado supera el tamaño máximo permitido.',
  malformed: 'El cuerpo de la solicitud no es un JSON válido.',
  notAnObject: 'Envíe un objeto JSON con el medio (channel) y el resultado (outcome).',
  channel: 'Elija el medio: llamada, mensaje de texto, WhatsApp o correo.',
  outcome: 'Elija el resultado del intento.',
  recordingRef: 'La referencia de la grabación debe ser una línea de hasta 200 caracteres.',
  recordingOnlyMedicare: 'La referencia de la grabación solo se guarda en clientes de Medicare.',
  logged: 'Intento registrado.',
  failed: 'No se pudo registrar el intento. Inténtelo de nuevo.',
} as const
