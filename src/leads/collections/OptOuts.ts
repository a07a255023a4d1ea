import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { nobody } from '../../access/nobody'
import { recordOptOutEntry } from '../desk/hooks/record-opt-out-entry'
import { flagListedLeads, unflagDelistedLeads } from '../desk/hooks/sync-listed-leads'
import { optOutChannelOptions } from '../desk/opt-out-channels'
import { optOutScopeOptions, WHOLE_OPT_OUT } from '../desk/opt-out-scopes'

/**
 * The 'no contactar' list: phones and e-mails whose owner revoked consent (TCPA). A lead marked
 * 'No contactar' adds its phone and e-mail here; staff can also add a phone or e-mail directly.
 * Every lead with one of them is flagged, whether stored before or after the entry
 * (../opt-out-flags.ts). A texts-only entry (a STOP reply) flags nobody: it only stops texts to
 * the number (src/appointments/reminders/sms-channel.ts). Entries are evidence, so nobody edits them; an admin may delete one.
 */
export const OptOuts: CollectionConfig = {
  slug: 'opt-outs',
  labels: { singular: 'No contactar', plural: 'No contactar' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'scope', 'channel', 'createdAt', 'byName'],
    listSearchableFields: ['label', 'email', 'phoneDigits'],
    group: 'Clientes potenciales',
    description:
      'Teléfonos y correos de personas que pidieron no ser contactadas. ' +
      'Todos los clientes con esos datos, anteriores o nuevos, aparecen marcados «No contactar». ' +
      'Las entradas «Solo mensajes de texto» (respondió STOP) solo impiden enviar mensajes de texto a ese número.',
  },
  access: { read: authenticated, create: authenticated, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [recordOptOutEntry], afterChange: [flagListedLeads], afterDelete: [unflagDelistedLeads] },
  fields: [
    { name: 'label', label: 'Teléfono o correo', type: 'text', admin: { hidden: true } },
    { name: 'phone', label: 'Teléfono', type: 'text', maxLength: 30 },
    { name: 'phoneDigits', label: 'Teléfono', type: 'text', index: true, admin: { hidden: true } },
    { name: 'email', label: 'Correo electrónico', type: 'email', index: true },
    {
      name: 'scope',
      label: 'Alcance',
      type: 'select',
      defaultValue: WHOLE_OPT_OUT,
      options: [...optOutScopeOptions],
      admin: { description: '«Solo mensajes de texto»: no se le envían SMS, pero se le puede llamar y escribir.' },
    },
    { name: 'channel', label: 'Medio por el que lo pidió', type: 'select', required: true, options: [...optOutChannelOptions] },
    { name: 'contact', label: 'Cliente', type: 'relationship', relationTo: 'contacts', admin: { readOnly: true } },
    { name: 'by', label: 'Registrado por', type: 'relationship', relationTo: 'users', admin: { readOnly: true, hidden: true } },
    { name: 'byName', label: 'Registrado por', type: 'text', admin: { readOnly: true } },
  ],
}
