/**
 * What clients and staff read about a change to an appointment (src/appointments/notices/) and
 * the agency footer of every client e-mail. Visitors are addressed as tú.
 */
export const noticeCopy = {
  visitor: {
    bookedSubject: (when: string) => `Tu cita con nosotros: ${when}`,
    bookedIntro: (name: string | null) => `Hola${name ? `, ${name}` : ''}: te agendamos una cita.`,
    movedSubject: (when: string) => `Tu cita cambió: ${when}`,
    movedIntro: (name: string | null) => `Hola${name ? `, ${name}` : ''}: tu cita tiene una hora nueva.`,
    cancelledSubject: (when: string) => `Tu cita del ${when} quedó cancelada`,
    cancelledIntro: (name: string | null) => `Hola${name ? `, ${name}` : ''}: tu cita quedó cancelada.`,
    calendarUpdate: 'La invitación adjunta (cita.ics) actualiza la cita en tu calendario.',
    calendarCancel: 'La invitación adjunta (cita.ics) la quita de tu calendario.',
    bookAgain: 'Si quieres otra hora, responde a este correo o llámanos.',
    changeIt: 'Para cambiarla o cancelarla, usa el enlace de tu primer correo, responde a este correo o llámanos.',
    changeByReply: 'Para cambiarla o cancelarla, responde a este correo o llámanos.',
    calendarNew: 'La invitación para tu calendario va adjunta (cita.ics).',
  },
  staff: {
    subject: (change: string, name: string, when: string) => `${change}: ${name}, ${when}`,
    changes: { booked: 'Cita agendada', moved: 'Cita cambiada', cancelled: 'Cita cancelada' },
    when: 'Cuándo',
    changedBy: 'Hecho por',
    before: 'Antes',
    leadLink: 'Ver el cliente en el panel',
  },
  rows: { meetingLink: 'Enlace de la videollamada', address: 'Dirección' },
  /** The invitation's title: staff see whom they meet, the client what about. */
  staffEventSummary: (name: string, kind: string, topic: string) => `Cita: ${name} — ${kind} sobre ${topic}`,
  footer: {
    replyHint: 'Puedes responder a este correo para escribirnos.',
    phone: 'Teléfono',
    hours: 'Horario',
  },
} as const

export const meetingLinkCopy = {
  invalid: 'Escriba un enlace completo que empiece por https://',
  requiredWhenOffered: 'Indique el enlace de las videollamadas: en «Citas en línea» se ofrecen videollamadas.',
  agentLabel: 'Enlace de mis videollamadas',
  agentDescription: 'Si lo indica, sus videollamadas llevan este enlace en lugar del de la agencia.',
} as const
