/** Every fixed Spanish string of the booking pages, their e-mails and the «Agendar una cita» links. */
import { CONSENT_LABEL } from './contact'

export const BOOKING_LINK_LABEL = 'Agendar una cita'

export const bookingCopy = {
  link: BOOKING_LINK_LABEL,
  title: 'Agenda una cita',
  intro: 'Elige cómo quieres hablar con nosotros, el tema y un horario libre. La cita es gratis y sin compromiso.',
  disabled: 'Por ahora no se pueden agendar citas en línea. Llámanos o escríbenos y te atendemos.',
  step1: 'Paso 1 de 3: tipo de cita y tema',
  step2: 'Paso 2 de 3: día y hora',
  step3: 'Paso 3 de 3: tus datos',
  kindLegend: '¿Cómo prefieres la cita?',
  topicLegend: '¿Sobre qué seguro quieres hablar?',
  showTimes: 'Ver días y horarios',
  change: 'Cambiar tipo o tema',
  dayLegend: 'Elige un día',
  showDay: 'Ver horas de este día',
  timeLegend: (day: string) => `Elige una hora el ${day}`,
  noSlots: 'No quedan horarios libres en los próximos días para este tipo de cita. Llámanos y buscamos un horario.',
  medicareWait: (hours: number) =>
    `Para Medicare, la cita es al menos ${hours} horas después de agendarla: antes firmarás en línea el Alcance de la Cita (SOA).`,
  detailsLegend: 'Tus datos',
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    email: 'Correo electrónico (opcional)',
    consent: CONSENT_LABEL,
  },
  emailHint: 'Si nos dejas tu correo, te enviamos la cita para tu calendario.',
  submit: 'Agendar la cita',
  submitting: 'Agendando...',
  errorsTitle: 'Revisa lo siguiente:',
  chooseKind: 'Elige el tipo de cita.',
  chooseTopic: 'Elige el tema de la cita.',
  chooseSlot: 'Elige una hora libre.',
  taken: 'Esa hora se acaba de ocupar. Elige otra de las horas libres.',
  rateLimited: 'Has hecho demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  unavailable: 'En este momento no podemos agendar tu cita. Inténtalo de nuevo en unos minutos.',
  failed: 'No pudimos agendar tu cita. Inténtalo de nuevo.',
  inProgress: 'Tu solicitud anterior todavía se está procesando. Espera unos segundos e inténtalo de nuevo.',
  limits: {
    // One message for the address, phone, e-mail and open-appointment limits: which one it was would tell a
    // stranger whether a given phone or e-mail booked today.
    tooMany: 'Ya se agendaron varias citas con estos datos. Si necesitas otra cita, llámanos y te la agendamos.',
    siteBusy: 'En este momento recibimos demasiadas solicitudes de citas en línea. Llámanos o inténtalo de nuevo en una hora.',
  },
  confirmed: {
    title: '¡Tu cita está agendada!',
    when: 'Cuándo',
    kind: 'Tipo de cita',
    topic: 'Tema',
    manage: 'Para cambiar la hora o cancelar, usa este enlace (guárdalo):',
    manageLink: 'Cambiar o cancelar mi cita',
    emailSent: 'También te enviamos la cita por correo.',
    soaTitle: 'Un paso más para tu cita de Medicare',
    soaText:
      'Las reglas de Medicare piden que, antes de la cita, indiques por escrito de qué productos quieres hablar ' +
      '(el Alcance de la Cita o SOA). Te toma un par de minutos.',
    soaLink: 'Completar el Alcance de la Cita',
    soaByAgency: 'La agencia enviará el Alcance de la Cita para firmar antes de la cita. Por ahora no hace falta nada más.',
  },
  manage: {
    title: 'Tu cita',
    reschedule: 'Cambiar la hora',
    cancel: 'Cancelar la cita',
    cancelConfirm: '¿Seguro que quieres cancelar esta cita?',
    cancelYes: 'Sí, cancelar la cita',
    cancelNo: 'No, mantener la cita',
    cancelled: 'Tu cita fue cancelada. Si quieres, puedes agendar otra.',
    rescheduled: 'Listo: cambiamos la hora de tu cita.',
    rescheduleSubmit: 'Cambiar a esta hora',
    back: 'Volver a mi cita',
    newBooking: 'Agendar otra cita',
  },
  invalidLink: {
    title: 'Este enlace no es válido',
    text: 'El enlace de la cita no existe, ya venció o la cita fue cancelada. Si necesitas ayuda, llámanos.',
  },
  staffWarning: {
    title: 'El sitio no acepta citas en línea por ahora',
    text: (count: number, ceiling: number) =>
      `En la última hora se agendaron ${count} citas en el sitio, y el límite es de ${ceiling} por hora ` +
      '(BOOKING_LIMIT_SITE_PER_HOUR). Las nuevas citas en línea se rechazan hasta que baje: puede ser un envío masivo. ' +
      'Revise las citas recientes; quien llame sí puede agendar por teléfono.',
  },
  block: {
    defaultHeading: '¿Prefieres hablar con un agente?',
    defaultText: 'Agenda una cita por teléfono, en la oficina o por video, en el horario que mejor te quede.',
  },
  email: {
    visitorSubject: (when: string) => `Tu cita con nosotros: ${when}`,
    visitorIntro: (name: string) => `Hola, ${name}: tu cita está agendada.`,
    visitorIntroNoName: 'Hola: tu cita está agendada.',
    staffSubject: (name: string, when: string) => `Nueva cita: ${name}, ${when}`,
    staffIntro: 'Un cliente agendó una cita en el sitio web.',
    manage: 'Para cambiar la hora o cancelar:',
    calendar: 'La invitación para tu calendario va adjunta (cita.ics).',
    eventSummary: (kind: string, topic: string) => `Cita: ${kind} sobre ${topic}`,
  },
} as const
