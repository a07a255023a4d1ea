import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { accessActionOptions } from '../record-kinds'

const nobody = () => false
const readOnly = { readOnly: true }

/** Who viewed or printed a signed record, and when: written by the server only (hooks/log-record-view.ts). */
export const RecordAccessLog: CollectionConfig = {
  slug: 'record-access-log',
  labels: { singular: 'Acceso a un documento firmado', plural: 'Accesos a documentos firmados' },
  defaultSort: '-at',
  disableDuplicate: true,
  admin: { group: 'Clientes potenciales', hidden: true, defaultColumns: ['record', 'action', 'userName', 'at'] },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'record',
      label: 'Documento',
      type: 'relationship',
      relationTo: 'signed-records',
      required: true,
      index: true,
      admin: readOnly,
    },
    { name: 'action', label: 'Acción', type: 'select', required: true, options: [...accessActionOptions], admin: readOnly },
    { name: 'user', label: 'Usuario', type: 'relationship', relationTo: 'users', admin: readOnly },
    // Kept as text too: staff may not read other accounts, and a removed account keeps its lines.
    { name: 'userName', label: 'Usuario', type: 'text', maxLength: 200, admin: readOnly },
    // Date and time to the second: the log is evidence of who opened a record when.
    {
      name: 'at',
      label: 'Fecha y hora',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: "d 'de' MMM 'de' yyyy, HH:mm:ss" } },
    },
  ],
}
