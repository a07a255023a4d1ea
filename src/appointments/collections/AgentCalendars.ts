import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { validAgentHours } from '../calendars/agent-hours'
import { nameAgentCalendar } from '../hooks/name-agent-calendar'

/**
 * One agent's own booking calendar (issue 35): whether the site may book them, their hours and
 * their slot length; what is left empty follows the agency's (*Datos de la agencia*). While no
 * agent takes web bookings, the site books the agency's one lane as before (docs/appointments.md,
 * «Calendario por agente»).
 */
export const AgentCalendars: CollectionConfig = {
  slug: 'agent-calendars',
  labels: { singular: 'Calendario de agente', plural: 'Calendarios de agentes' },
  defaultSort: 'agentName',
  admin: {
    useAsTitle: 'agentName',
    defaultColumns: ['agentName', 'takesWebBookings', 'officeHours', 'slotMinutes'],
    group: 'Clientes potenciales',
    description:
      'El horario y la duración de las citas de cada agente. Lo que quede vacío sigue los «Datos de la agencia». ' +
      'Las citas del sitio se reparten por turnos entre los agentes libres que reciben citas del sitio.',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  hooks: { beforeChange: [nameAgentCalendar] },
  fields: [
    {
      name: 'agent',
      label: 'Agente',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      admin: { components: { Field: '/appointments/admin/AgentField' } },
    },
    // The agent's name at the last save: the list's column and the title (a relationship cannot be one); not in the form.
    { name: 'agentName', label: 'Agente', type: 'text', admin: { readOnly: true, condition: () => false } },
    { name: 'takesWebBookings', label: 'Recibe citas del sitio', type: 'checkbox', defaultValue: true },
    {
      name: 'officeHours',
      label: 'Horario del agente',
      type: 'text',
      maxLength: 120,
      validate: validAgentHours,
      admin: {
        description: 'Vacío: el «Horario de atención» de la agencia. Como «Lunes a Viernes 9:00 AM – 1:00 PM»; varios separados por «;».',
      },
    },
    {
      name: 'slotMinutes',
      label: 'Duración de cada cita (minutos)',
      type: 'number',
      min: 10,
      max: 240,
      admin: { description: 'Vacío: la duración de «Citas en línea».' },
    },
  ],
}
