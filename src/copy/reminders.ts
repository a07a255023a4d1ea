/** Visitor-facing text of the appointment reminders (e-mail now; src/appointments/reminders/). Plain module. */
export const reminderCopy = {
  subject: {
    dayBefore: (when: string) => `Recordatorio: tu cita es mañana, ${when}`,
    twoHours: (when: string) => `Recordatorio: tu cita es hoy, ${when}`,
  },
  greeting: (firstName: string) => `Hola, ${firstName}:`,
  intro: (agencyName: string) => `Te recordamos tu cita con ${agencyName}.`,
  labels: { when: 'Cuándo', kind: 'Tipo de cita', topic: 'Tema' },
  how: {
    llamada: (leadPhone: string) => (leadPhone ? `Te llamaremos al ${leadPhone}.` : 'Te llamaremos por teléfono.'),
    oficina: (address: string) => `Te esperamos en la oficina: ${address}.`,
    video: (meetingLink: string) =>
      meetingLink
        ? `Entra a la videollamada con este enlace: ${meetingLink}`
        : 'Te enviaremos el enlace de la videollamada antes de la cita.',
  },
  change: (phone: string) => `Si necesitas cambiar o cancelar la cita, llámanos al ${phone}.`,
  signature: (agencyName: string) => `Gracias,\n${agencyName}`,
} as const
