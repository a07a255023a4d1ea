/* Server answers of the contact endpoint; the form shows `message` for 409, 429 and 503. */
import { contactFormCopy } from './contact'

/** Answers of POST /api/contacts. */
export const contactApiMessages = {
  /** The sentence the form shows on success: one text, wherever the visitor reads it. */
  accepted: contactFormCopy.success.description,
  invalid: 'Revisa los datos del formulario.',
  malformed: 'El contenido enviado no es JSON válido.',
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json).',
  tooLarge: 'El mensaje es demasiado grande.',
  rateLimited: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
  unavailable: 'En este momento no podemos recibir tu mensaje. Inténtalo de nuevo en unos minutos.',
  failed: 'No pudimos guardar tu mensaje. Inténtalo de nuevo.',
  inProgress: 'Tu mensaje anterior todavía se está procesando. Espera unos segundos e inténtalo de nuevo.',
  keyReused: 'Esta clave de envío ya se usó con otros datos. Recarga la página e inténtalo de nuevo.',
  badIdempotencyKey: 'La cabecera Idempotency-Key no es válida.',
} as const
