import type { Field } from 'payload'

/**
 * The booking calendar's settings (site settings, group 'booking'). Opening days and hours come
 * from the agency's 'Horario de atención' (src/lib/opening-hours.ts), so there is one place to
 * write them; slots are those hours cut into slotMinutes, minus appointments and blocked times.
 */
export const bookingSettingsField: Field = {
  name: 'booking',
  label: 'Citas en línea',
  type: 'group',
  admin: {
    description:
      'Los días y horas de las citas salen del «Horario de atención». Aquí: duración de cada cita, ' +
      'cuántos días por delante se ofrecen y qué tipos de cita se pueden agendar.',
  },
  fields: [
    { name: 'enabled', label: 'Los clientes pueden agendar citas en el sitio', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'slotMinutes', label: 'Duración de cada cita (minutos)', type: 'number', defaultValue: 30, min: 10, max: 240 },
        { name: 'daysAhead', label: 'Días que se ofrecen por delante', type: 'number', defaultValue: 14, min: 1, max: 90 },
        { name: 'minimumNoticeHours', label: 'Aviso mínimo (horas)', type: 'number', defaultValue: 2, min: 0, max: 168 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'officeVisitsEnabled', label: 'Ofrecer citas en la oficina', type: 'checkbox', defaultValue: true },
        { name: 'videoCallsEnabled', label: 'Ofrecer videollamadas', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      // The booking wing cites the CMS rule this follows (src/appointments/).
      name: 'medicareSoaWaitHours',
      label: 'Horas entre el SOA de Medicare y la cita',
      type: 'number',
      defaultValue: 48,
      min: 0,
      max: 168,
      admin: {
        description:
          'Tiempo mínimo entre la firma del Alcance de la Cita (SOA) y una cita de Medicare que el cliente agenda. ' +
          'Consulte la regla vigente de CMS antes de cambiarlo.',
      },
    },
  ],
}
