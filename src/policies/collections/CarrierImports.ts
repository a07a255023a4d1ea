import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { nobody } from '../../access/nobody'
import { carrierImportEndpoints } from '../import/endpoints'
import { importStatusOptions, lineChoiceOptions } from '../import/import-statuses'

/** Written only by the import's endpoints and job (server code, access overridden). */
const setByServer = { create: nobody, update: nobody }
/** Large (the whole report) or paged by the import screen's endpoint: never in the API's reads of the collection. */
const serverOnly = { read: nobody, create: nobody, update: nobody }

/**
 * One carrier report uploaded by staff (issue 36, item 5): its rows, the column mapping used, the preview's per-row
 * results, and, once applied in the jobs queue, the progress and the final summary. Staff work it from
 * «Importar pólizas» (/admin/importar-polizas); this list keeps the record of every import.
 */
export const CarrierImports: CollectionConfig = {
  slug: 'carrier-imports',
  labels: { singular: 'Importación de informe', plural: 'Importaciones de informes' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'carrier', 'status', 'rowsDone', 'rowsTotal', 'requestedByName', 'createdAt'],
    group: 'Cartera de clientes',
    description: 'Los informes de aseguradoras importados. Para importar uno nuevo, use «Importar pólizas».',
    components: { beforeListTable: ['/policies/admin/CarrierImportLink'] },
  },
  endpoints: carrierImportEndpoints,
  access: { read: authenticated, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'carrier',
      label: 'Aseguradora',
      type: 'relationship',
      relationTo: 'insurers',
      required: true,
      index: true,
      access: setByServer,
    },
    { name: 'fileName', label: 'Archivo', type: 'text', maxLength: 200, access: setByServer },
    { name: 'line', label: 'Línea', type: 'select', required: true, options: [...lineChoiceOptions], access: setByServer },
    { name: 'status', label: 'Estado', type: 'select', required: true, options: [...importStatusOptions], access: setByServer },
    { name: 'rowsTotal', label: 'Filas', type: 'number', access: setByServer },
    { name: 'rowsDone', label: 'Filas procesadas', type: 'number', access: setByServer },
    { name: 'requestedBy', label: 'Importado por', type: 'relationship', relationTo: 'users', access: setByServer },
    { name: 'requestedByName', label: 'Importado por', type: 'text', maxLength: 200, access: setByServer },
    { name: 'appliedAt', label: 'Aplicada el', type: 'date', access: setByServer, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // The report itself ({ headers, rows }), the mapping used, the counts and per-row results: read by the import screen.
    { name: 'report', type: 'json', access: serverOnly, admin: { hidden: true } },
    { name: 'mapping', type: 'json', access: setByServer, admin: { hidden: true } },
    { name: 'counts', type: 'json', access: setByServer, admin: { hidden: true } },
    { name: 'results', type: 'json', access: serverOnly, admin: { hidden: true } },
    { name: 'failure', label: 'Error', type: 'text', access: setByServer, admin: { readOnly: true } },
  ],
}
