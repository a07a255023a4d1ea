import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { timeSpanRow } from './time-span-row'

/** Times staff take out of the booking calendar (holidays, meetings): no visitor slot falls inside one. */
export const BlockedTimes: CollectionConfig = {
  slug: 'blocked-times',
  labels: { singular: 'Horario bloqueado', plural: 'Horarios bloqueados' },
  defaultSort: '-startsAt',
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['startsAt', 'endsAt', 'reason'],
    group: 'Clientes potenciales',
    description: 'Horas en que no se pueden agendar citas (feriados, reuniones, vacaciones).',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    timeSpanRow({ start: 'Desde', end: 'Hasta' }, { index: true }),
    { name: 'reason', label: 'Motivo', type: 'text', required: true, maxLength: 120 },
  ],
}
