/* What staff read about signed records in the admin: the send box, states, integrity, print view. */

export const recordAdminCopy = {
  sectionTitle: 'Documentos para firmar',
  sendLabel: 'Enviar para firmar',
  purposeLabel: 'Documento',
  summaryLabel: 'Resumen de la solicitud que verá el cliente',
  summaryHint: 'Lo que anotó al llenar la solicitud: ingresos, personas del hogar, plan elegido…',
  sendButton: 'Crear enlace',
  sending: 'Creando…',
  emailed: 'Enlace creado y enviado por correo al cliente. También puede copiarlo para WhatsApp:',
  copyOnly: 'Enlace creado (el cliente no tiene correo). Cópielo y envíelo por WhatsApp:',
  copy: 'Copiar enlace',
  copied: 'Copiado',
  none: 'Todavía no se envió ningún documento.',
  states: { sent: 'Enviado', signed: 'Firmado', rescinded: 'Revocado', expired: 'Vencido sin firmar' },
  sentOn: 'enviado el',
  signedOn: 'firmado el',
  rescindedOn: 'revocado el',
  expiredOn: 'venció el',
  intact: 'Íntegro: el documento no cambió desde la firma.',
  tampered: 'ALERTA: el documento guardado ya no coincide con su huella. Alguien lo cambió en la base de datos. Avise al administrador.',
  printLink: 'Versión para imprimir',
} as const

export const recordApiMessages = {
  unauthorized: 'Inicie sesión para continuar.',
  notFound: 'No se encontró el cliente o el documento.',
  invalid: 'Elija el documento: Alcance de la cita (SOA), Consentimiento del Mercado o Revisión de la solicitud.',
  summaryRequired: 'Escriba el resumen de la solicitud que el cliente debe confirmar.',
  summaryTooLong: 'El resumen es demasiado largo (máximo 5000 caracteres).',
  malformed: 'El contenido enviado no es JSON válido.',
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json).',
  tooLarge: 'El contenido es demasiado grande.',
  failed: 'No se pudo crear el enlace. Inténtelo de nuevo.',
} as const
