/** Visitor-facing text of the contact form and its API (SPEC §2, §5, §8). Plain module: the server reads it too. */
export const CONSENT_LABEL = 'Acepto recibir comunicaciones sobre productos y servicios de seguros. Puedo cancelar en cualquier momento.'

export const contactFormCopy = {
  title: 'Envíanos un Mensaje',
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    insuranceType: 'Tipo de Seguro',
    message: 'Mensaje',
    consent: CONSENT_LABEL,
  },
  insuranceTypePlaceholder: 'Selecciona un tipo de seguro',
  messagePlaceholder: 'Cuéntanos cómo podemos ayudarte',
  submit: 'Enviar Mensaje',
  submitting: 'Enviando...',
  honeypotLabel: 'No completar este campo',
  success: { title: '¡Mensaje Enviado!', description: 'Gracias por contactarnos. Te responderemos pronto.' },
  failure: { title: 'Error', description: 'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.' },
} as const
