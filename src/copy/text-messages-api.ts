/** API text of the text-message provider's webhooks (src/appointments/reminders/twilio-webhooks.ts). */
export const textWebhookMessages = {
  forbidden: 'Firma de Twilio ausente o no válida.',
  notConfigured: 'Los mensajes de texto no están configurados.',
  unsupportedMediaType: 'El contenido debe ser un formulario (application/x-www-form-urlencoded).',
  tooLarge: 'El contenido enviado supera el tamaño máximo permitido.',
  malformed: 'El formulario enviado no es válido.',
  statusRecorded: 'Estado registrado.',
  unavailable: 'No se pudo registrar el mensaje en este momento. Inténtelo de nuevo.',
} as const
