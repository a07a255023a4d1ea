import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { reminderChannelOptions, reminderOffsetOptions, textStatusOptions } from '../reminders/reminder-deliveries'

/**
 * One reminder sent on one channel (src/appointments/reminders/send-reminder.ts): which
 * appointment, which reminder, at which of its times, to whom, when, and for a text message the
 * provider's id and the last status it reported (twilio-webhooks.ts). Written only by the server;
 * the appointment's «Recordatorios» field shows them. Also what keeps a retried reminder from
 * going twice on a channel that already carried it.
 */
export const ReminderMessages: CollectionConfig = {
  slug: 'reminder-messages',
  labels: { singular: 'Recordatorio enviado', plural: 'Recordatorios enviados' },
  defaultSort: '-createdAt',
  admin: { hidden: true, group: 'Clientes potenciales' },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: an appointment an admin deletes leaves its sent reminders behind.
    { name: 'appointment', label: 'Cita', type: 'relationship', relationTo: 'appointments', index: true },
    { name: 'offset', label: 'Recordatorio', type: 'select', required: true, options: [...reminderOffsetOptions] },
    { name: 'startsAt', label: 'Para la cita de', type: 'date', required: true },
    { name: 'channel', label: 'Medio', type: 'select', required: true, options: [...reminderChannelOptions] },
    { name: 'to', label: 'Destinatario', type: 'text', required: true, maxLength: 320 },
    { name: 'providerMessageId', label: 'Id. del mensaje en el proveedor', type: 'text', unique: true, maxLength: 64 },
    { name: 'status', label: 'Estado del mensaje', type: 'select', options: [...textStatusOptions] },
    { name: 'statusAt', label: 'Estado al', type: 'date' },
    { name: 'errorCode', label: 'Código de error del proveedor', type: 'text', maxLength: 16 },
  ],
}
