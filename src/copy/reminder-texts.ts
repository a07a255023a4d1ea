/** Visitor-facing text of the appointment reminder by text message (src/appointments/reminders/reminder-text.ts). Plain module. */
export const reminderTextCopy = {
  when: {
    dayBefore: (clock: string) => `tu cita es mañana a las ${clock}`,
    twoHours: (clock: string) => `tu cita es hoy a las ${clock}`,
  },
  change: (phone: string) => `Para cambiarla, llama al ${phone}.`,
  stop: 'Responde STOP para no recibir más mensajes.',
} as const
