import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'

/**
 * How a carrier names the columns of its book-of-business report (issue 36, item 5): saved the first time staff
 * map a report of that carrier, offered again for its next reports. Written by the import screen's endpoints.
 */
export const CarrierImportMappings: CollectionConfig = {
  slug: 'carrier-import-mappings',
  labels: { singular: 'Columnas del informe de una aseguradora', plural: 'Columnas de los informes de aseguradoras' },
  admin: { useAsTitle: 'carrier', group: 'Cartera de clientes', hidden: true },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  fields: [
    { name: 'carrier', label: 'Aseguradora', type: 'relationship', relationTo: 'insurers', required: true, unique: true, index: true },
    {
      name: 'columns',
      label: 'Columnas',
      type: 'json',
      required: true,
      admin: { description: 'Nuestro dato → el título de la columna en el informe de la aseguradora.' },
    },
  ],
}
