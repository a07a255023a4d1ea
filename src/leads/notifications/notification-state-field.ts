import type { Field } from 'payload'

import { nobody } from '../../access/nobody'
import { notificationStatusOptions, PENDING_NOTIFICATION, SENT_NOTIFICATION } from './notification-statuses'

/** Written only by the notification job (Local API, access overridden): nobody edits it. */
const readOnly = { create: nobody, update: nobody }

/** Where the e-mail to staff about this contact stands; src/leads/notifications/ keeps it. */
export const notificationStateField: Field = {
  name: 'notification',
  label: 'Aviso al equipo por e-mail',
  type: 'group',
  admin: { position: 'sidebar', readOnly: true },
  fields: [
    {
      name: 'status',
      label: 'Estado del aviso',
      type: 'select',
      defaultValue: PENDING_NOTIFICATION,
      options: [...notificationStatusOptions],
      access: readOnly,
      admin: { readOnly: true },
    },
    {
      name: 'sentAt',
      label: 'Enviado el',
      type: 'date',
      access: readOnly,
      // Also recorded, before issue 23, when the message only went to the log: then nothing was sent.
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (_data, siblingData) => siblingData?.status === SENT_NOTIFICATION,
      },
    },
    { name: 'attempts', label: 'Intentos', type: 'number', defaultValue: 0, access: readOnly, admin: { readOnly: true } },
    { name: 'lastError', label: 'Último error', type: 'text', access: readOnly, admin: { readOnly: true } },
    // The lease of the runner sending it right now (src/leads/notifications/send-lease.ts).
    { name: 'sendingSince', label: 'Enviando desde', type: 'date', access: readOnly, admin: { hidden: true } },
  ],
}
