/** The channels a reminder goes out on, as the log of sent reminders (ReminderMessages) names them. */
export const reminderChannelOptions = [
  { label: 'Correo electrónico', value: 'email' },
  { label: 'Mensaje de texto (SMS)', value: 'sms' },
] as const

export type ReminderChannelName = (typeof reminderChannelOptions)[number]['value']

export const reminderOffsetOptions = [
  { label: '24 horas antes', value: 'dayBefore' },
  { label: '2 horas antes', value: 'twoHours' },
] as const

/**
 * The statuses Twilio reports for a message (its status callback, `MessageStatus`), in Spanish, in
 * the order they happen: a callback arriving late never takes a message back to an earlier one.
 */
export const textStatusOptions = [
  { label: 'Aceptado por el proveedor', value: 'accepted' },
  { label: 'Programado', value: 'scheduled' },
  { label: 'En cola', value: 'queued' },
  { label: 'Enviándose', value: 'sending' },
  { label: 'Enviado', value: 'sent' },
  { label: 'Entregado', value: 'delivered' },
  { label: 'Leído', value: 'read' },
  { label: 'No entregado', value: 'undelivered' },
  { label: 'Falló', value: 'failed' },
  { label: 'Cancelado', value: 'canceled' },
] as const

export type TextStatus = (typeof textStatusOptions)[number]['value']

const FINAL_STATUSES = new Set<string>(['delivered', 'read', 'undelivered', 'failed', 'canceled'])

export const isTextStatus = (value: string): value is TextStatus => textStatusOptions.some((option) => option.value === value)

/** Whether a message now `current` may be moved to `next`: forward only, and a final status is kept (read after delivered aside). */
export function textStatusMovesTo(current: string | null | undefined, next: TextStatus): boolean {
  if (!current || !isTextStatus(current)) return true
  if (current === 'delivered' && next === 'read') return true
  if (FINAL_STATUSES.has(current)) return false
  const rank = (status: string) => textStatusOptions.findIndex((option) => option.value === status)
  return rank(next) > rank(current)
}

export const textStatusLabel = (status: string | null | undefined): string =>
  textStatusOptions.find((option) => option.value === status)?.label ?? status ?? ''
