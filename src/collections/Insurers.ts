import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { orderField } from './fields'
import { withDragOrdering } from './ordering'

export const Insurers: CollectionConfig = {
  slug: 'insurers',
  labels: { singular: 'Aseguradora', plural: 'Aseguradoras' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'logo', 'showOnSite', 'order'],
    group: 'Contenido del sitio',
    components: { beforeListTable: ['/components/admin/RefreshAfterReorder'] },
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  orderable: true,
  // Drag rows in the list to reorder; `order` (what the site sorts by) follows.
  hooks: withDragOrdering('insurers', revalidationHooks(contentTags.insurers)),
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'showOnSite',
      label: 'Mostrar en el carrusel del sitio',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { description: 'Desmárquelo para una aseguradora que solo figura en las pólizas de los clientes.' },
    },
    {
      name: 'logo',
      label: 'Logotipo',
      type: 'upload',
      relationTo: 'media',
      validate: (value: unknown, { siblingData }: { siblingData: { showOnSite?: boolean | null } }) =>
        value || siblingData.showOnSite === false ? true : 'El logotipo es obligatorio para mostrarla en el sitio.',
    },
    orderField,
  ],
}
