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
  supersedesLabel: 'Corrige el SOA firmado',
  supersedesNone: 'No corrige ninguno (SOA nuevo)',
  supersedesOn: 'corrige el firmado el',
  correctedOn: 'corregido el',
  staffSession: 'firmado en un navegador con sesión del personal',
} as const

export const recordApiMessages = {
  unauthorized: 'Inicie sesión para continuar.',
  notFound: 'No se encontró el cliente o el documento.',
  invalid:
    'Elija el documento: Alcance de la cita (SOA), Consentimiento del Mercado, Revisión de la solicitud o Revocación del ' +
    'consentimiento.',
  summaryRequired: 'Escriba el resumen de la solicitud que el cliente debe confirmar.',
  summaryTooLong: 'El resumen es demasiado largo (máximo 5000 caracteres).',
  malformed: 'El contenido enviado no es JSON válido.',
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json).',
  tooLarge: 'El contenido es demasiado grande.',
  failed: 'No se pudo crear el enlace. Inténtelo de nuevo.',
  agencyNpnMissing:
    'Falta el NPN de la agencia en «Datos de la agencia». Sin él no se puede enviar el Alcance de la cita (SOA): pida a un ' +
    'administrador que lo escriba.',
  agentNpnMissing:
    'Falta su NPN (o su nombre) en su usuario. Sin él no se puede enviar el Alcance de la cita (SOA), que debe nombrar al ' +
    'agente: pida a un administrador que lo escriba.',
  supersedesInvalid: 'El documento que quiere corregir no es un Alcance de la cita (SOA) firmado de este cliente, o ya se corrigió.',
  noConsentToRescind: 'Este cliente no tiene un consentimiento del Mercado firmado y sin revocar.',
  noEmailForRescission:
    'El enlace para revocar solo se envía al correo que tenemos del cliente, y este cliente no tiene correo. La revocación ' +
    'también se puede hacer por teléfono.',
  rescissionEmailed: 'Enlace para revocar enviado al correo del cliente.',
  consentRevoked:
    'El cliente revocó su consentimiento del Mercado: no se puede enviar la revisión de la solicitud ni actuar por él ante el ' +
    'Mercado. Envíele primero un «Consentimiento del Mercado» nuevo y espere a que lo firme.',
} as const

/** Whoever opens the record or the lead's history: a signature that came from a browser signed in to the admin. */
export const STAFF_SESSION_NOTE = 'firmado en un navegador con sesión del personal'

export const staffSessionHistoryNote = (document: string, staffName: string) => `${document}: ${STAFF_SESSION_NOTE} (${staffName}).`

/** The staff e-mail when a consumer rescinds a Marketplace consent. */
export const rescissionStaffMail = {
  subject: 'Un cliente revocó su consentimiento del Mercado',
  body: (leadName: string, when: string, leadUrl: string) =>
    [
      `${leadName} revocó su consentimiento del Mercado el ${when}.`,
      'Desde ahora nadie de la agencia debe actuar en su nombre ante el Mercado.',
      'El sitio no deja enviarle la revisión de la solicitud hasta que firme un consentimiento nuevo.',
      '',
      `Ver el cliente: ${leadUrl}`,
    ].join('\n'),
} as const
