/** Every fixed Spanish string of the booking pages, their e-mails and the «Agendar una cita» links. */
import { CONSENT_LABEL } from './contact'

export const BOOKING_LINK_LABEL = 'Agendar una cita'

export const bookingCopy = {
  link: BOOKING_LINK_LABEL,
  title: 'Agende una cita',
  intro: 'Elija cómo quiere hablar con nosotros, el tema y un horario libre. La cita es gratis y sin compromiso.',
  disabled: 'Por ahora no se pueden agendar citas en línea. Llámenos o escríbanos y le atendemos.',
  step1: 'Paso 1 de 3: tipo de cita y tema',
  step2: 'Paso 2 de 3: día y hora',
  step3: 'Paso 3 de 3: sus datos',
  kindLegend: '¿Cómo prefiere la cita?',
  topicLegend: '¿Sobre qué seguro quiere hablar?',
  showTimes: 'Ver días y horarios',
  change: 'Cambiar tipo o tema',
  dayLegend: 'Elija un día',
  showDay: 'Ver horas de este día',
  timeLegend: (day: string) => `Elija una hora el ${day}`,
  noSlots: 'No quedan horarios libres en los próximos días para este tipo de cita. Llámenos y buscamos un horario.',
  medicareWait: (hours: number) =>
    `Para Medicare, la cita es al menos ${hours} horas después de agendarla: antes firmará en línea el Alcance de la Cita (SOA).`,
  detailsLegend: 'Sus datos',
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    email: 'Email (opcional)',
    consent: CONSENT_LABEL,
  },
  emailHint: 'Si nos deja su email, le enviamos la cita para su calendario.',
  submit: 'Agendar la cita',
  submitting: 'Agendando...',
  errorsTitle: 'Revise lo siguiente:',
  chooseKind: 'Elija el tipo de cita.',
  chooseTopic: 'Elija el tema de la cita.',
  chooseSlot: 'Elija una hora libre.',
  taken: 'Esa hora se acaba de ocupar. Elija otra de las horas libres.',
  rateLimited: 'Ha hecho demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
  unavailable: 'En este momento no podemos agendar su cita. Inténtelo de nuevo en unos minutos.',
  failed: 'No pudimos agendar su cita. Inténtelo de nuevo.',
  inProgress: 'Su solicitud anterior todavía se está procesando. Espere unos segundos e inténtelo de nuevo.',
  limits: {
    // One message for the address, phone, e-mail and open-appointment limits: which one it was would tell a
    // stranger whether a given phone or e-mail booked today.
    tooMany: 'Ya se agendaron varias citas con estos datos. Si necesita otra cita, llámenos y se la agendamos.',
    siteBusy: 'En este momento recibimos demasiadas solicitudes de citas en línea. Llámenos o inténtelo de nuevo en una hora.',
  },
  confirmed: {
    title: '¡Su cita está agendada!',
    when: 'Cuándo',
    kind: 'Tipo de cita',
    topic: 'Tema',
    manage: 'Para cambiar la hora o cancelar, use este enlace (guárdelo):',
    manageLink: 'Cambiar o cancelar mi cita',
    emailSent: 'También le enviamos la cita por email.',
    soaTitle: 'Un paso más para su cita de Medicare',
    soaText:
      'Las reglas de Medicare piden que, antes de la cita, usted indique por escrito de qué productos quiere hablar ' +
      '(el Alcance de la Cita o SOA). Le toma un par de minutos.',
    soaLink: 'Completar el Alcance de la Cita',
    soaByAgency: 'La agencia enviará el Alcance de la Cita para firmar antes de la cita. Por ahora no hace falta nada más.',
  },
  manage: {
    title: 'Su cita',
    reschedule: 'Cambiar la hora',
    cancel: 'Cancelar la cita',
    cancelConfirm: '¿Seguro que quiere cancelar esta cita?',
    cancelYes: 'Sí, cancelar la cita',
    cancelNo: 'No, mantener la cita',
    cancelled: 'Su cita fue cancelada. Si quiere, puede agendar otra.',
    rescheduled: 'Listo: cambiamos la hora de su cita.',
    rescheduleSubmit: 'Cambiar a esta hora',
    back: 'Volver a mi cita',
    newBooking: 'Agendar otra cita',
  },
  invalidLink: {
    title: 'Este enlace no es válido',
    text: 'El enlace de la cita no existe, ya venció o la cita fue cancelada. Si necesita ayuda, llámenos.',
  },
  staffWarning: {
    title: 'El sitio no acepta citas en línea por ahora',
    text: (count: number, ceiling: number) =>
      `En la última hora se agendaron ${count} citas en el sitio, y el límite es de ${ceiling} por hora ` +
      '(BOOKING_LIMIT_SITE_PER_HOUR). Las nuevas citas en línea se rechazan hasta que baje: puede ser un envío masivo. ' +
      'Revise las citas recientes; quien llame sí puede agendar por teléfono.',
  },
  block: {
    defaultHeading: '¿Prefiere hablar con un agente?',
    defaultText: 'Agende una cita por teléfono, en la oficina o por video, en el horario que le quede mejor.',
  },
  email: {
    visitorSubject: (when: string) => `Su cita con nosotros: ${when}`,
    visitorIntro: (name: string) => `Hola, ${name}: su cita está agendada.`,
    visitorIntroNoName: 'Hola: su cita está agendada.',
    staffSubject: (name: string, when: string) => `Nueva cita: ${name}, ${when}`,
    staffIntro: 'Un cliente agendó una cita en el sitio web.',
    manage: 'Para cambiar la hora o cancelar:',
    calendar: 'La invitación para su calendario va adjunta (cita.ics).',
    eventSummary: (kind: string, topic: string) => `Cita: ${kind} sobre ${topic}`,
  },
} as const
