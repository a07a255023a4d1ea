import type { CollectionConfig } from 'payload'

import { authenticated } from '../../../access/authenticated'
import { isAdmin } from '../../../access/isAdmin'
import { optOutChannelOptions } from '../../../lib/opt-out-channels'
import { recordOptOutEntry } from './hooks/record-opt-out-entry'

const nobody = () => false

/**
 * The 'no contactar' list: phones and e-mails whose owner revoked consent (TCPA). A lead marked
 * 'No contactar' adds its phone and e-mail here; staff can also add a phone or e-mail directly.
 * Every later lead with one of them arrives flagged. Entries are evidence, so nobody edits them.
 */
export const OptOuts: CollectionConfig = {
  slug: 'opt-outs',
  labels: { singular: 'No contactar', plural: 'No contactar' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'channel', 'createdAt', 'byName'],
    listSearchableFields: ['label', 'email', 'phoneDigits'],
    group: 'Clientes potenciales',
    description: 'Teléfonos y correos de personas que pidieron no ser contactadas. Los clientes nuevos con esos datos aparecen marcados.',
  },
  access: { read: authenticated, create: authenticated, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [recordOptOutEntry] },
  fields: [
    { name: 'label', label: 'Teléfono o correo', type: 'text', admin: { hidden: true } },
    { name: 'phone', label: 'Teléfono', type: 'text', maxLength: 30 },
    { name: 'phoneDigits', label: 'Teléfono', type: 'text', index: true, admin: { hidden: true } },
    { name: 'email', label: 'Correo electrónico', type: 'email', index: true },
    { name: 'channel', label: 'Medio por el que lo pidió', type: 'select', required: true, options: [...optOutChannelOptions] },
    { name: 'contact', label: 'Cliente', type: 'relationship', relationTo: 'contacts', admin: { readOnly: true } },
    { name: 'by', label: 'Registrado por', type: 'relationship', relationTo: 'users', admin: { readOnly: true, hidden: true } },
    { name: 'byName', label: 'Registrado por', type: 'text', admin: { readOnly: true } },
  ],
}
