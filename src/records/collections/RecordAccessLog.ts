import type { CollectionConfig } from 'payload'

import { serverWrittenLogAccess, whoAndWhenFields } from '../../access/server-written-log'
import { accessActionOptions } from '../record-kinds'

const readOnly = { readOnly: true }

/** Who viewed or printed a signed record, and when: written by the server only (hooks/log-record-view.ts). */
export const RecordAccessLog: CollectionConfig = {
  slug: 'record-access-log',
  labels: { singular: 'Acceso a un documento firmado', plural: 'Accesos a documentos firmados' },
  defaultSort: '-at',
  disableDuplicate: true,
  admin: { group: 'Clientes potenciales', hidden: true, defaultColumns: ['record', 'action', 'userName', 'at'] },
  access: serverWrittenLogAccess,
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
    ...whoAndWhenFields,
  ],
}
