import type { CollectionConfig } from 'payload'

import { serverWrittenLogAccess, whoAndWhenFields } from '../../access/server-written-log'

const readOnly = { readOnly: true }

/** Who downloaded a private policy document, and when: written by the download route only (documents/log-download.ts). */
export const PolicyDocumentDownloads: CollectionConfig = {
  slug: 'policy-document-downloads',
  labels: { singular: 'Descarga de un documento', plural: 'Descargas de documentos' },
  defaultSort: '-at',
  disableDuplicate: true,
  admin: {
    group: 'Cartera de clientes',
    useAsTitle: 'documentName',
    defaultColumns: ['documentName', 'userName', 'at'],
    description: 'Quién descargó cada documento privado de una póliza, y cuándo. Nadie puede cambiar ni borrar estas líneas.',
  },
  access: serverWrittenLogAccess,
  fields: [
    { name: 'document', label: 'Documento', type: 'relationship', relationTo: 'policy-documents', index: true, admin: readOnly },
    // Kept as text too: a document an administrator removed keeps its lines.
    { name: 'documentName', label: 'Archivo', type: 'text', maxLength: 300, admin: readOnly },
    ...whoAndWhenFields,
  ],
}
