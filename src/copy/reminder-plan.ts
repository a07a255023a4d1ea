/** Staff-facing text of an appointment's «Recordatorios» field (src/appointments/reminders/reminder-plan.ts). Plain module. */

const channelNames = { email: 'correo electrónico', sms: 'mensaje de texto (SMS)' } as const

const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? ''))

export const reminderPlanCopy = {
  heading: 'Recordatorios al cliente',
  beforeSave: 'Se programan al guardar la cita: 24 horas y 2 horas antes.',
  label: { dayBefore: '24 horas antes', twoHours: '2 horas antes' },
  sent: 'Enviado.',
  failed: 'No se pudo enviar.',
  sentEmail: (when: string) => `Por correo electrónico el ${when}.`,
  sentText: (when: string, status: string) => `Por mensaje de texto el ${when}${status ? `. Estado: ${status}` : ''}.`,
  willGo: (when: string, channels: (keyof typeof channelNames)[]) =>
    `Se enviará el ${when} por ${joined(channels.map((channel) => channelNames[channel]))}.`,
  pending: (when: string) => `Pendiente: debía salir el ${when} y la cola de envíos aún no lo envía.`,
  notSentInTime: (when: string) => `No se envió: debía salir el ${when}.`,
  notScheduled: (status: string, statusLabel: string) =>
    status === 'cancelada' ? 'No se envía: la cita está cancelada.' : `No se envía: la cita ya no está agendada (${statusLabel}).`,
  bookedTooLate: (hours: number) => `No se envía: la cita se agendó (o se movió) con menos de ${hours} horas de anticipación.`,
  noLead: 'No se envía: la cita no tiene cliente.',
  doNotContact: 'No se envía: el cliente está en la lista «No contactar».',
  unreachable: 'No se envía: no hay cómo avisarle.',
  noEmail: 'Sin correo electrónico.',
  noTextingConsent: 'Sin mensajes de texto: el cliente no aceptó recibirlos.',
  noPhone: 'Sin mensajes de texto: no hay teléfono.',
  textsRefused: 'Sin mensajes de texto: pidió no recibir mensajes de texto (STOP).',
  textsOff: 'Sin mensajes de texto: el envío de SMS no está configurado.',
} as const
