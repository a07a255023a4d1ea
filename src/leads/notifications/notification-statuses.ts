/** Where a contact's e-mail to staff stands: the admin's 'Aviso al equipo'. */
export const notificationStatusOptions = [
  { label: 'Pendiente', value: 'pending' },
  { label: 'Enviado', value: 'sent' },
  // Only contacts from before issue 23: without SMTP an e-mail now stays 'pending' until SMTP is configured.
  { label: 'No enviado: falta configurar SMTP (solo en el registro)', value: 'logged' },
  { label: 'Fallido: sin más intentos', value: 'failed' },
] as const

export type NotificationStatus = (typeof notificationStatusOptions)[number]['value']

export const PENDING_NOTIFICATION: NotificationStatus = 'pending'

export const SENT_NOTIFICATION: NotificationStatus = 'sent'
