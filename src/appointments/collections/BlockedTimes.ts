import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { timeSpanRow } from './time-span-row'

/**
 * Times staff take out of the booking calendar (holidays, meetings): no visitor slot falls inside
 * one. With an agent, only that agent's calendar; without, the whole agency's.
 */
export const BlockedTimes: CollectionConfig = {
  slug: 'blocked-times',
  labels: { singular: 'Horario bloqueado', plural: 'Horarios bloqueados' },
  defaultSort: '-startsAt',
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['startsAt', 'endsAt', 'agent', 'reason'],
    group: 'Clientes potenciales',
    description: 'Horas en que no se pueden agendar citas (feriados, reuniones, vacaciones).',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    timeSpanRow({ start: 'Desde', end: 'Hasta' }, { index: true }),
    { name: 'reason', label: 'Motivo', type: 'text', required: true, maxLength: 120 },
    {
      name: 'agent',
      label: 'Agente',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { description: 'Vacío: toda la agencia.', components: { Field: '/appointments/admin/AgentField' } },
    },
  ],
}
