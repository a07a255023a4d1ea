import type { Field } from 'payload'

import { authenticated } from './authenticated'
import { nobody } from './nobody'

/** A log staff read and no one changes or deletes: the server writes its lines itself. */
export const serverWrittenLogAccess = { read: authenticated, create: nobody, update: nobody, delete: nobody }

const readOnly = { readOnly: true }

/**
 * Who and when, on each line of such a log: the account, its name kept as text too (staff may not read other
 * accounts, and a removed account keeps its lines), and the time to the second (the log is evidence).
 */
export const whoAndWhenFields: Field[] = [
  { name: 'user', label: 'Usuario', type: 'relationship', relationTo: 'users', admin: readOnly },
  { name: 'userName', label: 'Usuario', type: 'text', maxLength: 200, admin: readOnly },
  {
    name: 'at',
    label: 'Fecha y hora',
    type: 'date',
    required: true,
    index: true,
    admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: "d 'de' MMM 'de' yyyy, HH:mm:ss" } },
  },
]
